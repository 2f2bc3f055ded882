'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useCart } from '../cart/cart-store';
import { AlertIcon, PinIcon } from '../shell/icons';
import { showMessage } from '../shell/notify';
import sheet from '../shell/sheet.module.css';
import { SheetClose } from '../shell/sheet-close';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import type { AddressCheck } from './address-check';
import { goToCity } from './city-switch';

type Problem = Extract<AddressCheck, { status: 'otherCity' | 'outside' }>;

/**
 * The delivery-address-incorrect-for-city modal (SPEC section 4), ready for checkout:
 * - `otherCity`: the address belongs to another city of the brand: go there (the cart and the
 *   signed-in customer come along, the customer lands on the same page) or change the address;
 * - `outside`: no zone of the brand holds it: change the address, or pick up (`onPickup`, when
 *   the brand offers pickup).
 * A bottom sheet on phones, a modal on desktops; focus trapped, Escape closes.
 */
export function AddressIncorrectModal({
  problem,
  onClose,
  onPickup,
}: {
  /** null: closed */
  problem: Problem | null;
  onClose: () => void;
  onPickup?: () => void;
}) {
  const t = useTranslations('location.addressIncorrect');
  const site = useSite();
  const cart = useCart();
  const user = useUser();

  const goThere = (city: Extract<Problem, { status: 'otherCity' }>['city']) => {
    if (!city.slug) {
      showMessage({ kind: 'error', key: 'common:ask_city.city_has_no_slug' });
      return;
    }
    goToCity(city.slug, site.city, { cart, user });
  };

  return (
    <Dialog.Root open={problem !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content className={sheet.sheet} data-testid="address-incorrect">
          {problem?.status === 'otherCity' ? (
            <>
              <span className={sheet.badge} aria-hidden>
                <PinIcon size={28} />
              </span>
              <Dialog.Title className={sheet.title}>{t('otherCityTitle')}</Dialog.Title>
              <Dialog.Description className={sheet.text}>
                {t('otherCityText', { otherCity: problem.city.name, city: site.city.name })}
              </Dialog.Description>
              <div className={sheet.actions}>
                <button type="button" className={sheet.primary} onClick={() => goThere(problem.city)}>
                  {t('switch', { city: problem.city.name })}
                </button>
                <Dialog.Close className={sheet.secondary}>{t('change')}</Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <span className={sheet.badge} aria-hidden>
                <AlertIcon size={28} />
              </span>
              <Dialog.Title className={sheet.title}>{t('outsideTitle')}</Dialog.Title>
              <Dialog.Description className={sheet.text}>
                {t('outsideText', { city: site.city.name })}
              </Dialog.Description>
              <div className={sheet.actions}>
                <Dialog.Close className={sheet.primary}>{t('change')}</Dialog.Close>
                {onPickup && (
                  <button
                    type="button"
                    className={sheet.secondary}
                    onClick={() => {
                      onPickup();
                      onClose();
                    }}
                  >
                    {t('pickup')}
                  </button>
                )}
              </div>
            </>
          )}
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
