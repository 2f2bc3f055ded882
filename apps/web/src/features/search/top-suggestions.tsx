'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SearchIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { fetchTopSuggestions } from './search-api';
import { TOP_SUGGESTIONS, topSuggestionsCategory, type SuggestionView } from './search-rules';
import styles from './search-panel.module.css';

type Load = { state: 'loading' } | { state: 'ready'; items: SuggestionView[] } | { state: 'failed' };

/** One answer per city and language for the page's life: every opening of search shows it at once. */
const answers = new Map<string, Promise<SuggestionView[]>>();

/**
 * The top suggestions of the search drawer before anything is typed (SPEC section 2; issue 17,
 * item 30): the popular dishes, one tap from their pages. A failure shows nothing here: the
 * category shortcuts below still give the customer a next step.
 */
export function TopSuggestions() {
  const t = useTranslations('search');
  const site = useSite();
  const href = useLocalizedHref();
  const category = topSuggestionsCategory(site.categories);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!category) return;
    const where = { rn: site.rn, br: site.city.id, language: site.locale };
    const key = `${where.rn}:${where.br}:${where.language}:${category}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = fetchTopSuggestions(category, where, new AbortController().signal);
      answers.set(key, answer);
      // a failure is asked again at the next opening
      answer.catch(() => answers.delete(key));
    }
    let live = true;
    answer.then(
      (items) => live && setLoad({ state: 'ready', items }),
      (err: unknown) => {
        console.error('search: top suggestions failed', err);
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [category, site.rn, site.city.id, site.locale]);

  if (!category || load.state === 'failed' || (load.state === 'ready' && load.items.length === 0))
    return null;
  return (
    <section
      className={styles.suggestions}
      aria-labelledby="search-top-title"
      aria-busy={load.state === 'loading'}
    >
      <h2 id="search-top-title" className={styles.caption}>
        {t('topSuggestions')}
      </h2>
      {load.state === 'loading' ? (
        <ul className={styles.suggestionList} aria-hidden="true">
          {Array.from({ length: TOP_SUGGESTIONS }, (_, i) => (
            <li key={i} className={styles.suggestionSkeleton} />
          ))}
        </ul>
      ) : (
        <ul className={styles.suggestionList} data-testid="top-suggestions">
          {load.items.map((s) => (
            <li key={s.path}>
              <RouterLink href={href(s.path)} className={styles.suggestion}>
                <SearchIcon size={18} className={styles.suggestionIcon} />
                <span className={styles.suggestionText}>{s.text}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
