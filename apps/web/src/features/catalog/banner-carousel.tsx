'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './banner-carousel.module.css';

export interface BannerView {
  id: number;
  title: string;
  subtitle: string;
  /** a localized site path or an external URL; null when the banner links nowhere */
  href: string | null;
  isExternal: boolean;
  /** phones: a taller crop so the text has room */
  mobileSrc: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const SIZES = '(min-width: 1248px) 1152px, 100vw';

/**
 * The home page's promotion banners: a swipeable, scroll-snapping row (phones see the next one
 * peeking in), with arrows and dots from 768 px. No autoplay: the customer moves it.
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useTranslations('catalog.banners');
  const first = banners[0];
  if (first) {
    // the first banner is the home page's largest picture: named in the head, so the browser
    // fetches it before anything else (a <picture>'s sources are found only when parsed)
    preload(first.mobileSrc, { as: 'image', fetchPriority: 'high', media: '(max-width: 767px)' });
    preload(first.src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: SIZES,
      fetchPriority: 'high',
      media: '(min-width: 768px)',
    });
  }
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => {
      const slide = el.firstElementChild as HTMLElement | null;
      if (!slide) return;
      const step = slide.offsetWidth + parseFloat(getComputedStyle(el).columnGap || '0');
      setCurrent(Math.min(banners.length - 1, Math.max(0, Math.round(el.scrollLeft / step))));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [banners.length]);

  const go = (index: number) => {
    const el = track.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (!el || !slide) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: reduce ? 'auto' : 'smooth' });
  };

  if (banners.length === 0) return null;
  const many = banners.length > 1;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('label')}>
      <ul ref={track} className={styles.track}>
        {banners.map((b, i) => {
          const content = (
            <>
              <picture>
                <source media="(max-width: 767px)" srcSet={b.mobileSrc} />
                {/* the first banner is the page's largest picture: fetched first */}
                <img
                  src={b.src}
                  srcSet={b.srcSet}
                  sizes={SIZES}
                  width={b.width}
                  height={b.height}
                  alt=""
                  className={styles.image}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </picture>
              <span className={styles.text}>
                <span className={styles.title}>{b.title}</span>
                {b.subtitle && <span className={styles.subtitle}>{b.subtitle}</span>}
              </span>
            </>
          );
          return (
            <li
              key={b.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('slide', { index: i + 1, count: banners.length })}
            >
              {b.href === null ? (
                <div className={styles.frame}>{content}</div>
              ) : b.isExternal ? (
                <a href={b.href} className={styles.frame} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                <RouterLink href={b.href} className={styles.frame}>
                  {content}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
      {many && (
        <div className={styles.controls}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('previous')}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(current + 1)}
            disabled={current === banners.length - 1}
            aria-label={t('next')}
          >
            <ChevronRightIcon size={22} />
          </button>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={styles.dot}
                aria-label={t('goTo', { index: i + 1, count: banners.length })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
