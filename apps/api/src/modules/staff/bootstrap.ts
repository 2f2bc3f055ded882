/**
 * The first owner (ARCHITECTURE.md "Back office and the machine API"): on a start with no staff
 * account, ADMIN_EMAIL and ADMIN_PASSWORD (when set) create the owner; otherwise a one-time setup
 * link (24 h) is written to the log, and whoever opens it chooses the owner's e-mail, name and
 * password. Several instances may start at once on one PostgreSQL: an advisory transaction lock
 * lets one decide at a time, so there is never a second owner from the environment. A later start
 * with staff present does nothing (changing ADMIN_PASSWORD then changes no password).
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import { LINK_TTL_MS, linkUrl, newLinkToken } from './links.js';
import { hashPassword } from './passwords.js';
import { hasAnyMember, insertLink, insertMember } from './staff-repo.js';
import { auditSnapshot } from './staff-views.js';

export type BootstrapResult =
  | { outcome: 'staffExists' }
  | { outcome: 'ownerCreated'; email: string }
  | { outcome: 'setupLink'; link: string; expiresAt: Date };

export interface BootstrapDeps {
  db: Db;
  config: Pick<AppConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'PUBLIC_API_URL'>;
  clock: Clock;
  log: { info: (msg: string) => void };
}

export async function bootstrapStaff({ db, config, clock, log }: BootstrapDeps): Promise<BootstrapResult> {
  if (await hasAnyMember(db)) return { outcome: 'staffExists' };
  const email = config.ADMIN_EMAIL?.trim().toLowerCase();
  // hashed before the lock: argon2 takes a while, and PGlite has one connection
  const passwordHash = email && config.ADMIN_PASSWORD ? await hashPassword(config.ADMIN_PASSWORD) : null;
  const now = clock.now();
  const result = await db.transaction(async (tx): Promise<BootstrapResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-bootstrap'))`);
    if (await hasAnyMember(tx)) return { outcome: 'staffExists' };
    if (email && passwordHash) {
      const owner = await insertMember(tx, {
        email,
        name: email.split('@')[0]!,
        passwordHash,
        role: 'OWNER',
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      if (!owner) return { outcome: 'staffExists' };
      await recordAudit(
        tx,
        { kind: 'staff', id: owner.id, label: `start-up (ADMIN_EMAIL ${email})` },
        {
          kind: 'staff.bootstrap',
          entityType: 'staff_member',
          entityId: owner.id,
          after: auditSnapshot(owner),
        },
      );
      return { outcome: 'ownerCreated', email };
    }
    // every start without an owner adds a link; all of them stop working once an owner exists
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(now.getTime() + LINK_TTL_MS.SETUP);
    await insertLink(tx, { kind: 'SETUP', tokenHash, staffId: null, createdBy: null, expiresAt });
    return { outcome: 'setupLink', link: linkUrl(config.PUBLIC_API_URL, token), expiresAt };
  });
  if (result.outcome === 'ownerCreated')
    log.info(`back office: owner ${result.email} created from ADMIN_EMAIL and ADMIN_PASSWORD`);
  if (result.outcome === 'setupLink')
    log.info(
      `back office: no staff account yet. Open this one-time link to create the owner (valid until ${result.expiresAt.toISOString()}): ${result.link}`,
    );
  return result;
}
