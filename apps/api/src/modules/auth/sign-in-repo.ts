/** Queries of sign-in codes; each takes the database or a transaction. */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { signInCodes } from '../../db/schema.js';

export type SignInCodeRow = typeof signInCodes.$inferSelect;

/**
 * The client address a quota counts: the address for IPv4, its /64 for IPv6 (one home or phone
 * is given a whole /64, so single IPv6 addresses cost an attacker nothing).
 */
const quotaNetwork = (clientIp: string) =>
  sql`network(set_masklen(${clientIp}::inet, case when family(${clientIp}::inet) = 6 then 64 else 32 end))`;

/**
 * Serialises sends from one client address (its /64 for IPv6) until the transaction ends, on
 * every API instance, so its quota holds exactly. Taken before `lockPhone`, always in that
 * order, so two sends never wait for each other's locks.
 */
export async function lockAddress(tx: DbOrTx, clientIp: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sign-in-address:' || ${quotaNetwork(clientIp)}::text))`,
  );
}

/**
 * Serialises sends and checks for one phone until the transaction ends, on every API
 * instance: two quick requests cannot both pass the resend wait or both spend a try.
 */
export async function lockPhone(tx: DbOrTx, rn: number, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${rn}:${phone}`}))`);
}

/** Codes sent to the phone since `since`, oldest first, each saying whether this client address asked for it. */
export async function listSendsToPhone(tx: DbOrTx, rn: number, phone: string, clientIp: string, since: Date) {
  return tx
    .select({
      sentAt: signInCodes.sentAt,
      isFromAddress: sql<boolean>`coalesce(${signInCodes.clientIp} <<= ${quotaNetwork(clientIp)}, false)`,
    })
    .from(signInCodes)
    .where(
      and(eq(signInCodes.retailNetworkId, rn), eq(signInCodes.phone, phone), gt(signInCodes.sentAt, since)),
    )
    .orderBy(signInCodes.sentAt);
}

/** When this client address (its /64 for IPv6) asked for codes since `since`, to any phone, oldest first. */
export async function listSendTimesFromAddress(tx: DbOrTx, clientIp: string, since: Date) {
  const rows = await tx
    .select({ sentAt: signInCodes.sentAt })
    .from(signInCodes)
    .where(and(sql`${signInCodes.clientIp} <<= ${quotaNetwork(clientIp)}`, gt(signInCodes.sentAt, since)))
    .orderBy(signInCodes.sentAt);
  return rows.map((r) => r.sentAt);
}

/**
 * How many codes the network sent since `since`, counted up to `upTo` (the cap: no need to count
 * further). Reads the index sign_in_codes_sent_idx (retail_network_id, sent_at).
 */
export async function countSentByNetwork(tx: DbOrTx, rn: number, since: Date, upTo: number): Promise<number> {
  const sent = tx
    .select({ one: sql`1` })
    .from(signInCodes)
    .where(and(eq(signInCodes.retailNetworkId, rn), gt(signInCodes.sentAt, since)))
    .limit(upTo)
    .as('sent');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(sent);
  return row?.n ?? 0;
}

export async function insertCode(tx: DbOrTx, values: typeof signInCodes.$inferInsert) {
  await tx.insert(signInCodes).values(values);
}

export async function deleteCode(tx: DbOrTx, id: string) {
  await tx.delete(signInCodes).where(eq(signInCodes.id, id));
}

/** The latest code sent to the phone: only it can sign in (a resend replaces the one before). */
export async function findLatestCode(
  tx: DbOrTx,
  rn: number,
  phone: string,
): Promise<SignInCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.retailNetworkId, rn), eq(signInCodes.phone, phone)))
    .orderBy(desc(signInCodes.sentAt))
    .limit(1);
  return row;
}

export async function recordWrongAttempt(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(eq(signInCodes.id, id))
    .returning({ attempts: signInCodes.attempts });
  return row!.attempts;
}

export async function markUsed(tx: DbOrTx, id: string, at: Date) {
  await tx.update(signInCodes).set({ usedAt: at }).where(eq(signInCodes.id, id));
}
