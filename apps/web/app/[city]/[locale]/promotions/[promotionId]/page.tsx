import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { PromotionPage, promotionMetadata } from '@/features/promotions/promotion-page';

type Params = Promise<{ city: string; locale: string; promotionId: string }>;

/** Rendered once per brand, city, language and promotion, then served from cache. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return promotionMetadata(await params);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <PromotionPage params={p} />;
}
