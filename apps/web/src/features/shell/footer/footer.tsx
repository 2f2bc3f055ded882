import { RouterLink } from '@/features/shell/router-link';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/routing/locale-path';
import { ChevronRightIcon, CodeIcon, PhoneIcon, PinIcon } from '../icons';
import { PATHS } from '../page-paths';
import { displayPhone, telHref } from '../phone';
import type { SiteInfo } from '../site-context';
import { shellVisibility } from '../visibility';
import styles from './footer.module.css';
import { SocialLinksList } from './social-links-list';
import { StoreBadges } from './store-badges';

/**
 * The footer (SPEC section 2): poll banner, store badges and social links behind their flags,
 * the site's pages, the support phone and the copyright. The brand's footer background
 * (ui.backgrounds.footer) is a dark one for every brand, so its text is light.
 *
 * A server component with no islands: nothing in it depends on the visitor (sign-in only
 * changes drawer and account rows, none of which the footer shows).
 */
export async function Footer({ site }: { site: SiteInfo }) {
  const { locale } = site;
  const [t, tc, tContent] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'content.nav' }),
  ]);
  const href = (path: string) => localizedPath(locale, path, site);
  const show = shellVisibility({
    env: site.env,
    isSignedIn: false,
    languages: site.languages,
    supportPhone: site.supportPhone,
  });
  const year = new Date().getFullYear();

  const company = [
    show.about && { href: href(PATHS.about), label: tc('nav.about') },
    show.feedbacks && { href: href(PATHS.feedbacks), label: tc('nav.feedbacks') },
    show.restaurants && { href: href(PATHS.restaurants), label: tc('nav.restaurants') },
  ].filter((l) => !!l);
  const customers = [
    { href: href(PATHS.promotions), label: tc('nav.promotions') },
    { href: href(PATHS.delivery), label: tc(`nav.${show.deliveryLabel}`) },
    show.bonusesPage && { href: href(PATHS.bonusesPage), label: tc('nav.bonuses') },
    { href: href(PATHS.publicOffer), label: tc('nav.publicOffer') },
    { href: href(PATHS.privacy), label: tc('nav.privacy') },
    { href: href(PATHS.requisites), label: tc('nav.requisites') },
    { href: href(PATHS.cityAreas), label: tContent('cityAreas') },
  ].filter((l) => !!l);

  return (
    <footer className={styles.footer} data-chrome>
      {show.poll && (
        <div className={styles.pollWrap}>
          <div className="container">
            <a href={show.poll} target="_blank" rel="noopener noreferrer" className={styles.poll}>
              <span className={styles.pollText}>
                <strong>{t('poll.title')}</strong> {t('poll.text')}
              </span>
              <span className={styles.pollCta}>
                {t('poll.cta')} <ChevronRightIcon size={18} />
              </span>
              <span className="visually-hidden"> ({tc('newTab')})</span>
            </a>
          </div>
        </div>
      )}
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>{site.brand.name}</p>
          <p className={styles.city}>
            <PinIcon size={16} /> {t('city', { city: site.city.name })}
          </p>
          {show.socialLinks && (
            <div className={styles.block}>
              <p className={styles.heading}>{t('followUs')}</p>
              <SocialLinksList site={site} t={t} tone="dark" />
            </div>
          )}
          {show.downloadApps && (
            <div className={styles.block}>
              <p className={styles.heading}>{t('apps')}</p>
              <StoreBadges appStore={show.appStore} googlePlay={show.googlePlay} t={tc} />
            </div>
          )}
        </div>

        {company.length + show.externalLinks.length > 0 && (
          <nav aria-labelledby="footer-company" className={styles.column}>
            <p id="footer-company" className={styles.heading}>
              {t('company')}
            </p>
            <ul className={styles.links}>
              {company.map((l) => (
                <li key={l.href}>
                  <RouterLink href={l.href}>{l.label}</RouterLink>
                </li>
              ))}
              {show.externalLinks.map(({ key, url }) => (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {tc(`external.${key}`)}
                    <span className="visually-hidden"> ({tc('newTab')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <nav aria-labelledby="footer-customers" className={styles.column}>
          <p id="footer-customers" className={styles.heading}>
            {t('customers')}
          </p>
          <ul className={styles.links}>
            {customers.map((l) => (
              <li key={l.href}>
                <RouterLink href={l.href}>{l.label}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>

        {site.supportPhone && (
          <div className={styles.column}>
            <p className={styles.heading}>{t('contacts')}</p>
            <a href={telHref(site.supportPhone)} className={styles.phone}>
              <PhoneIcon size={20} />
              {displayPhone(site.supportPhone)}
            </a>
            <p className={styles.muted}>{t('callUs')}</p>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('copyright', { year, brand: site.brand.name })}</p>
          {show.copyright && (
            <p className={styles.credit}>
              <CodeIcon size={16} /> {tc('credit')}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
