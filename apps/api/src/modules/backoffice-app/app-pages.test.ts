import { describe, expect, it } from 'vitest';
import { BACKOFFICE_POLICY, backofficePolicy, tileSource } from './app-pages.js';

describe('the back office page policy', () => {
  it('allows the zone editor’s map tiles as pictures only, OpenStreetMap’s by default', () => {
    expect(BACKOFFICE_POLICY).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    const policy = backofficePolicy('https://{s}.tiles.example/{z}/{x}/{y}.png?key=1');
    expect(policy).toContain("img-src 'self' data: https://*.tiles.example;");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("script-src 'self';");
  });

  it('leaves out a tile address that is not a plain host', () => {
    expect(tileSource('https://tiles.example;script-src *;/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource('ftp://tiles.example/{z}')).toBeNull();
  });
});
