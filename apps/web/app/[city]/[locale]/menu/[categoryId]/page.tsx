import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { CategoryPage, categoryMetadata } from '@/features/catalog/category-page';

type Params = Promise<{ city: string; locale: string; categoryId: string }>;

/** Static per brand, city, language and category; sorting and filters run in the browser. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return categoryMetadata(await params);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <CategoryPage params={p} />;
}
