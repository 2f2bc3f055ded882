'use client';

import { useTranslations } from 'next-intl';
import { showSnackbar } from '@/features/shell/notify';
import styles from './promotions.module.css';

/**
 * The promotion's code, big enough to read, with a copy button: the customer types it in the
 * cart (the promo code field), so copying saves a typo. The code stays selectable text when the
 * clipboard is refused.
 */
export function PromoCode({ code }: { code: string }) {
  const t = useTranslations('content.promotions');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showSnackbar({ text: t('copied', { code }) });
    } catch {
      showSnackbar({ text: t('copyFailed') });
    }
  };
  return (
    <div className={styles.codeBox}>
      <p className={styles.codeLabel}>{t('promoCode')}</p>
      <div className={styles.codeRow}>
        <code className={styles.code}>{code}</code>
        <button type="button" className={styles.copy} onClick={copy} aria-label={t('copyAria', { code })}>
          {t('copy')}
        </button>
      </div>
      <p className={styles.codeHint}>{t('promoCodeHint')}</p>
    </div>
  );
}
