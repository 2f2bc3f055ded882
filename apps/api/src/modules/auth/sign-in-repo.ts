/** Queries of sign-in codes; each takes the database or a transaction. */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { signInCodes } from '../../db/schema.js';

export type SignInCodeRow = typeof signInCodes.$inferSelect;

/**
 * Serialises sends and checks for one phone until the transaction ends, on every API
 * instance: two quick requests cannot both pass the 60-second check or both spend a try.
 */
export async function lockPhone(tx: DbOrTx, rn: number, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${rn}:${phone}`}))`);
}

export async function listSendTimesToPhone(tx: DbOrTx, rn: number, phone: string, since: Date) {
  const rows = await tx
    .select({ sentAt: signInCodes.sentAt })
    .from(signInCodes)
    .where(
      and(eq(signInCodes.retailNetworkId, rn), eq(signInCodes.phone, phone), gt(signInCodes.sentAt, since)),
    )
    .orderBy(signInCodes.sentAt);
  return rows.map((r) => r.sentAt);
}

export async function listSendTimesFromAddress(tx: DbOrTx, clientIp: string, since: Date) {
  const rows = await tx
    .select({ sentAt: signInCodes.sentAt })
    .from(signInCodes)
    .where(and(sql`${signInCodes.clientIp} = ${clientIp}::inet`, gt(signInCodes.sentAt, since)))
    .orderBy(signInCodes.sentAt);
  return rows.map((r) => r.sentAt);
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
