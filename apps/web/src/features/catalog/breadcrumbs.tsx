import { RouterLink } from '@/features/shell/router-link';
import styles from './breadcrumbs.module.css';

/** Where the page sits in the menu; the last crumb is the page itself. */
export function Breadcrumbs({
  label,
  items,
}: {
  label: string;
  items: Array<{ name: string; href?: string }>;
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            {item.href ? (
              <RouterLink href={item.href} className={styles.link}>
                {item.name}
              </RouterLink>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
