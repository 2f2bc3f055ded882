import { getTranslations } from 'next-intl/server';
import type { CardSite } from './product-card';
import { ProductCards, type GridProps } from './product-cards';

/**
 * A grid of dishes rendered on the server: the cards are HTML, only their islands (picture,
 * heart, add button) hydrate. A client component lists dishes with `ClientProductGrid`.
 */
export async function ProductGrid({ site, ...props }: GridProps & { site: CardSite }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'catalog' });
  return <ProductCards {...props} site={site} t={t} />;
}
