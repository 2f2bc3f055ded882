'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MenuIcon } from '../icons';

const loadPanel = () => import('./side-drawer-panel').then((m) => m.SideDrawerPanel);
const SideDrawerPanel = dynamic(loadPanel, { ssr: false, loading: () => null });

/**
 * The menu button of the phone's header. The drawer itself (a Radix dialog with every row of
 * SPEC section 2) is fetched when a visitor is about to open it, so the first load of every page
 * carries neither its script nor the dialog library (storefront issue: first-load JS and TBT).
 */
export function SideDrawer({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const [isMounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // start fetching on the way to a tap or a keypress, so the drawer opens without a wait
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
      </button>
      {isMounted && <SideDrawerPanel open={open} setOpen={setOpen} returnFocusTo={buttonRef} />}
    </>
  );
}
