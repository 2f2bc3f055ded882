'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { MAX_LINE_COUNT, type CartLine } from '@/features/cart/cart-rules';
import { cartActions, useLineCount } from '@/features/cart/cart-store';
import { keyOfLine, optionsText } from '@/features/cart/line-key';
import { earlyTapValue, type EarlyTapAction } from '@/features/shell/early-taps';
import { showSnackbar } from '@/features/shell/notify';
import { useSite } from '@/features/shell/site-context';
import { notifyAddedToCart } from './notify';
import { MinusIcon, PlusIcon } from './icons';
import { isSoldOutNow, refreshSoldOut, useIsSoldOut } from './sold-out-store';
import styles from './add-to-cart.module.css';

export type CartItem = Omit<CartLine, 'count'> & { isOnStop?: boolean };

/**
 * The one action of a product (DESIGN.md): an add button that becomes a − count + stepper once
 * the dish is in the cart. Counts are optimistic (the local cart store); the focus follows the
 * swap so a keyboard user never loses their place. A dish on stop for the visitor (the live
 * answer of sold-out-store.ts once it came, the page's own state before) is a disabled "sold out"
 * button; a dish stopped while the page sat open is taken back out at the first "add", with a
 * word why.
 */
export function AddToCart({
  item,
  size = 'card',
  blocked = null,
}: {
  item: CartItem;
  size?: 'card' | 'page';
  /** why the chosen options cannot be added yet (a required group unanswered): the add button is off */
  blocked?: { reason: string; id: string } | null;
}) {
  const t = useTranslations('catalog.cart');
  const site = useSite();
  // a product with chosen options is its own line (issue 19): the stepper counts that line
  const key = keyOfLine(item);
  const count = useLineCount(key);
  const options = optionsText(item.options);
  const name = options ? `${item.name} (${options})` : item.name;
  const focusNext = useRef<'add' | 'plus' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusNext.current === 'plus' && count > 0) plusRef.current?.focus();
    if (focusNext.current === 'add' && count === 0) addRef.current?.focus();
    focusNext.current = null;
  }, [count]);

  const { isOnStop, ...line } = item;
  const isSoldOut = useIsSoldOut(site.rn, site.city.id, item.productId, !!isOnStop);
  const sizeClass = size === 'page' ? styles.page : styles.card;
  // a tap before hydration is kept and replayed (shell/early-taps.ts); not for chosen options, which
  // the page may not know yet then
  const earlyTap = (action: EarlyTapAction) =>
    item.options?.length ? undefined : earlyTapValue(action, key);

  if (isSoldOut) {
    return (
      <button
        type="button"
        className={`${styles.add} ${sizeClass}`}
        disabled
        data-testid="sold-out"
        aria-label={t('soldOutAria', { name })}
      >
        {t('unavailable')}
      </button>
    );
  }

  if (count === 0) {
    return (
      <button
        ref={addRef}
        type="button"
        className={`${styles.add} ${sizeClass}`}
        data-testid="add-to-cart"
        data-early-tap={earlyTap('add')}
        aria-label={t('addAria', { name })}
        // aria-disabled keeps the button in the tab order, so the reason is heard with it
        aria-disabled={blocked ? true : undefined}
        aria-describedby={blocked?.id}
        onClick={() => {
          if (blocked) return;
          focusNext.current = 'plus';
          cartActions.add(line);
          notifyAddedToCart(t('added', { name }));
          // an answer older than a few seconds is asked again: stopped meanwhile, it goes back out
          void refreshSoldOut().then(() => {
            if (!isSoldOutNow(item.productId)) return;
            cartActions.removeLine(key);
            showSnackbar({ text: t('soldOutNow', { name }), kind: 'add-to-cart' });
          });
        }}
      >
        {/* the plus is the button's ::before (CSS): one element a card instead of four, and the
            button stays well under the 500 bytes of HTML a Suspense boundary may hold
            (product-card.tsx) */}
        {t('add')}
      </button>
    );
  }

  return (
    <div className={`${styles.stepper} ${sizeClass}`} role="group" aria-label={t('inCart', { name })}>
      <button
        type="button"
        className={styles.step}
        data-testid="qty-minus"
        data-early-tap={earlyTap('minus')}
        aria-label={count === 1 ? t('removeAria', { name }) : t('decreaseAria', { name })}
        onClick={() => {
          if (count === 1) focusNext.current = 'add';
          cartActions.remove(key);
        }}
      >
        <MinusIcon size={18} />
      </button>
      <output className={styles.count} aria-live="polite" aria-label={t('countAria', { count })}>
        {count}
      </output>
      <button
        ref={plusRef}
        type="button"
        className={styles.step}
        data-testid="qty-plus"
        data-early-tap={earlyTap('plus')}
        aria-label={t('increaseAria', { name })}
        disabled={count >= (item.maxCount ?? MAX_LINE_COUNT)}
        onClick={() => cartActions.add(line)}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
