'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ClientProductGrid } from '@/features/catalog/client-product-grid';
import { EAGER_CARDS } from '@/features/catalog/product-cards';
import { toCardData } from '@/features/catalog/product-view';
import { SearchIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { showMessage } from '@/features/shell/notify';
import { useSite } from '@/features/shell/site-context';
import { CategoryShortcuts } from './category-shortcuts';
import { fetchSearchPage } from './search-api';
import { SearchPager } from './search-pager';
import {
  MAX_QUERY_CHARS,
  PAGE_SIZE,
  isSearchable,
  normalizeQuery,
  parsePageParam,
  searchPagePath,
  type SearchPage,
} from './search-rules';
import styles from './search-page.module.css';

type Loaded =
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; result: SearchPage }
  | { status: 'error'; key: string };

/**
 * The body of /search: a search form and one page of results with the menu's cards (add to
 * cart included) and a pager. Everything comes from `?q=` and `?page=` in the browser, so the
 * page's HTML is the same for every visitor and cached; a newer query cancels the request in
 * flight. The form also works before the script has loaded (a GET to /search).
 */
export function SearchResults() {
  const t = useTranslations('search');
  const site = useSite();
  const href = useLocalizedHref();
  const router = useRouter();
  const params = useSearchParams();
  const query = normalizeQuery(params.get('q') ?? '');
  const page = parsePageParam(params.get('page'));
  const key = `${page}:${query}`;
  const [value, setValue] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const where = useMemo(
    () => ({ rn: site.rn, br: site.city.id, language: site.locale }),
    [site.rn, site.city.id, site.locale],
  );

  // the address changed (the header's search, back and forward): the box follows it
  if (query !== seenQuery) {
    setSeenQuery(query);
    setValue(query);
  }

  useEffect(() => {
    if (!isSearchable(query)) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading', key });
    fetchSearchPage(query, where, page, PAGE_SIZE, controller.signal).then(
      (result) => setLoaded({ status: 'done', key, result }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('search failed', query, err);
        setLoaded({ status: 'error', key });
        // SPEC section 8: search load errors show in the message popup
        showMessage({ kind: 'error', text: t('error') });
      },
    );
    return () => controller.abort();
  }, [query, page, key, where, attempt, t]);

  function submit(e: FormEvent) {
    e.preventDefault();
    router.push(href(searchPagePath(normalizeQuery(value))));
  }

  const current = loaded?.key === key ? loaded : null;
  const result = current?.status === 'done' ? current.result : null;

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
        {summary()}
      </p>

      {body()}
    </>
  );

  function summary(): string {
    if (query === '') return '';
    if (!isSearchable(query)) return t('tooShort');
    if (!current || current.status === 'loading') return t('loading');
    if (current.status === 'error') return t('error');
    return t('foundFor', { query, count: current.result.total });
  }

  function body() {
    if (query === '') {
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('startTitle')}</p>
          <p className={styles.emptyText}>{t('startText')}</p>
          <CategoryShortcuts />
        </div>
      );
    }
    if (!isSearchable(query)) {
      return (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('tooShort')}</p>
          <CategoryShortcuts />
        </div>
      );
    }
    if (current?.status === 'error') {
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('error')}</p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      );
    }
    if (!result) {
      return (
        <ul className={styles.skeletons} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      );
    }
    if (result.total === 0) {
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('nothingTitle', { query })}</p>
          <p className={styles.emptyText}>{t('nothingText')}</p>
          <CategoryShortcuts />
        </div>
      );
    }
    if (result.items.length === 0) {
      // a page past the last one (an old link): offer the first
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('pageOut')}</p>
          <Link href={href(searchPagePath(query))} className={styles.button}>
            {t('firstPage')}
          </Link>
        </div>
      );
    }
    return (
      <>
        <ClientProductGrid
          products={result.items.map((p) => toCardData(p, site.locale))}
          eagerCount={EAGER_CARDS}
          headingLevel="h2"
        />
        <SearchPager query={query} page={result.page} totalPages={result.totalPages} />
      </>
    );
  }
}
