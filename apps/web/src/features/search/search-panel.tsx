'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toCardData } from '@/features/catalog/product-view';
import { GridIcon, SearchIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { fetchSearchPage, fetchSuggestions } from './search-api';
import { SearchResultRow } from './search-result-row';
import {
  PANEL_RESULTS,
  PANEL_SUGGESTIONS,
  isSearchable,
  normalizeQuery,
  searchPagePath,
  type SearchPage,
  type SuggestionView,
} from './search-rules';
import { CategoryShortcuts } from './category-shortcuts';
import { TopSuggestions } from './top-suggestions';
import { useTypeAhead } from './use-type-ahead';
import styles from './search-panel.module.css';

interface PanelResult {
  dishes: SearchPage;
  suggestions: SuggestionView[];
}

/**
 * What the header's search shows under its row: the top suggestions (the popular dishes) and
 * the category shortcuts before anything is typed (SPEC section 2), then the suggestions (POST /search/v1/suggest) and the first dishes (POST
 * /search/v1/search) of what is typed, 600 ms after the last keystroke, with a link to every
 * result on /search.
 */
export function SearchPanel({ value }: { value: string }) {
  const t = useTranslations('search');
  const site = useSite();
  const href = useLocalizedHref();
  const where = useMemo(
    () => ({ rn: site.rn, br: site.city.id, language: site.locale }),
    [site.rn, site.city.id, site.locale],
  );
  const run = useCallback(
    async (query: string, signal: AbortSignal): Promise<PanelResult> => {
      const [dishes, suggestions] = await Promise.all([
        fetchSearchPage(query, where, 1, PANEL_RESULTS, signal),
        // suggestions are a help: without them the dishes still show
        fetchSuggestions(query, where, PANEL_SUGGESTIONS, signal).catch((err: unknown) => {
          if (!signal.aborted) console.error('search suggestions failed', err);
          return [];
        }),
      ]);
      return { dishes, suggestions };
    },
    [where],
  );
  const { state, update, flush } = useTypeAhead(run);
  const isMounted = useRef(false);

  useEffect(() => {
    update(value);
    // reopened with words in it: no need to wait for a keystroke
    if (!isMounted.current) {
      isMounted.current = true;
      flush();
    }
  }, [value, update, flush]);

  const query = normalizeQuery(value);
  const { status, body } = panelContent();
  return (
    <>
      {/* one live region for the whole panel, so every change is announced */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {body}
    </>
  );

  function panelContent(): { status: string; body: ReactNode } {
    if (query === '') {
      return {
        status: '',
        body: (
          <div className={styles.start}>
            <p className={styles.startText}>{t('startText')}</p>
            <TopSuggestions />
            <CategoryShortcuts />
          </div>
        ),
      };
    }
    if (!isSearchable(query)) {
      return {
        status: t('tooShort'),
        body: (
          <div className={styles.note}>
            <p>{t('tooShort')}</p>
            <CategoryShortcuts />
          </div>
        ),
      };
    }
    if (state.status === 'error') {
      return {
        status: t('error'),
        body: (
          <div className={styles.note}>
            <p>{t('error')}</p>
            <button type="button" className={styles.retry} onClick={flush}>
              {t('retry')}
            </button>
          </div>
        ),
      };
    }

    const shown = state.status === 'done' ? state.result : state.status === 'loading' ? state.previous : null;
    const isBusy = state.status !== 'done' || state.query !== query;
    if (!shown) {
      return {
        status: t('loading'),
        body: (
          <ul className={styles.results} aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className={styles.skeleton} />
            ))}
          </ul>
        ),
      };
    }

    const { dishes, suggestions } = shown;
    if (dishes.total === 0 && suggestions.length === 0) {
      const title = t('nothingTitle', { query: state.query });
      return {
        status: isBusy ? t('loading') : title,
        body: (
          <div className={styles.note} aria-busy={isBusy}>
            <p className={styles.noteTitle}>{title}</p>
            <p>{t('nothingText')}</p>
            <CategoryShortcuts />
          </div>
        ),
      };
    }

    return {
      status: isBusy ? t('loading') : t('found', { count: dishes.total }),
      body: (
        <div className={styles.panel} aria-busy={isBusy} data-loading={isBusy || undefined}>
          {suggestions.length > 0 && (
            <section className={styles.suggestions} aria-labelledby="search-suggestions-title">
              <h2 id="search-suggestions-title" className={styles.caption}>
                {t('suggestions')}
              </h2>
              <ul className={styles.suggestionList}>
                {suggestions.map((s) => (
                  <li key={`${s.kind}:${s.path}`}>
                    <RouterLink href={href(s.path)} className={styles.suggestion}>
                      {s.kind === 'category' ? (
                        <GridIcon size={18} className={styles.suggestionIcon} />
                      ) : (
                        <SearchIcon size={18} className={styles.suggestionIcon} />
                      )}
                      <span className={styles.suggestionText}>{s.text}</span>
                      {s.kind === 'category' && <span className={styles.kind}>{t('kind.category')}</span>}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={styles.dishes} aria-labelledby="search-dishes-title">
            <h2 id="search-dishes-title" className={styles.caption}>
              {t('dishes')}
            </h2>
            {dishes.items.length > 0 ? (
              <ul className={styles.results}>
                {dishes.items.map((p) => (
                  <li key={p.id}>
                    <SearchResultRow product={toCardData(p, site.locale)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.noDishes}>{t('noDishes')}</p>
            )}
            {dishes.total > 0 && (
              <RouterLink href={href(searchPagePath(query))} className={styles.all}>
                {t('allResults', { count: dishes.total })}
              </RouterLink>
            )}
          </section>
        </div>
      ),
    };
  }
}
