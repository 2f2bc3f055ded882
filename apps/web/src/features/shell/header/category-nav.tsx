'use client';

import { RouterLink } from '@/features/shell/router-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { categoryPath, useLocalizedHref } from '../links';
import { currentCategorySlug } from '../paths';
import { useSite } from '../site-context';
import {
  arrowState,
  hasOverflow,
  isCentred,
  nextScrollLeft,
  type ScrollBox,
  type ScrollDirection,
} from './category-scroller';
import styles from './category-nav.module.css';

const measureBox = (el: HTMLElement): ScrollBox => ({
  scrollLeft: el.scrollLeft,
  scrollWidth: el.scrollWidth,
  clientWidth: el.clientWidth,
});

const sameBox = (a: ScrollBox, b: ScrollBox) =>
  a.scrollLeft === b.scrollLeft && a.scrollWidth === b.scrollWidth && a.clientWidth === b.clientWidth;

/**
 * The second header row: every category with a slug, scrollable, the current one marked; `end`
 * sits after the list (the cart while the top row is tucked away).
 */
export function CategoryNav({ end }: { end?: ReactNode }) {
  const t = useTranslations('header');
  const site = useSite();
  const href = useLocalizedHref();
  const current = currentCategorySlug(usePathname());
  const listRef = useRef<HTMLUListElement>(null);
  const [box, setBox] = useState<ScrollBox | null>(null);
  const count = site.categories.length;

  const measure = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    const next = measureBox(el);
    // the observer, the scroll listener and the first effect all measure on load: an unchanged
    // box keeps its object, so the row and its links do not render again for nothing
    setBox((prev) => (prev && sameBox(prev, next) ? prev : next));
  }, []);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  // bring the current category into view, centred, when the page changes
  useEffect(() => {
    const el = listRef.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !active) return;
    el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [current]);

  if (count === 0) return null;

  const scroll = (direction: ScrollDirection) => {
    const el = listRef.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: nextScrollLeft(measureBox(el), direction), behavior: reduce ? 'auto' : 'smooth' });
  };

  // before the first measurement (server render) a short list is centred and a long one is not
  const centred = box ? isCentred(count, box) : count <= 5;
  const overflow = box ? hasOverflow(box) : false;
  const arrows = box ? arrowState(box) : { prevDisabled: true, nextDisabled: true };

  return (
    <nav aria-label={t('categories')} className={styles.row}>
      <div className={`container ${styles.inner}`}>
        {overflow && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('scrollPrev')}
            disabled={arrows.prevDisabled}
            onClick={() => scroll('prev')}
          >
            <ChevronLeftIcon size={20} />
          </button>
        )}
        <ul
          ref={listRef}
          className={[
            styles.list,
            centred ? styles.centred : '',
            overflow && !arrows.prevDisabled ? styles.fadeStart : '',
            overflow && !arrows.nextDisabled ? styles.fadeEnd : '',
          ].join(' ')}
        >
          {site.categories.map((c) => (
            <li key={c.id}>
              <RouterLink
                href={href(categoryPath(c.slug))}
                className={styles.link}
                aria-current={c.slug === current ? 'page' : undefined}
              >
                {c.name}
              </RouterLink>
            </li>
          ))}
        </ul>
        {overflow && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('scrollNext')}
            disabled={arrows.nextDisabled}
            onClick={() => scroll('next')}
          >
            <ChevronRightIcon size={20} />
          </button>
        )}
        {end}
      </div>
    </nav>
  );
}
