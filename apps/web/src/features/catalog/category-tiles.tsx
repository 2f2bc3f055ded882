import { RouterLink } from '@/features/shell/router-link';
import { imageSrc } from '@/lib/image';
import { localizedPath, type BrandLanguages, type Language } from '@/lib/routing/locale-path';
import type { CategoryInfo } from './catalog-data';
import { CatalogImage } from './catalog-image';
import { categoryPath } from './product-view';
import styles from './category-tiles.module.css';

const TILE_IMAGE = 240;

/** The home page's categories as picture tiles: a swipeable row on phones, a grid from 768 px. */
export function CategoryTiles({
  categories,
  locale,
  brand,
  isBot,
  label,
}: {
  categories: CategoryInfo[];
  locale: Language;
  brand: BrandLanguages;
  isBot: boolean;
  label: string;
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.tiles}>
        {categories.map((c) => (
          <li key={c.id}>
            <RouterLink href={localizedPath(locale, categoryPath(c.slug), brand)} className={styles.tile}>
              <span className={styles.media}>
                <CatalogImage
                  src={imageSrc(c.imageUrl, { w: TILE_IMAGE, isBot })}
                  alt=""
                  width={TILE_IMAGE}
                  height={TILE_IMAGE}
                  className={styles.image}
                  isBot={isBot}
                />
              </span>
              <span className={styles.name}>{c.name}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
