import type { SiteInfo } from '../site-context';
import { SocialIcon } from './social-icon';
import { socialLinksFor } from './social-links';
import styles from './social-links-list.module.css';

const networkName = (name: string) =>
  ({
    instagram: 'Instagram',
    facebook: 'Facebook',
    telegram: 'Telegram',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    viber: 'Viber',
  })[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The brand's social links for the current city, as round icons at most 35 px wide (SPEC §9).
 * No hooks: server HTML in the footer, and the side drawer (a client component) renders it too.
 */
export function SocialLinksList({
  site,
  t,
  tone = 'light',
}: {
  site: Pick<SiteInfo, 'socialLinks' | 'city'>;
  /** the `footer` namespace's translator */
  t: (key: 'social', values: { network: string }) => string;
  tone?: 'light' | 'dark';
}) {
  const links = socialLinksFor(site.socialLinks, site.city.slug);
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {links.map(({ name, url }) => (
        <li key={name}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            aria-label={t('social', { network: networkName(name) })}
          >
            <SocialIcon name={name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
