'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { STORIES_SEEN_KEY, markStorySeen, parseSeenStories } from './stories-rules';
import styles from './stories.module.css';

const loadViewer = () => import('./story-viewer').then((m) => m.StoryViewer);
const StoryViewer = dynamic(loadViewer, { ssr: false, loading: () => null });

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
 * The stories row of the home page (stories-rules.ts says what a story is). The viewer
 * (./story-viewer.tsx) is fetched when a pointer comes over a story or one gets the focus, and
 * mounted at the first opening.
 */
export function Stories({ stories }: { stories: StoryView[] }) {
  const t = useTranslations('content.promotions.stories');
  const [seen, setSeen] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [openings, setOpenings] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  // the viewer has no Radix trigger (one dialog for every story): focus goes back by hand
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    // browser-only state, read after hydration so the cached page stays the same for everyone;
    // nothing seen yet keeps the first render's list, so the row does not render again
    const stored = readSeen();
    if (stored.length > 0) setSeen(stored);
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

  return (
    <section className={styles.stories} aria-label={t('label')}>
      <ul className={styles.row}>
        {stories.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              className={styles.thumb}
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpenings((n) => n + 1);
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

      {openings > 0 && (
        <StoryViewer
          // each opening starts with the clock running
          key={openings}
          stories={stories}
          open={open}
          setOpen={setOpen}
          autoplay={autoplay}
          returnFocusTo={opener}
        />
      )}
    </section>
  );
}
