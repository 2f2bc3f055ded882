import { describe, expect, it } from 'vitest';
import { missingConfigResponse } from './missing-config-page';

describe('the page of a brand without config (SPEC section 4)', () => {
  it('is the under-construction page, 503 with Retry-After, noindex, never cached', async () => {
    const res = missingConfigResponse();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Готуємо щось нове</h1>');
    expect(html).toContain('We’re cooking up something new');
    expect(html).not.toMatch(/<script|<link|src=/);
  });
});
