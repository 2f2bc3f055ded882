'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { CloseIcon } from './icons';
import sheet from './sheet.module.css';

/** The corner × of every modal and bottom sheet of the chrome. */
export function SheetClose() {
  const tc = useTranslations('common');
  return (
    <Dialog.Close className={sheet.close} aria-label={tc('close')}>
      <CloseIcon size={20} />
    </Dialog.Close>
  );
}
