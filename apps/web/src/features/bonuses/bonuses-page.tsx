import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/routing/locale-path';
import { GiftIcon } from '../shell/icons';
import { BonusesCta } from './bonuses-cta';
import styles from './bonuses.module.css';

/** The brand's cap on paying with points (CONTRIBUTING: BONUS_MAX_PERCENT, 50 by default). */
export function maxBonusPercent(env: Readonly<Record<string, unknown>>): number {
  const v = Number(env.BONUS_MAX_PERCENT);
  return Number.isFinite(v) && v > 0 && v <= 100 ? Math.round(v) : 50;
}

/**
 * The public /bonuses page (SPEC section 2, under its flags): how the programme works, static
 * per brand, city and language; only the call to action knows the visitor.
 */
export async function BonusesPage({
  locale,
  brand,
  currency,
  maxPercent,
}: {
  locale: Language;
  brand: string;
  currency: string;
  maxPercent: number;
}) {
  const t = await getTranslations({ locale, namespace: 'bonuses' });
  return (
    <div className="container">
      <div style={{ paddingTop: 'var(--space-5)' }}>
        <section className={styles.hero} aria-labelledby="bonuses-title">
          <div>
            <h1 id="bonuses-title" className={styles.heroTitle}>
              {t('pageTitle', { brand })}
            </h1>
            <p className={styles.heroText}>{t('pageLead', { currency })}</p>
          </div>
          <div>
            <GiftIcon size={96} className={styles.heroArt} />
            <BonusesCta />
          </div>
        </section>
        <ol className={styles.steps}>
          {(['order', 'collect', 'spend'] as const).map((step) => (
            <li key={step} className={styles.step}>
              <h2>{t(`steps.${step}.title`)}</h2>
              <p>{t(`steps.${step}.text`, { percent: maxPercent, currency })}</p>
            </li>
          ))}
        </ol>
        <div className={styles.faq}>
          {(['when', 'friend', 'expire'] as const).map((q) => (
            <details key={q}>
              <summary>{t(`faq.${q}.q`)}</summary>
              <p>{t(`faq.${q}.a`, { percent: maxPercent })}</p>
            </details>
          ))}
        </div>
      </div>
    </div>
  );
}
