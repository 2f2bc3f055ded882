import { describe, expect, it } from 'vitest';
import { NaturalBatch } from './natural-batch.js';

/** a write the test finishes by hand, remembering what was sent together */
function harness(cap = 3) {
  const sent: string[][] = [];
  const pending: Array<{ items: string[]; finish: (fail?: boolean) => void }> = [];
  const work = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      sent.push(items);
      pending.push({
        items,
        finish: (fail) =>
          fail ? reject(new Error(`failed: ${items.join()}`)) : resolve(items.map((i) => `done ${i}`)),
      });
    });
  const batch = new NaturalBatch<string, string>({
    cap,
    one: async (item) => {
      if (item.startsWith('bad')) {
        sent.push([item]);
        throw new Error(`refused ${item}`);
      }
      return (await work([item]))[0]!;
    },
    many: (items) => work(items),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { batch, sent, pending, settle };
}

describe('NaturalBatch', () => {
  it('sends an item at once when nothing is in flight, and what arrives meanwhile together after it', async () => {
    const { batch, sent, pending, settle } = harness();
    const a = batch.run('a');
    const b = batch.run('b');
    const c = batch.run('c');
    await settle();
    expect(sent).toEqual([['a']]);
    pending.shift()!.finish();
    expect(await a).toBe('done a');
    await settle();
    expect(sent).toEqual([['a'], ['b', 'c']]);
    pending.shift()!.finish();
    expect(await Promise.all([b, c])).toEqual(['done b', 'done c']);
    // nothing in flight again: the next goes at once, alone
    const d = batch.run('d');
    await settle();
    expect(sent.at(-1)).toEqual(['d']);
    pending.shift()!.finish();
    expect(await d).toBe('done d');
  });

  it('sends what waited in batches of at most the cap, all at once', async () => {
    const { batch, sent, pending, settle } = harness(3);
    const results = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((i) => batch.run(i));
    await settle();
    pending.shift()!.finish();
    await settle();
    expect(sent).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f', 'g'], ['h']]);
    for (const p of pending.splice(0)) p.finish();
    expect(await Promise.all(results)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((i) => `done ${i}`),
    );
  });

  it('sends a failed batch again item by item, so only the failing item fails, with its own error', async () => {
    const { batch, sent, pending, settle } = harness(4);
    const first = batch.run('a');
    const b = batch.run('b');
    const bad = batch.run('bad c').then(
      () => null,
      (err: unknown) => err,
    );
    const d = batch.run('d');
    await settle();
    pending.shift()!.finish();
    await first;
    await settle();
    expect(sent.at(-1)).toEqual(['b', 'bad c', 'd']);
    pending.shift()!.finish(true);
    await settle();
    expect(sent.slice(2)).toEqual([['b'], ['bad c'], ['d']]);
    for (const p of pending.splice(0)) p.finish();
    expect(await b).toBe('done b');
    expect(await d).toBe('done d');
    expect(await bad).toEqual(new Error('refused bad c'));
  });

  it('refuses a cap that would batch nothing', () => {
    expect(() => new NaturalBatch({ cap: 1, one: async () => 1, many: async () => [1] })).toThrow(/cap/);
  });
});
