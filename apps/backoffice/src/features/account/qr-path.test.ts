import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('the TOTP QR code path', () => {
  it('draws one square per dark module, at its column and row', () => {
    const dark = new Set(['0,0', '1,2']);
    expect(qrPath(3, (r, c) => dark.has(`${r},${c}`))).toBe('M0 0h1v1h-1zM2 1h1v1h-1z');
  });

  it('draws an otpauth link with its three finder patterns in the corners', () => {
    const url =
      'otpauth://totp/Back%20office:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Back%20office';
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    const d = qrPath(modules.size, (r, c) => modules.get(r, c) === 1);
    const last = modules.size - 1;
    // each finder pattern's outer corner is dark: top left, top right, bottom left
    for (const [col, row] of [
      [0, 0],
      [last, 0],
      [0, last],
    ])
      expect(d).toContain(`M${col} ${row}h1v1h-1z`);
    // the top-left pattern: a dark ring, a light ring, a dark centre, then a light separator
    expect([0, 1, 2, 3, 4, 5, 6].map((col) => modules.get(0, col))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect([modules.get(1, 1), modules.get(3, 3), modules.get(7, 0)]).toEqual([0, 1, 0]);
  });
});
