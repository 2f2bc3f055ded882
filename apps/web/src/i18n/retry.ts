/**
 * SPEC section 7: translation files are loaded retrying up to 5 times, starting at 350 ms and
 * doubling (350, 700, 1400, 2800 ms between the five tries).
 */
const TRANSLATION_RETRY = { tries: 5, firstDelayMs: 350, factor: 2 } as const;

export function retryDelays(tries: number, firstDelayMs: number, factor: number): number[] {
  return Array.from({ length: Math.max(0, tries - 1) }, (_, i) => firstDelayMs * factor ** i);
}

export async function withRetry<T>(
  load: () => Promise<T>,
  options: { tries: number; firstDelayMs: number; factor: number } = TRANSLATION_RETRY,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  const delays = retryDelays(options.tries, options.firstDelayMs, options.factor);
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      const delay = delays[attempt];
      if (delay === undefined) throw err;
      await sleep(delay);
    }
  }
}
