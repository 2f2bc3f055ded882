'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchIcon } from '@/features/shell/icons';
import { useLazyDialog } from '@/features/shell/lazy-dialog';

const loadDialog = () => import('./header-search-dialog').then((m) => m.HeaderSearchDialog);
const HeaderSearchDialog = dynamic(loadDialog, { ssr: false, loading: () => null });

/**
 * The header's search toggle (SPEC section 2). The search row and its panel
 * (./header-search-dialog.tsx, a Radix dialog) are fetched when a visitor is about to open them,
 * so no page's first load carries the dialog (storefront issue: first-load JS). SPEC section 4:
 * search closes and clears when the route changes; closing it otherwise keeps the words.
 */
export function HeaderSearch({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const t = useTranslations('search');
  const pathname = usePathname();
  const { open, setOpen, openings, triggerRef, triggerProps } = useLazyDialog(loadDialog);
  const [value, setValue] = useState('');
  const [seenPath, setSeenPath] = useState(pathname);

  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setOpen(false);
    setValue('');
  }

  return (
    <>
      <button {...triggerProps} className={className} data-testid="search-toggle" aria-label={t('open')}>
        <SearchIcon size={20} />
        <span className={labelClassName}>{t('open')}</span>
      </button>
      {openings > 0 && (
        <HeaderSearchDialog
          open={open}
          setOpen={setOpen}
          value={value}
          setValue={setValue}
          returnFocusTo={triggerRef}
        />
      )}
    </>
  );
}
