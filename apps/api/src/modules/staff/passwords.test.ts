import type * as argon2Module from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordWeakness, verifyPassword } from './passwords.js';

// The real argon2 runs; the wrapper only records which hashes it was asked to verify.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof argon2Module>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

describe('passwordWeakness', () => {
  it('refuses fewer than 10 characters, counting letters rather than bytes', () => {
    expect(passwordWeakness('short-pw1', 'a@example.com')).toMatch(/at least 10/);
    expect(passwordWeakness('ґрушевий10', 'a@example.com')).toBeNull();
    expect(passwordWeakness('🍣🍣🍣🍣🍣', 'a@example.com')).toMatch(/at least 10/);
  });

  it('refuses the e-mail address itself, in any case, and its name part', () => {
    expect(passwordWeakness('Olena.K@Example.com', 'olena.k@example.com')).toMatch(/e-mail/);
    expect(passwordWeakness('olena.kovalenko', 'olena.kovalenko@example.com')).toMatch(/e-mail/);
    expect(passwordWeakness('a long passphrase', 'olena@example.com')).toBeNull();
  });
});

describe('argon2id hashing', () => {
  it('stores an argon2id hash that verifies only the same password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
  });

  it('matches nothing without a stored hash, and nothing against a broken one', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });

  it('pays for a full-cost verification when there is no member, so timing tells nothing', async () => {
    vi.mocked(verify).mockClear();
    expect(await verifyPassword(null, 'a guess for an unknown e-mail')).toBe(false);
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
    const [checkedAgainst, guess] = vi.mocked(verify).mock.calls[0]!;
    expect(checkedAgainst).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(guess).toBe('a guess for an unknown e-mail');
  });
});
