import { RouterLink } from '@/features/shell/router-link';
import { imageSrc } from '@/lib/image';
import { localizedPath } from '@/lib/routing/locale-path';
import { PATHS } from '../page-paths';
import type { SiteInfo } from '../site-context';
import styles from './logo.module.css';

/**
 * The brand logo linking home; its desktop and mobile sizes come from the brand config. No
 * hooks: server HTML in the header, and the side drawer (a client component) renders it too.
 */
export function Logo({
  site,
  label,
  className = '',
}: {
  site: Pick<SiteInfo, 'logo' | 'brand' | 'isBot' | 'locale' | 'languages' | 'defaultLanguage'>;
  /** "{brand}: home page" (header.home) */
  label: string;
  className?: string;
}) {
  const { desktop } = site.logo;
  return (
    <RouterLink
      href={localizedPath(site.locale, PATHS.home, site)}
      className={`${styles.logo} ${className}`}
      aria-label={label}
    >
      <img
        src={imageSrc(site.logo.url, { w: desktop.width * 2, h: desktop.height * 2, isBot: site.isBot })}
        alt={site.brand.name}
        width={desktop.width}
        height={desktop.height}
        className={styles.image}
      />
    </RouterLink>
  );
}
