'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { focusBackTo } from '@/features/shell/lazy-dialog';
import { useTranslations } from 'next-intl';
import { useState, type RefObject } from 'react';
import { CloseIcon, FlameIcon, LeafIcon } from './icons';
import {
  DEFAULT_SORT_FILTER,
  SORT_OPTIONS,
  activeChoices,
  type SortFilter,
  type SortOption,
} from './sort-filter';
import styles from './sort-filter-panel.module.css';

const SORT_LABEL_KEYS: Record<SortOption, string> = {
  default: 'sortDefault',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
  'weight-asc': 'weightAsc',
  'weight-desc': 'weightDesc',
};

/**
 * The sort and filter drawer (SPEC section 2): a bottom sheet on phones, a side panel from
 * 768 px. Choices are a draft until "Show" applies them; closing discards the draft. Radix
 * Dialog traps the focus, closes on Escape and the backdrop, and returns the focus to the
 * button of ./sort-filter-drawer.tsx, which loads this panel on first use.
 */
export function SortFilterPanel({
  value,
  onApply,
  open,
  setOpen,
  returnFocusTo,
}: {
  value: SortFilter;
  onApply: (f: SortFilter) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('catalog.filter');
  // a new draft from the applied choice each time the panel opens (the button mounts it anew)
  const [draft, setDraft] = useState(value);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackTo(returnFocusTo)}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('close')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              onApply(draft);
              setOpen(false);
            }}
          >
            <div className={styles.scroll}>
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t('sort')}</legend>
                {SORT_OPTIONS.map((option) => (
                  <label key={option} className={styles.option}>
                    <input
                      type="radio"
                      name="sort"
                      value={option}
                      checked={draft.sort === option}
                      onChange={() => setDraft({ ...draft, sort: option })}
                      className={styles.radio}
                    />
                    <span>{t(SORT_LABEL_KEYS[option])}</span>
                  </label>
                ))}
              </fieldset>
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t('only')}</legend>
                <label className={styles.option}>
                  <FlameIcon size={20} className={styles.hot} />
                  <span className={styles.optionText}>{t('hot')}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={draft.isHot}
                    onChange={(e) => setDraft({ ...draft, isHot: e.target.checked })}
                    className={styles.switch}
                  />
                </label>
                <label className={styles.option}>
                  <LeafIcon size={20} className={styles.vegan} />
                  <span className={styles.optionText}>{t('vegan')}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={draft.isVegan}
                    onChange={(e) => setDraft({ ...draft, isVegan: e.target.checked })}
                    className={styles.switch}
                  />
                </label>
              </fieldset>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setDraft(DEFAULT_SORT_FILTER)}
                disabled={activeChoices(draft) === 0}
              >
                {t('reset')}
              </button>
              <button type="submit" className={styles.primary}>
                {t('apply')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
