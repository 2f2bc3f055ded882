import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NeutralIcon } from '@/features/errors/neutral-icon';
import styles from '@/features/errors/neutral-page.module.css';
import { unavailableLanguage } from './language';

/**
 * proxy.ts rewrites any page here with status 500 when the brand config cannot be loaded
 * (SPEC section 8: failing init gives status 500 and a noindex error page). The browser keeps
 * the address it asked for, so "try again" reloads that address.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await unavailableLanguage(), namespace: 'errors.unavailable' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function UnavailablePage() {
  const locale = await unavailableLanguage();
  const t = await getTranslations({ locale, namespace: 'errors.unavailable' });
  return (
    <main className={styles.card}>
      <NeutralIcon className={styles.icon} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <a className={`${styles.button} ${styles.primary}`} href="">
          {t('retry')}
        </a>
        <a className={`${styles.button} ${styles.secondary}`} href={locale === 'uk' ? '/' : `/${locale}`}>
          {t('home')}
        </a>
      </div>
    </main>
  );
}
