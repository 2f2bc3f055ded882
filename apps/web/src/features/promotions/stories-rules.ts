/**
 * The home page's stories (SPEC section 2: "promotions and stories"): each running promotion of
 * the city is a story, a round picture in a row that opens a full-screen viewer.
 *
 * Decisions where the spec is silent: stories have no data of their own; they are the city's
 * running promotions (the operator edits one thing, not two). A story shows for
 * STORY_DURATION_MS, then the next one; after the last the viewer closes. Seen stories are
 * remembered in the browser (localStorage `stories_seen`, ids) and their ring turns grey, as
 * in the apps customers know; nothing is sent to the server.
 */
export const STORY_DURATION_MS = 6000;
export const STORIES_SEEN_KEY = 'stories_seen';
/** enough to remember every promotion a network runs at once */
const SEEN_LIMIT = 100;

/** Seen story ids from storage; anything unreadable counts as nothing seen. */
export function parseSeenStories(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((v): v is number => Number.isInteger(v)).slice(-SEEN_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export function markStorySeen(seen: readonly number[], id: number): number[] {
  return [...seen.filter((s) => s !== id), id].slice(-SEEN_LIMIT);
}

/** The story after `index`, or null when the viewer should close. */
export const nextStory = (index: number, total: number): number | null =>
  index + 1 < total ? index + 1 : null;

/** The story before `index`; the first one stays first. */
export const previousStory = (index: number): number => Math.max(0, index - 1);
