'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/routing/locale-path';
import { localizedPath } from '@/lib/routing/locale-path';
import { setBrowserCookie } from '../cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../notices/notice-timings';
import { stripLocalePrefix } from '../paths';
import { useSite } from '../site-context';
import styles from './language-switcher.module.css';

/** SPEC section 4: a language change sets the locale cookie and goes to the same page in it. */
const rememberLocale = (language: Language) =>
  setBrowserCookie(LOCALE_COOKIE, language, { maxAgeS: LOCALE_COOKIE_MAX_AGE_S });

/** Links to the current page in each of the brand's languages (full loads: <html lang> changes). */
function useLanguageLinks() {
  const site = useSite();
  const rest = stripLocalePrefix(usePathname());
  return site.languages.map((language) => ({
    language,
    href: localizedPath(language, rest, site),
    isCurrent: language === site.locale,
  }));
}

export function LanguageSwitcher({
  className = '',
  variant = 'compact',
}: {
  className?: string;
  variant?: 'compact' | 'full';
}) {
  const t = useTranslations('common');
  const th = useTranslations('header');
  const links = useLanguageLinks();
  return (
    <nav aria-label={th('language')} className={`${styles.switcher} ${styles[variant]} ${className}`}>
      <ul className={styles.list}>
        {links.map(({ language, href, isCurrent }) => (
          <li key={language}>
            <a
              href={href}
              hrefLang={language}
              lang={language}
              aria-current={isCurrent ? 'true' : undefined}
              className={styles.link}
              onClick={() => rememberLocale(language)}
            >
              {variant === 'full' ? (
                t(`languages.${language}`)
              ) : (
                <>
                  <span aria-hidden="true">{t(`languageCodes.${language}`)}</span>
                  <span className="visually-hidden">{t(`languages.${language}`)}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
