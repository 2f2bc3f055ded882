import { describe, expect, it } from 'vitest';
import { escapeHtml, html, safeColor, safeHref } from './html.js';

describe('HTML templates', () => {
  it('escapes every interpolated string, keeps nested templates, drops empty values', () => {
    const name = '<img src=x onerror="alert(1)">&\'';
    const inner = html`<b>${name}</b>`;
    const out = html`<p title="${name}">${inner}${null}${false}${undefined}${[html`<i>1</i>`, '<2>']}</p>`;
    expect(out.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;">' +
        '<b>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;</b><i>1</i>&lt;2&gt;</p>',
    );
    expect(escapeHtml('Том & Джеррі <3')).toBe('Том &amp; Джеррі &lt;3');
  });

  it('lets only http(s) links and hex colours through', () => {
    expect(safeHref('https://kyiv.example.com/order-confirmed/1')).toBe(
      'https://kyiv.example.com/order-confirmed/1',
    );
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('https://x.example/"onmouseover="x')).toBe('#');
    expect(safeColor('#c8102e', '#000')).toBe('#c8102e');
    expect(safeColor('red;background:url(https://evil)', '#000')).toBe('#000');
    expect(safeColor(undefined, '#111111')).toBe('#111111');
  });
});
