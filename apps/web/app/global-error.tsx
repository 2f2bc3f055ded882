'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import type { ErrorPageLanguage } from '@/features/errors/error-rules';
import { NeutralIcon } from '@/features/errors/neutral-icon';
import { NEUTRAL_MESSAGES } from '@/features/errors/neutral-messages';
import styles from '@/features/errors/neutral-page.module.css';
import { errorDigest } from '@/features/errors/error-rules';

const LANGUAGES: readonly string[] = ['uk', 'ru', 'en'];

/**
 * The root layout itself failed (its brand config request, mostly): no brand data, so a neutral
 * page in its own document, in the language of the URL, noindex (SPEC section 8).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ locale?: string }>();
  const lang = (LANGUAGES.includes(params?.locale ?? '') ? params!.locale : 'uk') as ErrorPageLanguage;
  const t = NEUTRAL_MESSAGES[lang];
  const digest = errorDigest(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={lang}>
      <head>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t.metaTitle}</title>
      </head>
      <body className={styles.body}>
        <main className={styles.card}>
          <NeutralIcon className={styles.icon} />
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.text}>{t.text}</p>
          <div className={styles.actions}>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={retry}>
              {t.retry}
            </button>
            <a className={`${styles.button} ${styles.secondary}`} href={lang === 'uk' ? '/' : `/${lang}`}>
              {t.home}
            </a>
          </div>
          {digest && (
            <p className={styles.digest}>
              {t.code}: {digest}
            </p>
          )}
        </main>
      </body>
    </html>
  );
}
