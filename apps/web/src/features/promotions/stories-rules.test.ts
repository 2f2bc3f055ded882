import { describe, expect, it } from 'vitest';
import { markStorySeen, nextStory, parseSeenStories, previousStory } from './stories-rules';

describe('seen stories', () => {
  it('reads the ids kept in the browser and discards anything unreadable', () => {
    expect(parseSeenStories('[101,102]')).toEqual([101, 102]);
    expect(parseSeenStories(null)).toEqual([]);
    expect(parseSeenStories('{oops')).toEqual([]);
    expect(parseSeenStories('{"a":1}')).toEqual([]);
    expect(parseSeenStories('[1,"2",3.5,null,4]')).toEqual([1, 4]);
  });

  it('remembers a story once, most recent last, and forgets the oldest past the limit', () => {
    expect(markStorySeen([1, 2], 1)).toEqual([2, 1]);
    const many = Array.from({ length: 100 }, (_, i) => i);
    const after = markStorySeen(many, 500);
    expect(after).toHaveLength(100);
    expect(after[0]).toBe(1);
    expect(after.at(-1)).toBe(500);
  });
});

describe('story stepping', () => {
  it('steps forward until the last story, then closes; back stops at the first', () => {
    expect(nextStory(0, 3)).toBe(1);
    expect(nextStory(2, 3)).toBeNull();
    expect(previousStory(0)).toBe(0);
    expect(previousStory(2)).toBe(1);
  });
});
