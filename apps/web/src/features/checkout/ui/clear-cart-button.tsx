'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { cartActions } from '@/features/cart/cart-store';
import { SheetClose } from '@/features/shell/sheet-close';
import sheet from '@/features/shell/sheet.module.css';
import { TrashIcon } from '../icons';
import styles from './cart.module.css';

/** Remove ALL (SPEC section 4), after a yes: an emptied cart cannot be brought back. */
export function ClearCartButton() {
  const t = useTranslations('checkout.cart.clear');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.clear} data-testid="cart-clear">
        <TrashIcon size={18} />
        {t('button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content className={sheet.sheet}>
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
