'use client';

import { useTranslations } from 'next-intl';
import { RouterLink } from '@/features/shell/router-link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/features/auth/use-hydrated';
import { useCart } from '@/features/cart/cart-store';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { useUser } from '@/features/shell/use-user';
import { formatPrice } from '@/lib/format/price';
import type { CheckoutContext } from './checkout-context';
import { destinationOf } from './checkout-rules';
import { checkoutActions, useCheckout } from './checkout-store';
import type { CheckoutField } from './form-validation';
import { minimumShortfall, summaryOf } from './summary';
import { useAbandonedPayment } from './use-abandoned-payment';
import { knownOutletId, useCalculation } from './use-calculation';
import { useLocalizedCartNames } from './use-localized-names';
import { usePlaceOrder } from './use-place-order';
import { useWallets } from './use-wallets';
import { AddressFields } from './ui/address-fields';
import { CheckoutModals } from './ui/checkout-modals';
import { ContactFields } from './ui/contact-fields';
import { DeliveryMethodSwitch } from './ui/delivery-method-switch';
import { useRestaurantDays } from './restaurant-days';
import { DeliveryTimeField } from './ui/delivery-time-field';
import { EmptyCart } from './ui/empty-cart';
import { ExtrasFields } from './ui/extras-fields';
import { CheckField, FormSection } from './ui/field';
import { OrderSummary, SHORTFALL_ID } from './ui/order-summary';
import { NO_PAYMENT_ID, PaymentMethods } from './ui/payment-methods';
import { RestaurantPicker } from './ui/restaurant-picker';
import { CheckoutSteps } from './ui/steps';
import { SummaryLines } from './ui/summary-lines';
import layout from './ui/layout.module.css';
import styles from './ui/form.module.css';

/**
 * Checkout (step 2): how the order is received (delivery address or a restaurant), when, who
 * orders, how they pay and the rest of the form of SPEC section 3, beside the summary with the
 * submit button. The calculation follows every change; a payment left unfinished brings back
 * the payment-failure modal.
 */
