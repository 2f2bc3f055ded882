import { getTranslations } from 'next-intl/server';
import { displayPhone, telHref } from '@/features/shell/phone';
import type { SiteInfo } from '@/features/shell/site-context';
import { imageSrc } from '@/lib/image';
import { PlateIllustration } from './plate-illustration';
import styles from './under-construction.module.css';

/**
 * SPEC section 4: shown instead of every page (and its chrome) while the brand config's
 * IS_UNDER_CONSTRUCTION flag is set (see `isUnderConstruction`). Not for indexing: the real
 * pages come back when the flag goes off.
 */
export async function UnderConstruction({ site }: { site: SiteInfo }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'errors.underConstruction' });
  const phone = site.supportPhone ?? site.headerSupportPhone;

  return (
    <main id="main" className={styles.page}>
      <title>{`${t('metaTitle')} | ${site.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.card}>
        <div className={styles.logoWrap}>
          <img
            className={styles.logo}
            src={imageSrc(site.logo.url, {
              w: site.logo.desktop.width * 2,
              h: site.logo.desktop.height * 2,
              isBot: site.isBot,
            })}
            width={site.logo.desktop.width}
            height={site.logo.desktop.height}
            alt={site.brand.name}
          />
        </div>
        <PlateIllustration kind="bowl" className={styles.picture} />
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.text}>{t('text', { brand: site.brand.name })}</p>
        {phone && (
          <div className={styles.contact}>
            <p className={styles.phoneLabel}>{t('phoneLabel')}</p>
            <p className={styles.phone}>{displayPhone(phone)}</p>
            <a className={styles.call} href={telHref(phone)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z"
                />
              </svg>
              {t('call')}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
