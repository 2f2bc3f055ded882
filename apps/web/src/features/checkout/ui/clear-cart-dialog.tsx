'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { cartActions } from '@/features/cart/cart-store';
import { focusBackTo } from '@/features/shell/lazy-dialog';
import { SheetClose } from '@/features/shell/sheet-close';
import sheet from '@/features/shell/sheet.module.css';

/** Remove ALL's question (SPEC section 4), fetched when the cart's clear button is about to be used. */
export function ClearCartDialog({
  open,
  setOpen,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('checkout.cart.clear');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content className={sheet.sheet} onCloseAutoFocus={focusBackTo(returnFocusTo)}>
          <Dialog.Title className={sheet.title}>{t('title')}</Dialog.Title>
          <Dialog.Description className={sheet.text}>{t('text')}</Dialog.Description>
          <div className={sheet.actions}>
            <Dialog.Close
              className={sheet.primary}
              onClick={() => cartActions.removeAll()}
              data-testid="cart-clear-confirm"
            >
              {t('confirm')}
            </Dialog.Close>
            <Dialog.Close className={sheet.secondary}>{t('cancel')}</Dialog.Close>
          </div>
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
