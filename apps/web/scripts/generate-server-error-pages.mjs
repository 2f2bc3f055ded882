#!/usr/bin/env node
/**
 * Writes public/server-error/{variant}.html: one static page per storefront variant of SPEC
 * section 1, for a reverse proxy to answer with when the storefront fails (5xx), e.g. nginx:
 *
 *   error_page 500 502 503 504 /server-error/sm-ua.html;
 *   location ^~ /server-error/ { root /srv/storefront/public; internal; }
 *
 * Self-contained on purpose: inline CSS, no scripts, fonts, images or requests, since nothing
 * behind the proxy may be answering. noindex. Written in the variant's country language
 * (ua: uk; ru, by, kz: ru; ae, us: en; hu: Hungarian with English below).
 *
 * Run `node apps/web/scripts/generate-server-error-pages.mjs` after changing the template and
 * commit its output; a unit test fails when the files and this generator disagree.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import prettier from 'prettier';

export const VARIANTS = [
  'ck-ae',
  'dp-ua-dzidzio',
  'dp-ua',
  'ee-ua',
  'es-ua',
  'gs-ru',
  'gs-ua',
  'hb-ua',
  'mp-ua',
  'ms-ru',
  'ms-ua',
  'pc-ua',
  'rr-ru',
  'sm-ae',
  'sm-by',
  'sm-hu',
  'sm-kz',
  'sm-ru',
  'sm-ua',
  'sm-us',
  'sp-ru',
  'vs-ua',
  'ws-ae',
  'ws-ua',
];

/**
 * One accent per brand family (the slug's first part) on a neutral page: sm sushi red, pc
 * pizza orange, the others a hue of their own. Each passes 4.5:1 with white text.
 */
export const FAMILY_ACCENTS = {
  sm: '#c8102e',
  pc: '#c2410c',
  ck: '#854d0e',
  dp: '#1d4ed8',
  ee: '#7e22ce',
  es: '#0e7490',
  gs: '#15803d',
  hb: '#92400e',
  mp: '#be185d',
  ms: '#4338ca',
  rr: '#9f1239',
  sp: '#0f766e',
  vs: '#4d7c0f',
  ws: '#a21caf',
};

const TEXT = {
  uk: {
    docTitle: 'Технічна перерва',
    title: 'Ми вже все лагодимо',
    text: 'Щось пішло не так на нашому боці. Спробуйте ще раз за кілька хвилин.',
    retry: 'Спробувати ще раз',
    auto: 'Сторінка оновиться сама за хвилину.',
    support: 'Є питання щодо замовлення? Зателефонуйте до нашої служби підтримки.',
  },
  ru: {
    docTitle: 'Технический перерыв',
    title: 'Мы уже всё чиним',
    text: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз через несколько минут.',
    retry: 'Попробовать ещё раз',
    auto: 'Страница обновится сама через минуту.',
    support: 'Есть вопрос по заказу? Позвоните в нашу службу поддержки.',
  },
  en: {
    docTitle: 'Be right back',
    title: 'We’re fixing it',
    text: 'Something went wrong on our side. Please try again in a few minutes.',
    retry: 'Try again',
    auto: 'This page will refresh by itself in a minute.',
    support: 'Questions about an order? Give our customer support a call.',
  },
  hu: {
    docTitle: 'Hamarosan visszatérünk',
    title: 'Már javítjuk',
    text: 'Valami hiba történt nálunk. Kérjük, próbálja újra néhány perc múlva.',
    retry: 'Próbálja újra',
    auto: 'Az oldal egy perc múlva magától frissül.',
    support: 'Kérdése van a rendelésével kapcsolatban? Hívja ügyfélszolgálatunkat.',
  },
};

/** The languages of a variant's page, the first one main: by the slug's country part. */
export function variantLanguages(variant) {
  const country = variant.split('-')[1];
  if (country === 'ua') return ['uk'];
  if (country === 'ru' || country === 'by' || country === 'kz') return ['ru'];
  if (country === 'hu') return ['hu', 'en'];
  return ['en'];
}

