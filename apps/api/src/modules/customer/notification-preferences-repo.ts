import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema.js';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;

export async function findPreferences(db: DbOrTx, customerId: string): Promise<PreferencesRow | null> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId))
    .limit(1);
  return row ?? null;
}

/** Writes the channels given, the others keep their value (or their default on a first choice). */
export async function upsertPreferences(
  db: DbOrTx,
  customerId: string,
  change: { statusEmail?: boolean; statusSms?: boolean; statusPush?: boolean },
  now: Date,
): Promise<PreferencesRow> {
  const t = notificationPreferences;
  const [row] = await db
    .insert(t)
    .values({ customerId, ...change, updatedAt: now })
    .onConflictDoUpdate({
      target: t.customerId,
      set: {
        ...(change.statusEmail !== undefined ? { statusEmail: sql`excluded.status_email` } : {}),
        ...(change.statusSms !== undefined ? { statusSms: sql`excluded.status_sms` } : {}),
        ...(change.statusPush !== undefined ? { statusPush: sql`excluded.status_push` } : {}),
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return row!;
}
