import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchRunner, type SearchState } from './search-runner';

/** A fake search service: each call waits until the test answers it. */
function fakeService() {
  const calls: {
    query: string;
    signal: AbortSignal;
    answer: (r: string) => void;
    fail: (e: Error) => void;
  }[] = [];
  const run = (query: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ query, signal, answer: resolve, fail: reject });
    });
  return { calls, run };
}

function setup() {
  const service = fakeService();
  const states: SearchState<string>[] = [];
  const errors: unknown[] = [];
  const runner = createSearchRunner<string>({
    delayMs: 600,
    run: service.run,
    onChange: (s) => states.push(s),
    onError: (e) => errors.push(e),
  });
  return { ...service, states, errors, runner, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search runner', () => {
  it('waits 600 ms after the last keystroke and asks once', async () => {
    const s = setup();
    for (const typed of ['ф', 'фі', 'філ', 'філа']) {
      s.runner.update(typed);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(299);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls.map((c) => c.query)).toEqual(['філа']);
    expect(s.last()).toEqual({ status: 'loading', query: 'філа', previous: null });
    s.calls[0]!.answer('four dishes');
    await vi.runAllTimersAsync();
    expect(s.last()).toEqual({ status: 'done', query: 'філа', result: 'four dishes' });
  });

  it('cancels the request in flight when a newer query goes out, and drops its late answer', async () => {
    const s = setup();
    s.runner.update('дра');
    await vi.advanceTimersByTimeAsync(600);
    s.runner.update('дракон');
    await vi.advanceTimersByTimeAsync(600);
    expect(s.calls.map((c) => c.query)).toEqual(['дра', 'дракон']);
    expect(s.calls[0]!.signal.aborted).toBe(true);
    expect(s.calls[1]!.signal.aborted).toBe(false);

    s.calls[1]!.answer('dragon');
    s.calls[0]!.answer('stale');
    await vi.runAllTimersAsync();
    expect(s.last()).toEqual({ status: 'done', query: 'дракон', result: 'dragon' });
    expect(s.states.some((st) => st.status === 'done' && st.result === 'stale')).toBe(false);
  });

  it('keeps the previous result on screen while the next one loads', async () => {
    const s = setup();
    s.runner.update('сет');
    await vi.advanceTimersByTimeAsync(600);
    s.calls[0]!.answer('sets');
    await vi.runAllTimersAsync();
    s.runner.update('сети');
    await vi.advanceTimersByTimeAsync(600);
    expect(s.last()).toEqual({ status: 'loading', query: 'сети', previous: 'sets' });
  });

  it('asks nothing for empty, blank, one-letter and emoji-only text and cancels what was pending', async () => {
    const s = setup();
    s.runner.update('філа');
    await vi.advanceTimersByTimeAsync(600);
    for (const q of ['', '   ', 'ф', '🍣🍣', '?!']) {
      s.runner.update(q);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(s.calls.map((c) => c.query)).toEqual(['філа']);
    expect(s.calls[0]!.signal.aborted).toBe(true);
    expect(s.last()).toEqual({ status: 'idle', query: '?!' });
  });

  it('sends a 10,000-character query cut to 100 characters', async () => {
    const s = setup();
    s.runner.update('ролл '.repeat(2000));
    await vi.advanceTimersByTimeAsync(600);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.query.length).toBeLessThanOrEqual(100);
  });

  it('does not ask again for the same words (a trailing space, typing back)', async () => {
    const s = setup();
    s.runner.update('дракон');
    await vi.advanceTimersByTimeAsync(600);
    s.runner.update('дракон ');
    s.runner.update('  дракон');
    await vi.advanceTimersByTimeAsync(600);
    s.runner.update('дракони');
    await vi.advanceTimersByTimeAsync(100);
    s.runner.update('дракон');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls.map((c) => c.query)).toEqual(['дракон']);
  });

  it('flush asks at once (Enter), and retries after a failure', async () => {
    const s = setup();
    s.runner.update('піца');
    s.runner.flush();
    expect(s.calls.map((c) => c.query)).toEqual(['піца']);
    s.calls[0]!.fail(new Error('503'));
    await vi.runAllTimersAsync();
    expect(s.last()).toEqual({ status: 'error', query: 'піца' });
    expect(s.errors).toHaveLength(1);
    s.runner.flush();
    expect(s.calls.map((c) => c.query)).toEqual(['піца', 'піца']);
    // the timer of the flushed query never fires a second request
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls).toHaveLength(2);
  });

  it('dispose stops the timer and the request in flight', async () => {
    const s = setup();
    s.runner.update('суші');
    await vi.advanceTimersByTimeAsync(600);
    s.runner.update('суші сет');
    s.runner.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.signal.aborted).toBe(true);
    const before = s.states.length;
    s.calls[0]!.answer('late');
    await vi.runAllTimersAsync();
    expect(s.states).toHaveLength(before);
  });
});
