import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { SiteTextPage, siteTextMetadata } from '@/features/content/site-text-page';

type Params = Promise<{ city: string; locale: string }>;

/** Rendered once per brand, city and language, then served from cache. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return siteTextMetadata(await params, 'publicOffer');
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <SiteTextPage params={p} id="publicOffer" />;
}
