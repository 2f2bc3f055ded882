'use client';

import * as Dialog from '@radix-ui/react-dialog';
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { ChevronLeftIcon, CloseIcon, SearchIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { MAX_QUERY_CHARS, normalizeQuery, searchPagePath } from './search-rules';
import styles from './header-search.module.css';

const PANEL_ID = 'header-search-panel';

// the panel (results, suggestions, their styles) loads when a visitor first types, not with the page
const SearchPanel = dynamic(() => import('./search-panel').then((m) => m.SearchPanel), { ssr: false });

/**
 * The header's search (SPEC section 2): the toggle opens a search row over the header (on a
 * phone the whole screen becomes search mode, left by its back arrow) with the suggestions and
 * results panel under it while there is text. It is a Radix dialog: focus stays inside, Escape
 * and the backdrop close it, and the focus goes back to the toggle. SPEC section 4: it closes
 * and clears when the route changes; closing it otherwise keeps the words for the next time.
 */
export function HeaderSearch({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const t = useTranslations('search');
  const href = useLocalizedHref();
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [seenPath, setSeenPath] = useState(pathname);
  const inputRef = useRef<HTMLInputElement>(null);

  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setOpen(false);
    setValue('');
  }

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
      <Dialog.Trigger className={className} data-testid="search-toggle" aria-label={t('open')}>
        <SearchIcon size={20} />
        <span className={labelClassName}>{t('open')}</span>
      </Dialog.Trigger>
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
