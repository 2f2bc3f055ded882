'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useLocale, useTranslations } from 'next-intl';
import { useHydrated } from '@/features/auth/use-hydrated';
import { cartCount } from '@/features/cart/cart-rules';
import { useAddonChoices, useCart } from '@/features/cart/cart-store';
import { keyOfLine } from '@/features/cart/line-key';
import { useLocalizedHref } from '@/features/shell/links';
import { countValues } from '@/lib/format/count';
import { expectedAddons } from './addon-offers';
import type { CheckoutContext } from './checkout-context';
import { destinationOf } from './checkout-rules';
import { useCheckout } from './checkout-store';
import { minimumShortfall, summaryOf } from './summary';
import { useHeldCart } from './use-abandoned-payment';
import { knownOutletId, useCalculation } from './use-calculation';
import { useLocalizedCartNames } from './use-localized-names';
import { AddonsList } from './ui/addons-list';
import { CartLineItem } from './ui/cart-line-item';
import { CheckoutModals } from './ui/checkout-modals';
import { ClearCartButton } from './ui/clear-cart-button';
import { EmptyCart } from './ui/empty-cart';
import { OrderSummary, SHORTFALL_ID } from './ui/order-summary';
import { CartDayNote } from './ui/outlet-day-note';
import { CheckoutSteps } from './ui/steps';
import layout from './ui/layout.module.css';
import styles from './ui/cart.module.css';

/**
 * The cart (step 1): every line with − count + and remove, remove ALL, the addons the dishes come
 * with, the promo code and the totals, priced by the server as the cart changes. Before an
 * address or restaurant is chosen the cart is priced at the city's prices (or at the restaurant
 * known to serve the visitor, with its stop list) and delivery is counted at checkout.
 */
export function CartView({ ctx }: { ctx: CheckoutContext }) {
  const t = useTranslations('checkout.cart');
  const locale = useLocale();
  const href = useLocalizedHref();
  const cart = useCart();
  const choices = useAddonChoices();
  // the cart is the visitor's, read from this device: until then neither "empty" nor lines
  const known = useHydrated();
  const { form, calc, calcError, toggledProductId, isCalculating } = useCheckout();
  useCalculation(ctx);
  useLocalizedCartNames(ctx.rn);
  useHeldCart();
  const destination = cart.length ? destinationOf(form, knownOutletId(ctx)) : null;
  const count = cartCount(cart);
  const shortfall = minimumShortfall(summaryOf(calcError ? null : calc, cart, destination?.kind ?? null));
  // the calculation's addons; until it answers, the ones the dishes are known to offer, so the
  // list does not arrive ~0.5 s in and push the summary down (issue 20, item 4)
  const addons = calcError ? null : (calc?.addons ?? expectedAddons(cart, ctx.menuAddons, choices));

  return (
    <div className={`container ${layout.page}`}>
      <CheckoutSteps current={1} />
      <div className={`${layout.heading} ${styles.heading}`}>
        <h1 className={layout.title}>
          {t('title')}
          {count > 0 && <span className={layout.titleCount}>{t('items', countValues(count, locale))}</span>}
        </h1>
        {count > 0 && <ClearCartButton />}
      </div>
      {!known ? (
        <div className={layout.pending} aria-busy="true" />
      ) : cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={layout.columns}>
          <div className={layout.main}>
            <ul className={styles.lines} aria-label={t('linesLabel')}>
              {cart.map((line, index) => (
                <CartLineItem
                  key={keyOfLine(line)}
                  line={line}
                  isPending={isCalculating && toggledProductId === line.productId}
                  isFirst={index < 3}
                />
              ))}
            </ul>
            {addons && <AddonsList addons={addons} menu={ctx.menuAddons.addons} />}
          </div>
          <aside className={layout.aside}>
            <OrderSummary
              destination={destination?.kind ?? null}
              note={
                <>
                  {destination?.kind === 'preview' && <p className={layout.muted}>{t('deliveryNote')}</p>}
                  {/* paused, closed today or a longer wait (issue 18): said before checkout */}
                  {calc && !calcError && <CartDayNote calc={calc} className={layout.muted} />}
                </>
              }
              canChoosePickup={ctx.isPickupAvailable}
              action={
                shortfall !== null ? (
                  // below the minimum for delivery to the chosen address: nothing to check out yet
                  <button
                    type="button"
                    className={styles.primaryButton}
                    data-testid="cart-checkout"
                    disabled
                    aria-describedby={SHORTFALL_ID}
                  >
                    <span className={styles.labelFull}>{t('toCheckout')}</span>
                    <span className={styles.labelShort}>{t('toCheckoutShort')}</span>
                  </button>
                ) : (
                  <RouterLink
                    href={href('/checkout')}
                    className={styles.primaryButton}
                    data-testid="cart-checkout"
                  >
                    <span className={styles.labelFull}>{t('toCheckout')}</span>
                    <span className={styles.labelShort}>{t('toCheckoutShort')}</span>
                  </RouterLink>
                )
              }
            />
          </aside>
        </div>
      )}
      <CheckoutModals ctx={ctx} />
    </div>
  );
}
