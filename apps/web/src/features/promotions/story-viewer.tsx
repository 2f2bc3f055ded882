'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/features/catalog/icons';
import { focusBackTo } from '@/features/shell/lazy-dialog';
import type { StoryView } from './stories';
import { STORY_DURATION_MS, nextStory, previousStory } from './stories-rules';
import styles from './stories.module.css';

/**
 * The stories' viewer, a Radix dialog: focus trapped, Escape and the × close it, focus returns
 * to the story's button; arrows and the side buttons step, the pause button stops the clock.
 * With reduced motion nothing advances by itself. Fetched when a visitor is about to open a
 * story (./stories.tsx): the home page's own scripts do not carry the dialog library (the e-mail
 * modal, where its flag is on, still fetches it after hydration).
 */
export function StoryViewer({
  stories,
  open,
  setOpen,
  autoplay,
  returnFocusTo,
}: {
  stories: StoryView[];
  /** the index of the story on screen; null when the viewer is closed */
  open: number | null;
  setOpen: (update: (index: number | null) => number | null) => void;
  autoplay: boolean;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('content.promotions.stories');
  const tc = useTranslations('common');
  const [paused, setPaused] = useState(false);
  const story = open === null ? null : stories[open];

  const goNext = () => setOpen((i) => (i === null ? null : nextStory(i, stories.length)));
  const goPrevious = () => setOpen((i) => (i === null ? null : previousStory(i)));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') goNext();
    else if (e.key === 'ArrowLeft') goPrevious();
    else return;
    e.preventDefault();
  };

  return (
    <Dialog.Root open={story !== null} onOpenChange={(o) => !o && setOpen(() => null)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.viewer}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackTo(returnFocusTo)}
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
                <p className={styles.position}>{t('position', { index: open + 1, total: stories.length })}</p>
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
                <RouterLink href={story.href} className={styles.more} onClick={() => setOpen(() => null)}>
                  {t('more')}
                </RouterLink>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
