'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { focusBackTo } from '@/features/shell/lazy-dialog';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, type FormEvent, type MouseEvent, type RefObject } from 'react';
import { ChevronLeftIcon, CloseIcon, SearchIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { MAX_QUERY_CHARS, normalizeQuery, searchPagePath } from './search-rules';
import styles from './header-search.module.css';

const PANEL_ID = 'header-search-panel';

// the panel (results, suggestions, their styles) loads when a visitor first types, not with the page
const SearchPanel = dynamic(() => import('./search-panel').then((m) => m.SearchPanel), { ssr: false });

/**
 * The search row over the header (SPEC section 2; on a phone the whole screen becomes search
 * mode, left by its back arrow) with the suggestions and results panel under it while there is
 * text. A Radix dialog: focus stays inside, Escape and the backdrop close it, and the focus goes
 * back to the toggle of ./header-search.tsx, which loads this on first use and keeps the words.
 */
export function HeaderSearchDialog({
  open,
  setOpen,
  value,
  setValue,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  value: string;
  setValue: (value: string) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('search');
  const href = useLocalizedHref();
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const query = normalizeQuery(value);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!query) return;
    setOpen(false);
    setValue('');
    router.push(href(searchPagePath(query)));
  }

  // a followed link leaves search (also when it points at the page already open)
  function closeOnLink(e: MouseEvent) {
    const link = (e.target as HTMLElement).closest('a[href]');
    if (link && !e.defaultPrevented && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
      setOpen(false);
      setValue('');
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-chrome />
        <Dialog.Content
          className={styles.content}
          data-chrome
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={focusBackTo(returnFocusTo)}
          onClick={closeOnLink}
        >
          <Dialog.Title className="visually-hidden">{t('title')}</Dialog.Title>
          <form role="search" className={styles.row} action={href('/search')} onSubmit={submit}>
            <div className={`container ${styles.rowInner}`}>
              <Dialog.Close type="button" className={styles.back} aria-label={t('close')}>
                <ChevronLeftIcon size={24} />
              </Dialog.Close>
              <div className={styles.field}>
                <SearchIcon size={20} className={styles.fieldIcon} />
                <input
                  ref={inputRef}
                  type="search"
                  name="q"
                  className={styles.input}
                  data-testid="search-input"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  placeholder={t('placeholder')}
                  aria-label={t('label')}
                  aria-controls={PANEL_ID}
                  maxLength={MAX_QUERY_CHARS}
                  autoComplete="off"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="search"
                />
                {value !== '' && (
                  <button
                    type="button"
                    className={styles.clear}
                    aria-label={t('clear')}
                    onClick={() => {
                      setValue('');
                      inputRef.current?.focus();
                    }}
                  >
                    <CloseIcon size={18} />
                  </button>
                )}
              </div>
              <Dialog.Close type="button" className={styles.cancel}>
                {t('cancel')}
              </Dialog.Close>
            </div>
          </form>
          <div id={PANEL_ID} className={styles.body}>
            <div className="container">
              <SearchPanel value={value} />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
