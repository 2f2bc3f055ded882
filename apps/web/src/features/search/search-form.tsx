'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { SearchIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { showMessage } from '@/features/shell/notify';
import { MAX_QUERY_CHARS, normalizeQuery, searchPagePath } from './search-rules';
import styles from './search-page.module.css';

/**
 * The browser's part of /search, around the results the server rendered (`children`): the
 * search form, the summary line, and the failed search's retry. A new query or a retry is a
 * navigation in a transition, so the server's results stay on screen (dimmed, the summary saying
 * "searching") until the new page's answer arrives. The form is a plain GET form and the retry a
 * plain link, so both work before the script has loaded or without it.
 */
export function SearchForm({
  query,
  page,
  summary,
  failed,
  children,
}: {
  query: string;
  page: number;
  /** the summary line of the server's answer */
  summary: string;
  /** the search service failed for this address: the inline retry instead of results */
  failed: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('search');
  const href = useLocalizedHref();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [value, setValue] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);

  // the address changed (the header's search, back and forward): the box follows it
  if (query !== seenQuery) {
    setSeenQuery(query);
    setValue(query);
  }

  useEffect(() => {
    // SPEC section 8: search load errors show in the message popup (again after a failed retry)
    if (failed && !pending) showMessage({ kind: 'error', text: t('error') });
  }, [failed, pending, query, page, t]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = href(searchPagePath(normalizeQuery(value)));
    startTransition(() => router.push(next));
  }

  function retry(e: MouseEvent) {
    e.preventDefault();
    startTransition(() => router.refresh());
  }

  return (
    <>
      <form role="search" className={styles.form} action={href('/search')} onSubmit={submit}>
        <div className={styles.field}>
          <SearchIcon size={20} className={styles.fieldIcon} />
          <input
            type="search"
            name="q"
            className={styles.input}
            data-testid="search-page-input"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t('placeholder')}
            aria-label={t('label')}
            maxLength={MAX_QUERY_CHARS}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </form>

      <p className={styles.summary} role="status">
        {pending ? t('loading') : summary}
      </p>

      {failed ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('error')}</p>
          <a href={href(searchPagePath(query, page))} className={styles.button} onClick={retry}>
            {t('retry')}
          </a>
        </div>
      ) : (
        <div className={pending ? styles.pending : undefined} aria-busy={pending || undefined}>
          {children}
        </div>
      )}
    </>
  );
}
