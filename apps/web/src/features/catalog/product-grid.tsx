import { ProductCard } from './product-card';
import type { ProductCardData } from './product-view';
import styles from './product-grid.module.css';

/** How many cards load their pictures at once: the first row of the widest grid. */
export const EAGER_CARDS = 4;
/** the first row's pictures are the page's largest contentful paint on a phone: fetched first */
const PRIORITY_CARDS = 2;

export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel = 'h3',
}: {
  products: ProductCardData[];
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.grid}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            eager={i < eagerCount}
            priority={i < PRIORITY_CARDS && i < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
