import { describe, expect, it } from 'vitest';
import { createScriptNonce } from './script-nonce.mjs';
import { createScriptsAfterPaint } from './scripts-after-paint.mjs';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
const N = ` nonce="${NONCE}"`;

// the shapes Next 16 and React write, with Ukrainian text to cut letters in two
const PAGE =
  '<!DOCTYPE html><html lang="uk"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script>(function(){document.documentElement.dataset.theme="light"})()</script></head>' +
  '<body><h1>Філадельфія &lt;script&gt; &lt;link&gt;</h1><p title="&lt;script>">текст</p><noscript>без скриптів</noscript>' +
  '<script type="application/ld+json">{"name":"\\u003cscript\\u003e"}</script>' +
  '<script id="_R_">self.x=1</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([1,"\\u003cscript src=\\"x\\"\\u003e"])</script>' +
  '<scripted-element></scripted-element><linked-list></linked-list></body></html>';

/** The page through a fresh rewriter in chunks of `size` bytes (cutting tags and letters). */
function inChunks(html: string, size: number): string {
  const bytes = Buffer.from(html);
  const rewriter = createScriptNonce(NONCE);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...rewriter.push(bytes.subarray(i, i + size)));
  out.push(...rewriter.end());
  return Buffer.concat(out).toString();
}

describe('the CSP nonce on every script and link tag', () => {
  const whole = inChunks(PAGE, PAGE.length * 4);

  it('puts the nonce on every script and link start tag and nowhere else', () => {
    expect(whole.match(/<script[\s>]/g)).toHaveLength(6);
    expect(whole.match(new RegExp(`<script${N}[\\s>]`, 'g'))).toHaveLength(6);
    // the script preload needs it under 'strict-dynamic'; on the style sheet it is harmless
    expect(whole).toContain(`<link${N} rel="preload" as="script" fetchPriority="low"`);
    expect(whole).toContain(`<link${N} rel="stylesheet"`);
    expect(whole.split(NONCE)).toHaveLength(9);
    // escaped text, attributes, the payload's strings and other elements are left alone
    expect(whole).toContain('<h1>Філадельфія &lt;script&gt; &lt;link&gt;</h1><p title="&lt;script>">');
    expect(whole).toContain('"\\u003cscript src=\\"x\\"\\u003e"');
    expect(whole).toContain('<scripted-element></scripted-element><linked-list></linked-list>');
    expect(whole.replaceAll(N, '')).toBe(PAGE);
  });

  it('gives the same page however the stream is cut', () => {
    for (let size = 1; size <= 40; size++) expect(inChunks(PAGE, size), `chunks of ${size}`).toBe(whole);
  });

  it('sends a page that ends in a cut tag as it came', () => {
    expect(inChunks('<p>x</p><scr', 3)).toBe('<p>x</p><scr');
    expect(inChunks('<p>x</p><script', 100)).toBe('<p>x</p><script');
    expect(inChunks('<p>x</p><lin', 2)).toBe('<p>x</p><lin');
  });

  it('runs after scripts-after-paint, whose loader it nonces and whose patterns it leaves intact', () => {
    const paint = createScriptsAfterPaint();
    const nonce = createScriptNonce(NONCE);
    const bytes = Buffer.from(PAGE);
    const out: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7)
      for (const part of paint.push(bytes.subarray(i, i + 7))) out.push(...nonce.push(part));
    for (const part of paint.end()) out.push(...nonce.push(part));
    out.push(...nonce.end());
    const html = Buffer.concat(out).toString();
    // Next's async tag became the loader's queue call, and that inline script carries the nonce
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js" async="">');
    expect(html).toMatch(
      new RegExp(
        `<script${N}>\\(function\\(\\)\\{var w=window.*self\\.__scriptsAfterPaint\\("/_next/static/chunks/a\\.js"\\)`,
      ),
    );
    const afterTags = html.split(/<script(?=[\s>])/).slice(1);
    expect(afterTags).toHaveLength(6);
    for (const rest of afterTags) expect(rest.startsWith(N)).toBe(true);
  });

  it('refuses a nonce that would need escaping', () => {
    expect(() => createScriptNonce('"><script>')).toThrow();
    expect(() => createScriptNonce('short')).toThrow();
  });
});
