'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useLazyDialog } from '@/features/shell/lazy-dialog';
import { TrashIcon } from '../icons';
import styles from './cart.module.css';

const loadDialog = () => import('./clear-cart-dialog').then((m) => m.ClearCartDialog);
const ClearCartDialog = dynamic(loadDialog, { ssr: false, loading: () => null });

/**
 * Remove ALL (SPEC section 4), after a yes: an emptied cart cannot be brought back. The question
 * (a dialog) is fetched when the button is about to be used, so the cart's first load carries no
 * dialog library (issue 20, item 4).
 */
export function ClearCartButton() {
  const t = useTranslations('checkout.cart.clear');
  const { open, setOpen, openings, triggerRef, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <button {...triggerProps} className={styles.clear} data-testid="cart-clear">
        <TrashIcon size={18} />
        {t('button')}
      </button>
      {openings > 0 && <ClearCartDialog open={open} setOpen={setOpen} returnFocusTo={triggerRef} />}
    </>
  );
}
