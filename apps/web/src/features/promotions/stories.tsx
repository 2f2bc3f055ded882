'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/features/catalog/icons';
import {
  STORIES_SEEN_KEY,
  STORY_DURATION_MS,
  markStorySeen,
  nextStory,
  parseSeenStories,
  previousStory,
} from './stories-rules';
import styles from './stories.module.css';

export interface StoryView {
  id: number;
  title: string;
  href: string;
  thumbSrc: string;
  imageSrc: string;
  validity: string;
  promoCode: string | null;
}

function readSeen(): number[] {
  try {
    return parseSeenStories(localStorage.getItem(STORIES_SEEN_KEY));
  } catch {
    return [];
  }
}

/**
 * The stories row of the home page and its viewer (stories-rules.ts says what a story is). The
 * viewer is a Radix dialog: focus trapped, Escape and the × close it, focus returns to the
 * story's button; arrows and the side buttons step, the pause button stops the clock. With
 * reduced motion nothing advances by itself.
 */
export function Stories({ stories }: { stories: StoryView[] }) {
  const t = useTranslations('content.promotions.stories');
  const tc = useTranslations('common');
  const [seen, setSeen] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [autoplay, setAutoplay] = useState(true);
  // the viewer has no Radix trigger (one dialog for every story): focus goes back by hand
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    // browser-only state, read after hydration so the cached page stays the same for everyone
    setSeen(readSeen());
    setAutoplay(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);

  const story = open === null ? null : stories[open];
  useEffect(() => {
    if (!story) return;
    setSeen((prev) => {
      if (prev.includes(story.id)) return prev;
      const next = markStorySeen(prev, story.id);
      try {
        localStorage.setItem(STORIES_SEEN_KEY, JSON.stringify(next));
      } catch {
        // private mode: the rings simply stay coloured
      }
      return next;
    });
  }, [story]);

  if (stories.length === 0) return null;

  const goNext = () => setOpen((i) => (i === null ? null : nextStory(i, stories.length)));
  const goPrevious = () => setOpen((i) => (i === null ? null : previousStory(i)));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') goNext();
    else if (e.key === 'ArrowLeft') goPrevious();
    else return;
    e.preventDefault();
  };

  return (
    <section className={styles.stories} aria-label={t('label')}>
      <ul className={styles.row}>
        {stories.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setPaused(false);
                setOpen(i);
              }}
              aria-label={t('open', { title: s.title })}
            >
              <span className={`${styles.ring} ${seen.includes(s.id) ? styles.ringSeen : ''}`}>
                <img
                  src={s.thumbSrc}
                  alt=""
                  width={72}
                  height={72}
                  className={styles.thumbImage}
                  loading="lazy"
                />
              </span>
              <span className={styles.caption} aria-hidden="true">
                {s.title}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <Dialog.Root open={story !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.viewer}
            onKeyDown={onKeyDown}
            aria-describedby={undefined}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              opener.current?.focus();
            }}
          >
            {story && open !== null && (
              <>
                <div className={styles.progress} aria-hidden="true">
                  {stories.map((s, i) => (
                    <span key={s.id} className={styles.segment}>
                      <span
                        // a new key restarts the clock of a story opened again
                        key={`${s.id}-${open}`}
                        className={
                          i < open
                            ? styles.fillDone
                            : i === open
                              ? autoplay
                                ? `${styles.fillActive} ${paused ? styles.fillPaused : ''}`
                                : styles.fillDone
                              : styles.fill
                        }
                        style={i === open ? { animationDuration: `${STORY_DURATION_MS}ms` } : undefined}
                        onAnimationEnd={i === open && autoplay ? goNext : undefined}
                      />
                    </span>
                  ))}
                </div>
                <div className={styles.bar}>
                  <p className={styles.position}>
                    {t('position', { index: open + 1, total: stories.length })}
                  </p>
                  {autoplay && (
                    <button
                      type="button"
                      className={styles.control}
                      onClick={() => setPaused((p) => !p)}
                      aria-label={paused ? t('play') : t('pause')}
                      aria-pressed={paused}
                    >
                      {paused ? <PlayGlyph /> : <PauseGlyph />}
                    </button>
                  )}
                  <Dialog.Close className={styles.control} aria-label={tc('close')}>
                    <CloseIcon size={22} />
                  </Dialog.Close>
                </div>
                <div className={styles.media}>
                  <img src={story.imageSrc} alt="" className={styles.image} width={720} height={480} />
                  <button
                    type="button"
                    className={`${styles.step} ${styles.stepPrevious}`}
                    onClick={goPrevious}
                    aria-label={t('previous')}
                    disabled={open === 0}
                  >
                    <ChevronLeftIcon size={24} />
                  </button>
                  <button
                    type="button"
                    className={`${styles.step} ${styles.stepNext}`}
                    onClick={goNext}
                    aria-label={t('next')}
                  >
                    <ChevronRightIcon size={24} />
                  </button>
                </div>
                <div className={styles.text}>
                  <p className={styles.validity}>{story.validity}</p>
                  <Dialog.Title className={styles.title}>{story.title}</Dialog.Title>
                  {story.promoCode && <p className={styles.code}>{story.promoCode}</p>}
                  <Link href={story.href} className={styles.more} onClick={() => setOpen(null)}>
                    {t('more')}
                  </Link>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}

const PauseGlyph = () => (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
    <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
  </svg>
);

const PlayGlyph = () => (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </svg>
);
