import { describe, expect, it } from 'vitest';
import { retryDelays, withRetry } from './retry';

describe('translation loading retry (SPEC section 7)', () => {
  it('waits 350, 700, 1400 and 2800 ms between five tries', () => {
    expect(retryDelays(5, 350, 2)).toEqual([350, 700, 1400, 2800]);
  });

  it('returns as soon as a try succeeds', async () => {
    const slept: number[] = [];
    let calls = 0;
    const value = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('network');
        return 'messages';
      },
      undefined,
      async (ms) => void slept.push(ms),
    );
    expect(value).toBe('messages');
    expect(calls).toBe(3);
    expect(slept).toEqual([350, 700]);
  });

  it('gives up after the fifth failure with the last error', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error(`fail ${calls}`);
        },
        undefined,
        async () => {},
      ),
    ).rejects.toThrow('fail 5');
    expect(calls).toBe(5);
  });
});
