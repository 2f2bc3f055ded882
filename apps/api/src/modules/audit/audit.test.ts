import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './audit.js';

describe('withoutSecrets', () => {
  it('drops password hashes, TOTP and webhook secrets and keys at any depth, keeps the rest', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(
      withoutSecrets({
        email: 'a@example.com',
        passwordHash: '$argon2id$...',
        totpSecret: 'JBSWY3DP',
        webhook: { url: 'https://example.com/hook', secret: 's3cret', events: ['order.created'] },
        keys: [{ name: 'till', key: 'fk_abc', keyHash: 'ff', prefix: 'fk_a' }],
        at,
      }),
    ).toEqual({
      email: 'a@example.com',
      webhook: { url: 'https://example.com/hook', events: ['order.created'] },
      keys: [{ name: 'till', prefix: 'fk_a' }],
      at,
    });
  });

  it('passes plain values through', () => {
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets(42)).toBe(42);
    expect(withoutSecrets(['a'])).toEqual(['a']);
  });
});
