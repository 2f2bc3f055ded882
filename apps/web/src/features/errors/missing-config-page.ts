import en from '../../../public/locales/en/errors.json';
import ru from '../../../public/locales/ru/errors.json';
import uk from '../../../public/locales/uk/errors.json';

const WORDS = { uk: uk.underConstruction, ru: ru.underConstruction, en: en.underConstruction };
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * SPEC section 4: a brand whose config is missing (a host routed to a brand the API does not
 * know) shows the under-construction page, not an error page. Without a config there is no look
 * or contact to show: a self-contained page (inline style, no script or request) in Ukrainian,
 * the only listed language, with Russian and English below; 503 with Retry-After, noindex.
 */
export function missingConfigResponse(): Response {
  const blocks = (['uk', 'ru', 'en'] as const).map(
    (lang) =>
      `<section lang="${lang === 'uk' ? 'uk' : lang}"><h1>${escape(WORDS[lang].title)}</h1></section>`,
  );
  const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(WORDS.uk.metaTitle)}</title><style>body{margin:0;min-height:100vh;display:grid;place-content:center;gap:8px;font-family:system-ui,sans-serif;text-align:center;color:#1b1b1f;background:#f6f5f2}h1{margin:0;font-size:1.5rem}section+section h1{font-size:1rem;font-weight:400;color:#5f6068}</style></head><body>${blocks.join('')}</body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '3600',
    },
  });
}
