import type { TProduct } from '@food/contracts';
import { getTranslations } from 'next-intl/server';
import { formatPrice, type CurrencyDisplay } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import type { Language } from '@/lib/routing/locale-path';
import { nameIn } from './product-view';
import styles from './product-details.module.css';

/**
 * What comes with the dish (sauces, ginger, chopsticks): each with its free count and the
 * price of extra ones. The customer sets the counts in the cart (the cart issue).
 */
export async function ProductAddons({
  addons,
  locale,
  currency,
  isBot,
}: {
  addons: TProduct['addons'];
  locale: Language;
  currency: CurrencyDisplay;
  isBot: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'catalog.product' });
  return (
    <section className={styles.block} aria-labelledby="addons-title">
      <h2 id="addons-title" className={styles.blockTitle}>
        {t('addons')}
      </h2>
      <ul className={styles.addons}>
        {addons.map((a) => (
          <li key={a.addonId} className={styles.addon}>
            <img
              src={imageSrc(a.imageUrl, { w: 96, isBot })}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className={styles.addonImage}
            />
            <span className={styles.addonText}>
              <span className={styles.addonName}>{nameIn(a.localization, locale, a.name)}</span>
              {a.freeCount > 0 && (
                <span className={styles.addonFree}>{t('freeCount', { count: a.freeCount })}</span>
              )}
            </span>
            <span className={styles.addonPrice}>{formatPrice(a.price, locale, currency)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.addonsHint}>{t('addonsHint')}</p>
    </section>
  );
}
