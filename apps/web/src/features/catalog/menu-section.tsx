import { RouterLink } from '@/features/shell/router-link';
import { ChevronRightIcon } from './icons';
import type { CardSite } from './product-card';
import { ProductGrid } from './product-grid';
import type { ProductCardData } from './product-view';
import styles from './menu-section.module.css';

/** One category of the home page's menu: its heading, a link to the category, its dishes. */
export function MenuSection({
  id,
  title,
  href,
  seeAll,
  seeAllLabel,
  products,
  site,
  eagerCount,
}: {
  id: string;
  title: string;
  href: string;
  seeAll: string;
  seeAllLabel: string;
  products: ProductCardData[];
  site: CardSite;
  eagerCount: number;
}) {
  const headingId = `section-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <RouterLink href={href} className={styles.more} aria-label={seeAllLabel}>
          {seeAll}
          <ChevronRightIcon size={18} />
        </RouterLink>
      </div>
      <ProductGrid products={products} site={site} eagerCount={eagerCount} />
    </section>
  );
}
