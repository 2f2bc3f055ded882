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
 * (ua: uk; ru, by, kz: ru; ae, us: en; hu: Hungarian with English below), in the brand's own
 * colour (its primary, when white text on it is readable, else its family's accent), with its
 * name and its contacts: the support phone and e-mail of the brand's config.
 *
 * Where the brands come from:
 * - `node apps/web/scripts/generate-server-error-pages.mjs`, also the last step of
 *   `npm run build -w @food/web`: scripts/server-error-brands.json, the demo's brands as the API
 *   serves them after its seed; the committed pages are this output, and a unit test fails when
 *   they disagree.
 * - `… --api http://127.0.0.1:4000 [--out <dir>] [--save]`, or `SERVER_ERROR_PAGES_API` set for
 *   the build: the running API's brands as the back office left them (`GET /config/v1/brands`,
 *   then each brand's `init`). A deployment runs it on the proxy's machine after changing a
 *   brand's contacts (`--save` also rewrites the JSON file, which is how the demo's was made).
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
    phone: 'Телефон',
    email: 'Пошта',
  },
  ru: {
    docTitle: 'Технический перерыв',
    title: 'Мы уже всё чиним',
    text: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз через несколько минут.',
    retry: 'Попробовать ещё раз',
    auto: 'Страница обновится сама через минуту.',
    support: 'Есть вопрос по заказу? Позвоните в нашу службу поддержки.',
    phone: 'Телефон',
    email: 'Почта',
  },
  en: {
    docTitle: 'Be right back',
    title: 'We’re fixing it',
    text: 'Something went wrong on our side. Please try again in a few minutes.',
    retry: 'Try again',
    auto: 'This page will refresh by itself in a minute.',
    support: 'Questions about an order? Give our customer support a call.',
    phone: 'Phone',
    email: 'E-mail',
  },
  hu: {
    docTitle: 'Hamarosan visszatérünk',
    title: 'Már javítjuk',
    text: 'Valami hiba történt nálunk. Kérjük, próbálja újra néhány perc múlva.',
    retry: 'Próbálja újra',
    auto: 'Az oldal egy perc múlva magától frissül.',
    support: 'Kérdése van a rendelésével kapcsolatban? Hívja ügyfélszolgálatunkat.',
    phone: 'Telefon',
    email: 'E-mail',
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

export function familyAccent(variant) {
  const accent = FAMILY_ACCENTS[variant.split('-')[0]];
  if (!accent) throw new Error(`no accent colour for the brand family of ${variant}`);
  return accent;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a, b) {
  const luminance = (hex) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The page's accent: the brand's primary colour when white text on it passes 4.5:1 (the
 * button), else its family's.
 */
export function variantAccent(variant, brand) {
  const primary = brand?.primary;
  if (typeof primary === 'string' && HEX.test(primary) && contrast(primary, '#ffffff') >= 4.5)
    return primary.toLowerCase();
  return familyAccent(variant);
}

/** The demo's brands (name, colour, contacts) as the API serves them: see the file's top. */
export const BRANDS_FILE = fileURLToPath(new URL('./server-error-brands.json', import.meta.url));

export function readBrandsFile(file = BRANDS_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const PHONE = /^\+?[0-9][0-9 ()-]{3,24}$/;
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

/** A brand's name, colour and contacts from its config (ZBrandConfig); what is malformed is left out. */
export function brandOfConfig(config) {
  const phone = config.supportContact?.phone ?? config.headerSupportContact?.phone ?? null;
  const email = config.supportContact?.email ?? null;
  return {
    name: String(config.name),
    primary: typeof config.ui?.colors?.primary === 'string' ? config.ui.colors.primary : null,
    phone: typeof phone === 'string' && PHONE.test(phone.trim()) ? phone.trim() : null,
    email: typeof email === 'string' && EMAIL.test(email.trim()) ? email.trim() : null,
  };
}

/** Every brand the API lists, by slug, each from its `init` (GET /config/v1/brands, then init). */
export async function fetchBrands(apiUrl) {
  const base = apiUrl.replace(/\/$/, '');
  const get = async (url) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json();
  };
  const list = await get(`${base}/config/v1/brands`);
  const brands = {};
  for (const b of list) {
    const query = new URLSearchParams({ rn: String(b.retailNetworkId), brand: b.slug, target: 'WEB' });
    brands[b.slug] = brandOfConfig((await get(`${base}/config/v1/init?${query}`)).config);
  }
  return brands;
}

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

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
.brand { margin: 0; color: var(--text); font-weight: 700; letter-spacing: 0.02em; }
.contacts { margin: 0; padding: 0; list-style: none; }
.contacts li { margin: 4px 0; }
.contacts a { color: var(--text); font-weight: 600; text-underline-offset: 3px; }
.contacts a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
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

/** The brand's contacts as links, labelled in `lang`; empty without any. */
function contactList(brand, lang) {
  const items = [
    brand.phone &&
      `<li>${TEXT[lang].phone}: <a href="tel:${escapeHtml(brand.phone.replace(/[^+0-9]/g, ''))}">${escapeHtml(brand.phone)}</a></li>`,
    brand.email &&
      `<li>${TEXT[lang].email}: <a href="mailto:${escapeHtml(brand.email)}">${escapeHtml(brand.email)}</a></li>`,
  ].filter(Boolean);
  return items.length ? `<ul class="contacts">\n${items.join('\n')}\n</ul>` : '';
}

/** The page of one variant, before formatting; the brand's words are escaped. */
function rawPage(variant, brand) {
  if (!brand) throw new Error(`no brand data for ${variant}`);
  const [main, ...others] = variantLanguages(variant);
  const t = TEXT[main];
  const name = escapeHtml(brand.name);
  const otherBlocks = others
    .map(
      (lang) => `<section class="other" lang="${lang}">
<h2>${TEXT[lang].title}</h2>
<p>${TEXT[lang].text}</p>
<p class="small">${TEXT[lang].auto} ${TEXT[lang].support}</p>
${contactList(brand, lang)}
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
<title>${t.docTitle} · ${name}</title>
<style>${STYLE(variantAccent(variant, brand))}</style>
</head>
<body>
<main>
${BOWL}
<p class="brand">${name}</p>
<h1>${t.title}</h1>
<p>${t.text}</p>
<a class="button" href="">${t.retry}</a>
<p class="small">${t.auto}</p>
<p class="small">${t.support}</p>
${contactList(brand, main)}
${otherBlocks}
</main>
</body>
</html>
`;
}

/**
 * The file of a variant: the page in the repository's prettier style. `brands` by slug
 * (readBrandsFile, fetchBrands); the demo's file when not given.
 */
export async function renderServerErrorPage(variant, brands = readBrandsFile()) {
  const here = fileURLToPath(import.meta.url);
  const options = (await prettier.resolveConfig(here)) ?? {};
  return prettier.format(rawPage(variant, brands[variant]), { ...options, parser: 'html' });
}

export const OUTPUT_DIR = fileURLToPath(new URL('../public/server-error/', import.meta.url));

/**
 * Writes the page of each variant (the spec's 24, and any other brand `brands` has). A page is
 * replaced whole (written beside it, then renamed) and only when it changed: builds running side
 * by side, and the proxy reading the folder, never see half a file.
 */
export async function writeServerErrorPages(dir = OUTPUT_DIR, brands = readBrandsFile()) {
  await mkdir(dir, { recursive: true });
  const variants = [...new Set([...VARIANTS, ...Object.keys(brands)])];
  for (const variant of variants) {
    const file = path.join(dir, `${variant}.html`);
    const html = await renderServerErrorPage(variant, brands);
    if ((await readFile(file, 'utf8').catch(() => null)) === html) continue;
    const staged = path.join(dir, `.${process.pid}.${variant}.html`);
    await writeFile(staged, html);
    await rename(staged, file);
  }
  return variants.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  // at build (npm run build -w @food/web), SERVER_ERROR_PAGES_API names the API to read
  const api = arg('--api') ?? (process.env.SERVER_ERROR_PAGES_API || undefined);
  const dir = path.resolve(arg('--out') ?? OUTPUT_DIR);
  const brands = api ? await fetchBrands(api) : readBrandsFile();
  if (api && process.argv.includes('--save'))
    await writeFile(BRANDS_FILE, `${JSON.stringify(brands, null, 2)}\n`);
  const count = await writeServerErrorPages(dir, brands);
  process.stdout.write(`wrote ${count} server-error pages to ${path.relative(process.cwd(), dir) || '.'}\n`);
}
