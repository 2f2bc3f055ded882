import 'server-only';
import { localizedPath, type BrandLanguages, type Language } from '@/lib/routing/locale-path';
import { sanitizeSiteHtml } from './sanitize';
import styles from './prose.module.css';

/**
 * Operator HTML (site texts, promotion bodies) on a page: cleaned on the server (sanitize.ts)
 * before it is written, with the site's own links in the page language.
 */
export function SafeHtml({
  html,
  locale,
  brand,
  className = '',
}: {
  html: string;
  locale: Language;
  brand: BrandLanguages;
  className?: string;
}) {
  const clean = sanitizeSiteHtml(html, { localizePath: (path) => localizedPath(locale, path, brand) });
  return <div className={`${styles.prose} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