export function variantAccent(variant) {
  const accent = FAMILY_ACCENTS[variant.split('-')[0]];
  if (!accent) throw new Error(`no accent colour for the brand family of ${variant}`);
  return accent;
}

/** seconds before the page reloads itself, so a customer who waits gets the site back */
export const REFRESH_SECONDS = 60;

const STYLE = (accent) => `
:root {
  --accent: ${accent};
  --bg: #f6f5f2;
  --surface: #ffffff;
  --text: #1b1b1f;
  --muted: #5f6068;
  --border: #e6e4df;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #131417;
    --surface: #1e1f24;
    --text: #f1f1f3;
    --muted: #b4b5bd;
    --border: #3a3b42;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: var(--bg);
  color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  -webkit-text-size-adjust: 100%;
}
main {
  width: 100%;
  max-width: 480px;
  padding: 40px 24px 32px;
  border: 1px solid var(--border);
  border-radius: 20px;
  background: linear-gradient(var(--accent), var(--accent)) top / 100% 6px no-repeat, var(--surface);
  text-align: center;
}
svg { width: 96px; height: 96px; }
h1 { margin: 16px 0 8px; font-size: 26px; line-height: 1.2; }
h2 { margin: 0 0 8px; font-size: 18px; line-height: 1.3; }
p { margin: 0 0 12px; color: var(--muted); }
.button {
  display: inline-block;
  min-width: 200px;
  margin: 8px 0 20px;
  padding: 13px 24px;
  border-radius: 12px;
  background: var(--accent);
  color: #fff;
  font-weight: 600;
  text-decoration: none;
}
.button:hover { filter: brightness(0.92); }
.button:focus-visible { outline: 3px solid var(--text); outline-offset: 3px; }
.small { font-size: 14px; }
.other { margin-top: 24px; padding-top: 20px; border-top: 1px solid var(--border); }
@media (min-width: 768px) {
  main { padding: 48px 40px 40px; }
  h1 { font-size: 30px; }
}
`;

const BOWL = `<svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
<path d="M44 22c-4 6 4 10 0 16M60 16c-4 7 4 12 0 20M76 22c-4 6 4 10 0 16" fill="none" stroke="currentColor" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>
<path d="M14 56h92c0 27-20 46-46 46S14 83 14 56Z" fill="var(--accent)"/>
<path d="M22 64h76" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>
<rect x="40" y="100" width="40" height="8" rx="4" fill="var(--accent)"/>
</svg>`;

/** The page of one variant, before formatting: only constant strings, nothing to escape. */
function rawPage(variant) {
  const [main, ...others] = variantLanguages(variant);
  const t = TEXT[main];
  const otherBlocks = others
    .map(
      (lang) => `<section class="other" lang="${lang}">
<h2>${TEXT[lang].title}</h2>
<p>${TEXT[lang].text}</p>
<p class="small">${TEXT[lang].auto} ${TEXT[lang].support}</p>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${main}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>${t.docTitle}</title>
<style>${STYLE(variantAccent(variant))}</style>
</head>
<body>
<main>
${BOWL}
<h1>${t.title}</h1>
<p>${t.text}</p>
<a class="button" href="">${t.retry}</a>
<p class="small">${t.auto}</p>
<p class="small">${t.support}</p>
${otherBlocks}
</main>
</body>
</html>
`;
}

/** The committed file of a variant: the page in the repository's prettier style. */
export async function renderServerErrorPage(variant) {
  const here = fileURLToPath(import.meta.url);
  const options = (await prettier.resolveConfig(here)) ?? {};
  return prettier.format(rawPage(variant), { ...options, parser: 'html' });
}

export const OUTPUT_DIR = fileURLToPath(new URL('../public/server-error/', import.meta.url));

export async function writeServerErrorPages(dir = OUTPUT_DIR) {
  await mkdir(dir, { recursive: true });
  for (const variant of VARIANTS) {
    await writeFile(path.join(dir, `${variant}.html`), await renderServerErrorPage(variant));
  }
  return VARIANTS.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = await writeServerErrorPages();
  process.stdout.write(`wrote ${count} server-error pages to ${path.relative(process.cwd(), OUTPUT_DIR)}\n`);
}
