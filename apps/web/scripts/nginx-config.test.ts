import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from './generate-server-error-pages.mjs';

const conf = fs.readFileSync(path.join(import.meta.dirname, '..', 'nginx', 'storefront.conf'), 'utf8');
const publicDir = path.join(import.meta.dirname, '..', 'public');

/** The `map $host $storefront_error_page` block's rules, as nginx reads them: first match wins. */
function errorPageOf(host: string): string {
  const block = /map \$host \$storefront_error_page \{([\s\S]*?)\n\}/.exec(conf)![1]!;
  const rules = block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => /^(\S+)\s+(\S+);$/.exec(l)!.slice(1) as [string, string]);
  for (const [pattern, target] of rules) {
    if (pattern === 'default') return target;
    // nginx's (?<name>) is JavaScript's too
    const match = new RegExp(pattern.slice(1)).exec(host);
    if (match) return target.replace(/\$(\w+)/g, (_, name: string) => match.groups![name]!);
  }
  throw new Error(`no rule for ${host}`);
}

describe('the nginx example (README, "Brands and hosts")', () => {
  it.each(VARIANTS)('answers %s’s hosts with its own error page, a file that exists', (variant) => {
    for (const host of [`${variant}.localhost`, `kyiv.${variant}.localhost`]) {
      const page = errorPageOf(host);
      expect(page).toBe(`/server-error/${variant}.html`);
      expect(fs.existsSync(path.join(publicDir, page)), page).toBe(true);
    }
  });

  it('answers the bare host, a brand domain and a stranger with existing pages', () => {
    for (const [host, page] of [
      ['localhost', '/server-error/sm-ua.html'],
      ['kyiv.localhost', '/server-error/sm-ua.html'],
      ['lviv.sushimoon.example', '/server-error/sm-ua.html'],
      ['203.0.113.7', '/server-error/sm-ua.html'],
    ]) {
      expect(errorPageOf(host!), host).toBe(page);
      expect(fs.existsSync(path.join(publicDir, page!))).toBe(true);
    }
  });

  it('serves the pages from the storefront’s public folder, internal only, for the proxy’s own errors', () => {
    expect(conf).toMatch(/error_page 502 504 \$storefront_error_page;/);
    expect(conf).toMatch(
      /location \^~ \/server-error\/ \{\s*# [^\n]*\n\s*root \/srv\/storefront\/apps\/web\/public;\s*internal;/,
    );
    // the storefront's own statuses (404, 500, 503 with its pages) are not replaced
    expect(conf).toMatch(/proxy_intercept_errors off;/);
  });
});
