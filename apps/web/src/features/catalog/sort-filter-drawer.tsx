'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useLazyDialog } from '@/features/shell/lazy-dialog';
import { SlidersIcon } from './icons';
import { activeChoices, type SortFilter } from './sort-filter';
import styles from './sort-filter-drawer.module.css';

const loadPanel = () => import('./sort-filter-panel').then((m) => m.SortFilterPanel);
const SortFilterPanel = dynamic(loadPanel, { ssr: false, loading: () => null });

/**
 * The button of the sort and filter drawer (SPEC section 2) with the number of active choices.
 * The drawer (./sort-filter-panel.tsx, a Radix dialog) is fetched when a visitor is about to
 * open it, so a menu page's first load does not carry it (storefront issue: first-load JS).
 */
export function SortFilterDrawer({
  value,
  onApply,
}: {
  value: SortFilter;
  onApply: (f: SortFilter) => void;
}) {
  const t = useTranslations('catalog.filter');
  const { open, setOpen, openings, triggerRef, triggerProps } = useLazyDialog(loadPanel);
  const active = activeChoices(value);

  return (
    <>
      <button {...triggerProps} className={styles.trigger} data-active={active > 0 || undefined}>
        <SlidersIcon size={18} />
        <span>{t('open')}</span>
        {active > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('activeCount', { count: active })}</span>
          </span>
        )}
      </button>
      {/* each opening starts a new draft from the applied choice: a new panel */}
      {openings > 0 && (
        <SortFilterPanel
          key={openings}
          value={value}
          onApply={onApply}
          open={open}
          setOpen={setOpen}
          returnFocusTo={triggerRef}
        />
      )}
    </>
  );
}
