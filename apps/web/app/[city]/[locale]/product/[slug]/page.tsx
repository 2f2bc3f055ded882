import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductPage, productMetadata } from '@/features/catalog/product-page';

type Params = Promise<{ city: string; locale: string; slug: string }>;

/** The same product page without its category; the canonical link points at /menu/... */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, ...site } = await params;
  return productMetadata({ ...site, productSlug: slug });
}

export default async function Page({ params }: { params: Params }) {
  const { slug, ...site } = await params;
  setRequestLocale(site.locale);
  return <ProductPage params={{ ...site, productSlug: slug }} />;
}
