import fs from 'node:fs/promises';
import path from 'node:path';
import { getRequestConfig } from 'next-intl/server';
import { NAMESPACES } from './namespaces';
import { precompileMessages } from './precompile';
import { withRetry } from './retry';

const SUPPORTED = ['uk', 'ru', 'en'] as const;
export type Locale = (typeof SUPPORTED)[number];

const loaded = new Map<Locale, Record<string, unknown>>();

/**
 * Reads every namespace of a language from the public locales folder (where a CDN may serve
 * them too) once per process, with the spec's retry, and compiles its messages (precompile.ts).
 */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const hit = loaded.get(locale);
  if (hit) return hit;
  const dir = path.join(process.cwd(), 'public', 'locales', locale);
  const entries = await Promise.all(
    NAMESPACES.map(
      async (ns) =>
        [ns, JSON.parse(await withRetry(() => fs.readFile(path.join(dir, `${ns}.json`), 'utf8')))] as const,
    ),
  );
  const messages = precompileMessages(Object.fromEntries(entries));
  loaded.set(locale, messages);
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const asked = await requestLocale;
  const locale: Locale = SUPPORTED.includes(asked as Locale) ? (asked as Locale) : 'uk';
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Kyiv' };
});
