'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { displayPhone, telHref } from '@/features/shell/phone';
import { useSite } from '@/features/shell/site-context';
import { localizedPath } from '@/lib/routing/locale-path';
import styles from './error-page.module.css';
import { PlateIllustration } from './plate-illustration';
import { errorDigest } from './error-rules';

/**
 * The 500-style page inside the page chrome (SPEC section 8: noindex): a page failed to render,
 * usually because the API is down or slow. Retry re-fetches the page without a full reload.
 * A crash in the browser (no server digest) is SPEC section 8's error modal instead: the same
 * words in a dialog over the chrome, which stays. One component, as every page's first load
 * carries its error boundary.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors.error');
  const site = useSite();
  const digest = errorDigest(error);
  const retryButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // server errors are logged by the server under this digest; client ones only reach here:
    // reportError logs it and hands it to the error logger when that is on (src/lib/error-logger)
    reportError(error);
    retryButton.current?.focus();
  }, [error]);

  const page = (
    <section className={styles.page} aria-labelledby="error-title">
      <title>{`${t('metaTitle')} | ${site.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <PlateIllustration kind="bowl" className={styles.picture} />
      <h1 id="error-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <button
          ref={retryButton}
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={retry}
        >
          {t('retry')}
        </button>
        {/* a full load: the client router may be what broke */}
        <a className={`${styles.button} ${styles.secondary}`} href={localizedPath(site.locale, '/', site)}>
          {t('home')}
        </a>
      </div>
      {site.supportPhone && (
        <p className={styles.support}>
          {t('support')}{' '}
          <a className={styles.supportPhone} href={telHref(site.supportPhone)}>
            {displayPhone(site.supportPhone)}
          </a>
        </p>
      )}
      {digest && <p className={styles.digest}>{t('digest', { digest })}</p>}
    </section>
  );
  return digest ? (
    page
  ) : (
    <div className={styles.overlay}>
      <div
        className={styles.modal}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="error-title"
        data-testid="crash-modal"
      >
        {page}
      </div>
    </div>
  );
}
