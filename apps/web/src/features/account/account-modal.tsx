'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { SheetClose } from '../shell/sheet-close';
import sheet from '../shell/sheet.module.css';
import styles from './account.module.css';

/**
 * The account area's modals (SPEC section 2: rate-order, birth-date confirm, image upload, edit
 * and delete delivery address): a bottom sheet on phones, a modal on desktops, with Radix's
 * focus trap, Escape, backdrop close and focus return.
 */
export function AccountModal({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content
          className={`${sheet.sheet} ${wide ? styles.modalWide : ''}`}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.modalTitle}>{title}</Dialog.Title>
          {description && <Dialog.Description className={styles.modalText}>{description}</Dialog.Description>}
          {children}
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
