import { describe, expect, it } from 'vitest';
import { DroppableCache } from './droppable-cache.js';

/** a load that resolves when told, counting how often it ran */
function gate<V>() {
  let runs = 0;
  const waiting: Array<(value: V) => void> = [];
  return {
    load: () => {
      runs++;
      return new Promise<V>((resolve) => waiting.push(resolve));
    },
    settle: (value: V) => waiting.shift()!(value),
    get runs() {
      return runs;
    },
  };
}

describe('a droppable cache', () => {
  it('shares one load between readers and keeps its value', async () => {
    const cache = new DroppableCache<number, string>(60_000);
    const loads = gate<string>();
    const first = cache.get(1, loads.load);
    const second = cache.get(1, loads.load);
    loads.settle('a');
    expect(await Promise.all([first, second])).toEqual(['a', 'a']);
    expect(await cache.get(1, loads.load)).toBe('a');
    expect(loads.runs).toBe(1);
  });

  it('loads again when asked for fresh data, after a drop, and for another key', async () => {
    const cache = new DroppableCache<number, string>(60_000);
    let n = 0;
    const load = async () => `v${++n}`;
    expect(await cache.get(1, load)).toBe('v1');
    expect(await cache.get(1, load, true)).toBe('v2');
    expect(await cache.get(1, load)).toBe('v2');
    cache.drop(1);
    expect(await cache.get(1, load)).toBe('v3');
    expect(await cache.get(2, load)).toBe('v4');
    cache.clear();
    expect(await cache.get(1, load)).toBe('v5');
    expect(await cache.get(2, load)).toBe('v6');
  });

  it('does not serve a load that started before a drop, nor keep a failed one', async () => {
    const cache = new DroppableCache<number, string>(60_000);
    const loads = gate<string>();
    const early = cache.get(1, loads.load);
    cache.drop(1);
    const after = cache.get(1, loads.load);
    expect(loads.runs).toBe(2);
    loads.settle('before the change');
    loads.settle('after the change');
    expect(await early).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await cache.get(1, loads.load)).toBe('after the change');
    expect(loads.runs).toBe(2);

    await expect(cache.get(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(2, async () => 'back')).toBe('back');
  });

  it('keeps nothing with no lifetime', async () => {
    const cache = new DroppableCache<number, number>(0);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get(1, load)).toBe(1);
    expect(await cache.get(1, load)).toBe(2);
  });
});
