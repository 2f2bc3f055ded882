import { pillColors } from './label-colors';
import type { ProductLabel } from './product-view';
import styles from './product-labels.module.css';

/** Small pills (new, hit, spicy, vegan) in the label's own colour from the catalogue. */
export function ProductLabels({ labels, className }: { labels: ProductLabel[]; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <ul className={`${styles.labels} ${className ?? ''}`}>
      {labels.map((label) => {
        const colors = pillColors(label.color);
        return (
          <li
            key={label.code}
            className={styles.label}
            style={{ background: colors.background, color: colors.text }}
          >
            {label.name}
          </li>
        );
      })}
    </ul>
  );
}
