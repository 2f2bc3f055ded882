import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const LANGUAGES = ['uk', 'ru', 'en'] as const;

/**
 * service-worker.js with its version (this build's id and the script's own hash: a new build's
 * worker installs and drops the old caches) and the offline page's words in every language.
 */
export async function serviceWorkerScript(): Promise<string> {
  const root = process.cwd();
  const source = await fs.readFile(path.join(root, 'src/features/pwa/service-worker.js'), 'utf8');
  const buildId = await fs
    .readFile(path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8')
    .catch(() => 'dev');
  const texts: Record<string, { title: string; text: string; toMenu: string }> = {};
  for (const lang of LANGUAGES) {
    const file = path.join(root, 'public', 'locales', lang, 'notices.json');
    const { offline } = JSON.parse(await fs.readFile(file, 'utf8')) as {
      offline: { pageTitle: string; pageText: string; toMenu: string };
    };
    texts[lang] = { title: offline.pageTitle, text: offline.pageText, toMenu: offline.toMenu };
  }
  const version = createHash('sha256').update(buildId).update(source).digest('hex').slice(0, 12);
  return source
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('/* TEXTS */ {}', JSON.stringify(texts));
}
