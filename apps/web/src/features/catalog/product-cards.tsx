import { ProductCard, type CardSite, type CatalogT } from './product-card';
import type { ProductCardData } from './product-view';
import styles from './product-grid.module.css';

/** How many cards load their pictures at once: the first row of the widest grid. */
export const EAGER_CARDS = 4;
/** the first row's pictures are the page's largest contentful paint on a phone: fetched first */
export const PRIORITY_CARDS = 2;

export interface GridProps {
  products: ProductCardData[];
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
}

/** The grid's markup, shared by the server grid and the client one (no hooks here). */
export function ProductCards({
  products,
  site,
  t,
  eagerCount = 0,
  headingLevel = 'h3',
}: GridProps & { site: CardSite; t: CatalogT }) {
  return (
    <ul className={styles.grid}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            site={site}
            t={t}
            eager={i < eagerCount}
            priority={i < PRIORITY_CARDS && i < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
