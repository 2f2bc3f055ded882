/** Queries of staff accounts, sign-in attempts and one-time links; each takes the database or a transaction. */
import { and, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  businessRegions,
  outlets,
  retailNetworks,
  staffSignInAttempts,
  staffTokens,
  staffUsers,
} from '../../db/schema.js';
import { SIGN_IN_THROTTLE, type AttemptHistory } from './sign-in-throttle.js';
import type { LinkKind } from './links.js';

export type StaffRow = typeof staffUsers.$inferSelect;
export type StaffTokenRow = typeof staffTokens.$inferSelect;

export async function findMemberByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

export async function findMemberById(db: DbOrTx, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

export async function listMembers(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staffUsers).orderBy(staffUsers.name, staffUsers.email);
}

export async function countActiveOwners(db: DbOrTx, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.role, 'OWNER'), eq(staffUsers.isActive, true), sql`${staffUsers.id} <> ${exceptId}`),
    );
  return row?.n ?? 0;
}

export async function hasAnyMember(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  return row !== undefined;
}

/** Inserts a member unless the e-mail is taken (then undefined): one statement, no race. */
export async function insertMember(
  db: DbOrTx,
  values: typeof staffUsers.$inferInsert,
): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staffUsers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateMember(
  db: DbOrTx,
  id: string,
  set: Partial<typeof staffUsers.$inferInsert>,
): Promise<StaffRow> {
  const [row] = await db.update(staffUsers).set(set).where(eq(staffUsers.id, id)).returning();
  return row!;
}

/* ------------------------------------------------------------------ sign-in attempts */

/**
 * Serialises the attempts counted under one client address (its /64) until the transaction
 * ends, on every instance, so a burst of parallel guesses is counted exactly.
 */
export async function lockAttemptAddress(tx: DbOrTx, addressKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:${addressKey}`}))`);
}

export async function readAttemptHistory(
  db: DbOrTx,
  email: string,
  addressKey: string,
  now: Date,
): Promise<AttemptHistory> {
  const pair = await db
    .select({ at: staffSignInAttempts.at, succeeded: staffSignInAttempts.succeeded })
    .from(staffSignInAttempts)
    .where(
      and(
        eq(staffSignInAttempts.email, email),
        eq(staffSignInAttempts.clientIp, addressKey),
        gt(staffSignInAttempts.at, new Date(now.getTime() - SIGN_IN_THROTTLE.knownAddressMs)),
      ),
    )
    .orderBy(desc(staffSignInAttempts.at), desc(staffSignInAttempts.id))
    .limit(200);
  const lastSuccess = pair.findIndex((a) => a.succeeded);
  const pairSince = now.getTime() - SIGN_IN_THROTTLE.pairWindowMs;
  const pairFailures = (lastSuccess === -1 ? pair : pair.slice(0, lastSuccess))
    .filter((a) => a.at.getTime() > pairSince)
    .map((a) => a.at);
  const address = await db
    .select({ at: staffSignInAttempts.at })
    .from(staffSignInAttempts)
    .where(
      and(
        eq(staffSignInAttempts.clientIp, addressKey),
        eq(staffSignInAttempts.succeeded, false),
        gt(staffSignInAttempts.at, new Date(now.getTime() - SIGN_IN_THROTTLE.addressWindowMs)),
      ),
    )
    .orderBy(desc(staffSignInAttempts.at))
    .limit(200);
  return { pairFailures, addressFailures: address.map((a) => a.at), isKnownAddress: lastSuccess !== -1 };
}

export async function insertFailedAttempt(db: DbOrTx, email: string, addressKey: string, now: Date) {
  const [row] = await db
    .insert(staffSignInAttempts)
    .values({ email, clientIp: addressKey, succeeded: false, at: now })
    .returning({ id: staffSignInAttempts.id });
  return row!.id;
}

export async function markAttemptSucceeded(db: DbOrTx, id: number): Promise<void> {
  await db.update(staffSignInAttempts).set({ succeeded: true }).where(eq(staffSignInAttempts.id, id));
}

/** An attempt that proved the password but is neither a failure nor a full sign-in yet. */
export async function forgetAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.id, id));
}

export async function recordSuccessfulAttempt(db: DbOrTx, email: string, addressKey: string, now: Date) {
  await db.insert(staffSignInAttempts).values({ email, clientIp: addressKey, succeeded: true, at: now });
}

/* ------------------------------------------------------------------ one-time links */

export async function insertLink(
  db: DbOrTx,
  values: {
    kind: LinkKind;
    tokenHash: string;
    staffId: string | null;
    createdBy: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(staffTokens).values(values);
}

export async function findLinkByHash(db: DbOrTx, tokenHash: string): Promise<StaffTokenRow | undefined> {
  const [row] = await db.select().from(staffTokens).where(eq(staffTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the link used unless someone else just did: true for exactly one caller. */
export async function useLink(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ id: staffTokens.id });
  return rows.length === 1;
}

/** Ends a member's open links (a newer link, a deactivation, a password set). */
export async function voidOpenLinks(db: DbOrTx, staffId: string, now: Date): Promise<number> {
  const rows = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ id: staffTokens.id });
  return rows.length;
}

/** The latest expiry of each member's open link. */
export async function openLinkExpiries(db: DbOrTx, now: Date): Promise<Map<string, Date>> {
  const rows = await db
    .select({ staffId: staffTokens.staffId, expiresAt: max(staffTokens.expiresAt) })
    .from(staffTokens)
    .where(and(isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .groupBy(staffTokens.staffId);
  const expiries = new Map<string, Date>();
  for (const r of rows) if (r.staffId && r.expiresAt) expiries.set(r.staffId, new Date(r.expiresAt));
  return expiries;
}

/* ------------------------------------------------------------------ places */

export async function listNetworks(db: DbOrTx) {
  return db
    .select({ id: retailNetworks.id, name: retailNetworks.name, currencyCode: retailNetworks.currencyCode })
    .from(retailNetworks)
    .orderBy(retailNetworks.id);
}

export async function listCities(db: DbOrTx) {
  return db
    .select({
      id: businessRegions.id,
      retailNetworkId: businessRegions.retailNetworkId,
      name: businessRegions.name,
      localization: businessRegions.localization,
    })
    .from(businessRegions)
    .orderBy(businessRegions.retailNetworkId, businessRegions.sortOrder, businessRegions.id);
}

export async function listOutlets(db: DbOrTx) {
  return db
    .select({
      id: outlets.id,
      retailNetworkId: outlets.retailNetworkId,
      businessRegionId: outlets.businessRegionId,
      name: outlets.name,
      timeZone: outlets.timeZone,
      isActive: outlets.isActive,
    })
    .from(outlets)
    .orderBy(outlets.retailNetworkId, outlets.businessRegionId, outlets.id);
}