export function CheckoutView({ ctx }: { ctx: CheckoutContext }) {
  const t = useTranslations('checkout');
  const site = useSite();
  const href = useLocalizedHref();
  const cart = useCart();
  // the cart is the visitor's, read from this device: until then neither "empty" nor the form
  const known = useHydrated();
  const user = useUser();
  const state = useCheckout();
  const { form, calc, calcError, addressCheck } = state;
  const formRef = useRef<HTMLFormElement>(null);
  const streetRef = useRef<HTMLInputElement>(null);
  const paymentTypes = useWallets(ctx.paymentTypes);
  const abandoned = useAbandonedPayment();
  useCalculation(ctx);
  useLocalizedCartNames(ctx.rn);

  const focusField = (field: CheckoutField) => {
    const el = formRef.current?.elements.namedItem(field);
    const target =
      el instanceof RadioNodeList ? (el[0] as HTMLElement | undefined) : (el as HTMLElement | null);
    target?.focus();
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const { place, errors, isPlacing } = usePlaceOrder(ctx, focusField);

  // a signed-in customer's name and phone fill empty fields once
  const [isPrefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (!user || isPrefilled) return;
    setPrefilled(true);
    const name = user.fullName ?? [user.firstName, user.lastName].filter(Boolean).join(' ');
    checkoutActions.setForm({
      ...(form.name ? {} : { name }),
      ...(form.phone || !user.phone ? {} : { phone: user.phone }),
    });
  }, [user, isPrefilled, form.name, form.phone]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void place();
  };

  const destination = cart.length ? destinationOf(form, knownOutletId(ctx)) : null;
  const zoneOutletId = addressCheck.status === 'found' ? addressCheck.zone?.outletId : undefined;
  const outletId =
    form.method === 'PICKUP' ? form.pickupRestaurantId : (zoneOutletId ?? calc?.outletId ?? null);
  const restaurant = ctx.restaurants.find((r) => r.id === outletId) ?? null;
  // the restaurants' pauses, busy minutes and holidays, read live (the page is cached)
  const restaurantDays = useRestaurantDays(ctx.rn, ctx.city.id);
  const summary = summaryOf(calcError ? null : calc, cart, destination?.kind ?? null);
  const total = formatPrice(summary.total, site.locale, site.currency);
  // below the minimum for delivery the order would be refused: the button says so instead
  const shortfall = minimumShortfall(summary);
  // nothing to pay with: an online-only brand whose payment provider is not configured
  const canPay = ctx.paymentTypes.length > 0;

  if (!known) {
    return (
      <div className={`container ${layout.page}`}>
        <CheckoutSteps current={2} />
        <h1 className={layout.title}>{t('title')}</h1>
        <div className={layout.pending} aria-busy="true" />
      </div>
    );
  }

  if (!cart.length && !isPlacing) {
    return (
      <div className={`container ${layout.page}`}>
        <CheckoutSteps current={2} />
        <h1 className={layout.title}>{t('title')}</h1>
        <EmptyCart />
        {/* the answer that emptied the cart (everything on the stop list) still says why */}
        <CheckoutModals ctx={ctx} />
        {abandoned.modal}
      </div>
    );
  }

  return (
    <div className={`container ${layout.page}`}>
      <CheckoutSteps current={2} />
      <div className={layout.heading}>
        <h1 className={layout.title}>{t('title')}</h1>
        <RouterLink href={href('/cart')} className={layout.back}>
          {t('backToCart')}
        </RouterLink>
      </div>
      <div className={layout.columns}>
        <form id="checkout-form" ref={formRef} className={layout.main} onSubmit={submit} noValidate>
          <FormSection id="method-title" title={t('sections.method')}>
            <DeliveryMethodSwitch isPickupAvailable={ctx.isPickupAvailable} />
            {form.method === 'DELIVERY' ? (
              <AddressFields rn={ctx.rn} errors={errors} streetRef={streetRef} />
            ) : (
              <RestaurantPicker
                restaurants={ctx.restaurants}
                days={restaurantDays}
                error={errors.restaurant}
              />
            )}
          </FormSection>
          <FormSection
            id="time-title"
            title={t(form.method === 'DELIVERY' ? 'sections.timeDelivery' : 'sections.timePickup')}
          >
            <DeliveryTimeField
              restaurant={restaurant}
              day={restaurant ? restaurantDays?.get(restaurant.id) : null}
              error={errors.deliverOn}
            />
          </FormSection>
          <FormSection id="contact-title" title={t('sections.contact')}>
            <ContactFields errors={errors} phoneCountry={ctx.phoneCountries[0]} />
          </FormSection>
          <FormSection id="payment-title" title={t('sections.payment')}>
            <PaymentMethods types={paymentTypes} offered={ctx.paymentTypes} errors={errors} />
          </FormSection>
          <FormSection id="extras-title" title={t('sections.extras')}>
            <ExtrasFields errors={errors} useBonuses={site.env.USE_BONUSES_FEATURE !== false} />
          </FormSection>
          <div className={styles.agree}>
            <CheckField
              label={t('rulesAgree')}
              checked={form.rulesAgree}
              onChecked={(rulesAgree) => checkoutActions.setForm({ rulesAgree })}
              // ticking the box answers its error at once, without another submit
              error={form.rulesAgree ? undefined : errors.rulesAgree}
              testId="rules-agree"
              name="rulesAgree"
            />
          </div>
        </form>
        <aside className={layout.aside}>
          <OrderSummary
            destination={destination?.kind ?? null}
            lines={<SummaryLines menuAddons={ctx.menuAddons.addons} />}
            canChoosePickup={ctx.isPickupAvailable}
            action={
              <button
                type="submit"
                form="checkout-form"
                className={styles.submit}
                data-testid="checkout-submit"
                disabled={isPlacing || shortfall !== null || !canPay}
                aria-busy={isPlacing}
                aria-describedby={shortfall !== null ? SHORTFALL_ID : canPay ? undefined : NO_PAYMENT_ID}
              >
                {isPlacing ? (
                  t('placing')
                ) : (
                  <>
                    {/* a phone's pinned bar shows the total beside the button */}
                    <span className={styles.submitFull}>{t('submit', { total })}</span>
                    <span className={styles.submitShort}>{t('submitShort')}</span>
                  </>
                )}
              </button>
            }
          />
        </aside>
      </div>
      <CheckoutModals ctx={ctx} onChangeAddress={() => streetRef.current?.focus()} />
      {abandoned.modal}
    </div>
  );
}
