'use client';

import { useTranslations } from 'next-intl';
import { cartActions, useAddonChoices } from '@/features/cart/cart-store';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import type { CartAddon, MenuAddon } from '../addon-offers';
import { QtyStepper } from './qty-stepper';
import styles from './cart.module.css';

/**
 * What comes with the dishes (sauces, ginger, chopsticks): the free count the dishes give, and
 * extra ones at their price, up to what the dishes allow (the calculation's countMax). The rows
 * are the calculation's, or before it answers the ones the cart's dishes are known to offer
 * (addon-offers.ts); names and pictures are the menu's in the page's language (the calculation
 * names addons in the brand's default language only).
 */
export function AddonsList({
  addons,
  menu,
}: {
  addons: readonly CartAddon[];
  menu: Readonly<Record<number, MenuAddon>>;
}) {
  const t = useTranslations('checkout.addons');
  const site = useSite();
  const choices = useAddonChoices();
  if (!addons.length) return null;
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);

  return (
    <section className={styles.addons} aria-labelledby="addons-title">
      <h2 id="addons-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <ul className={styles.addonList}>
        {addons.map((a) => {
          const d = menu[a.addonId];
          const name = d?.name ?? a.name;
          const count = choices[a.addonId] ?? a.count;
          return (
            <li key={a.addonId} className={styles.addon} data-testid="cart-addon" data-addon-id={a.addonId}>
              {d?.imageUrl ? (
                <img
                  src={imageSrc(d.imageUrl, { w: 96, h: 96, mode: 'fill' })}
                  alt=""
                  width={48}
                  height={48}
                  className={styles.addonImage}
                  loading="lazy"
                />
              ) : (
                <span className={styles.addonImage} aria-hidden="true" />
              )}
              <span className={styles.addonText}>
                <span className={styles.addonName}>{name}</span>
                <span className={styles.addonMeta}>
                  {a.freeCount > 0 ? t('free', { count: a.freeCount }) : null}
                  {a.freeCount > 0 ? ' · ' : null}
                  {t('extra', { price: price(a.price) })}
                </span>
              </span>
              <span className={styles.addonAmount}>
                {a.amount > 0 ? price(a.amount) : count > 0 ? t('included') : null}
              </span>
              <QtyStepper
                size="s"
                testIdPrefix="addon"
                count={count}
                max={a.countMax}
                onPlus={() => cartActions.setAddon(a.addonId, count + 1, a.countMax)}
                onMinus={() => cartActions.setAddon(a.addonId, count - 1, a.countMax)}
                labels={{
                  group: t('countGroup', { name }),
                  plus: t('more', { name }),
                  minus: t('less', { name }),
                  count: t('count', { count }),
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
