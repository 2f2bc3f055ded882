'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { AddressIncorrectModal } from '@/features/location/address-incorrect-modal';
import { SheetClose } from '@/features/shell/sheet-close';
import sheet from '@/features/shell/sheet.module.css';
import { useSite } from '@/features/shell/site-context';
import type { CheckoutModal } from '../calc-reactions';
import type { CheckoutContext } from '../checkout-context';
import { checkoutActions, useCheckout } from '../checkout-store';
import { AlertIcon } from '../icons';
import { useCity } from '../other-city';

type CityProblem = Extract<CheckoutModal, { kind: 'addressIncorrectForCity' }>;

/**
 * The modals of SPEC sections 2 and 4 raised by the calculation: stop list, product not
 * available, all outlets on stop, product not in schedule, outlet not found, delivery method not
 * available. A bottom sheet on phones, a modal on desktops. The address-incorrect-for-city modal
 * is the location feature's (it offers to go to the other city with the cart). Fetched with the
 * first modal a page raises (checkout-modals.tsx).
 */
export function CheckoutModalSheets({
  ctx,
  onChangeAddress,
}: {
  ctx: CheckoutContext;
  /** puts the focus on the street field (checkout page); absent on the cart page */
  onChangeAddress?: () => void;
}) {
  const { modal } = useCheckout();
  const isCity = modal?.kind === 'addressIncorrectForCity';
  // the last modal stays on screen while the sheet animates out
  const [last, setLast] = useState<CheckoutModal | null>(modal);
  if (modal && !isCity && modal !== last) setLast(modal);
  const shown = isCity ? last : (modal ?? last);

  return (
    <>
      <Dialog.Root
        open={modal !== null && !isCity}
        onOpenChange={(open) => !open && checkoutActions.closeModal()}
      >
        <Dialog.Portal>
          <Dialog.Overlay className={sheet.overlay} />
          <Dialog.Content className={sheet.sheet} data-testid="checkout-modal" data-kind={shown?.kind}>
            {shown && <ModalBody modal={shown} ctx={ctx} onChangeAddress={onChangeAddress} />}
            <SheetClose />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <CityModal problem={isCity ? modal : null} ctx={ctx} />
    </>
  );
}

/** The address lies in another city: name it (loading the cities when the answer did not). */
function CityModal({ problem, ctx }: { problem: CityProblem | null; ctx: CheckoutContext }) {
  const site = useSite();
  const loaded = useCity(ctx.rn, problem && !problem.cityName ? problem.businessRegionId : null);
  const name =
    problem?.cityName ?? loaded?.localization.find((l) => l.language === site.locale)?.name ?? loaded?.name;
  return (
    <AddressIncorrectModal
      problem={
        problem
          ? {
              status: 'otherCity',
              city: {
                businessRegionId: problem.businessRegionId ?? 0,
                slug: problem.citySlug ?? loaded?.slug ?? null,
                name: name ?? '…',
              },
            }
          : null
      }
      onClose={() => checkoutActions.closeModal()}
      onPickup={ctx.isPickupAvailable ? () => checkoutActions.setMethod('PICKUP') : undefined}
    />
  );
}

function ModalBody({
  modal,
  ctx,
  onChangeAddress,
}: {
  modal: CheckoutModal;
  ctx: CheckoutContext;
  onChangeAddress?: () => void;
}) {
  const t = useTranslations('checkout.modals');
  const tc = useTranslations('common');
  const close = () => checkoutActions.closeModal();
  const frame = (kind: string, body: ReactNode, actions: ReactNode) => (
    <>
      <div className={sheet.badge}>
        <AlertIcon size={28} />
      </div>
      <Dialog.Title className={sheet.title}>{t(`${kind}.title`)}</Dialog.Title>
      <Dialog.Description asChild>
        <div className={sheet.text}>{body}</div>
      </Dialog.Description>
      <div className={sheet.actions}>{actions}</div>
    </>
  );
  const ok = (
    <Dialog.Close className={sheet.primary} type="button">
      {tc('ok')}
    </Dialog.Close>
  );
  const names = (products: Array<{ name: string }>) =>
    products
      .map((p) => p.name)
      .filter(Boolean)
      .join(', ');
  const changeAddress = onChangeAddress && (
    <button
      type="button"
      className={sheet.primary}
      onClick={() => {
        close();
        onChangeAddress();
      }}
    >
      {t('changeAddress')}
    </button>
  );
  const pickup = ctx.isPickupAvailable && (
    <button
      type="button"
      className={sheet.secondary}
      onClick={() => {
        close();
        checkoutActions.setMethod('PICKUP');
      }}
    >
      {t('choosePickup')}
    </button>
  );

  switch (modal.kind) {
    case 'stopList':
    case 'allOnStop':
    case 'productNotAvailable':
      return frame(modal.kind, <p>{t(`${modal.kind}.text`, { names: names(modal.products) })}</p>, ok);
    case 'notInSchedule':
      return frame(
        'notInSchedule',
        <>
          <p>{t('notInSchedule.text')}</p>
          <ul>
            {modal.products.map((p) => (
              <li key={p.productId}>
                {p.from && p.to ? t('notInSchedule.item', { name: p.name, from: p.from, to: p.to }) : p.name}
              </li>
            ))}
          </ul>
        </>,
        ok,
      );
    case 'outletNotFound':
      return frame(
        'outletNotFound',
        <p>{t('outletNotFound.text')}</p>,
        <>
          {changeAddress ?? ok}
          {pickup}
        </>,
      );
    case 'deliveryMethodNotAvailable':
      return frame('deliveryMethodNotAvailable', <p>{t('deliveryMethodNotAvailable.text')}</p>, ok);
    case 'addressIncorrectForCity':
      // shown by the location feature's modal (CityModal above)
      return null;
  }
}
