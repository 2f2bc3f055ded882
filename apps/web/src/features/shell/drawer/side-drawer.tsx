'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '../icons';
import { useLazyDialog } from '../lazy-dialog';

const loadPanel = () => import('./side-drawer-panel').then((m) => m.SideDrawerPanel);
const SideDrawerPanel = dynamic(loadPanel, { ssr: false, loading: () => null });

/**
 * The menu button of the phone's header. The drawer itself (a Radix dialog with every row of
 * SPEC section 2) is fetched when a visitor is about to open it, so the first load of every page
 * carries neither its script nor the dialog library (storefront issue: first-load JS and TBT).
 */
export function SideDrawer({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  const { open, setOpen, openings, triggerRef, triggerProps } = useLazyDialog(loadPanel);

  return (
    <>
      <button {...triggerProps} className={className} aria-label={t('openMenu')}>
        <MenuIcon size={24} />
      </button>
      {openings > 0 && <SideDrawerPanel open={open} setOpen={setOpen} returnFocusTo={triggerRef} />}
    </>
  );
}
