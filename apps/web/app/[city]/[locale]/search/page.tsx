import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { SearchPage, searchMetadata } from '@/features/search/search-page';

type Params = Promise<{ city: string; locale: string }>;

/** Static per brand, city and language: the query is read in the browser (search-results.tsx). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return searchMetadata(await params);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <SearchPage params={p} />;
}
