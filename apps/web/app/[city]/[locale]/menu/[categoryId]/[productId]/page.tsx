import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { ProductPage, productMetadata } from '@/features/catalog/product-page';

type Params = Promise<{ city: string; locale: string; categoryId: string; productId: string }>;

/** Static per brand, city, language and product (the product's slug in its category). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const toProductParams = ({ categoryId, productId, ...site }: Awaited<Params>) => ({
  ...site,
  categorySlug: categoryId,
  productSlug: productId,
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return productMetadata(toProductParams(await params));
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <ProductPage params={toProductParams(p)} />;
}
