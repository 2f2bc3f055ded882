/**
 * Settings of the whole back office (`backoffice_settings`, one row per key): whether every
 * member must use TOTP, and when an unpaid online order is cancelled. A missing or unreadable
 * row reads as its default, so a fresh database needs no rows.
 */
import type { TBackofficeSettings } from '@food/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { backofficeSettings } from '../../db/schema.js';

const KEYS: Array<keyof TBackofficeSettings> = ['requireTotp', 'unpaidCancelMinutes'];

/** What a value never set by an owner reads as: no forced TOTP, UNPAID_CANCEL_MINUTES. */
export const settingsDefaults = (config: Pick<AppConfig, 'UNPAID_CANCEL_MINUTES'>): TBackofficeSettings => ({
  requireTotp: false,
  unpaidCancelMinutes: config.UNPAID_CANCEL_MINUTES,
});

export async function readBackofficeSettings(
  db: DbOrTx,
  defaults: TBackofficeSettings,
): Promise<TBackofficeSettings> {
  const rows = await db
    .select({ key: backofficeSettings.key, value: backofficeSettings.value })
    .from(backofficeSettings)
    .where(inArray(backofficeSettings.key, KEYS));
  const settings = { ...defaults };
  for (const { key, value } of rows) {
    if (key === 'requireTotp' && typeof value === 'boolean') settings.requireTotp = value;
    if (key === 'unpaidCancelMinutes' && typeof value === 'number' && Number.isInteger(value))
      settings.unpaidCancelMinutes = value;
  }
  return settings;
}

export async function writeBackofficeSettings(
  tx: DbOrTx,
  changes: Partial<TBackofficeSettings>,
  now: Date,
): Promise<void> {
  for (const key of KEYS) {
    const value = changes[key];
    if (value === undefined) continue;
    await tx
      .insert(backofficeSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: backofficeSettings.key, set: { value, updatedAt: now } });
  }
}

/** SQL reading requireTotp in the same statement as the session (one query per request). */
export const requireTotpSql = sql<boolean>`coalesce((select ${backofficeSettings.value} = 'true'::jsonb from ${backofficeSettings} where ${backofficeSettings.key} = 'requireTotp'), false)`;

const totpStepKey = (staffId: string) => `totpStep:${staffId}`;

/**
 * Claims a TOTP time step for a member: true when it is newer than every step they used before.
 * One statement, so two instances given the same code at once cannot both accept it. The step is
 * kept as a settings row (`totpStep:<staff id>`) because staff_users has no column for it.
 */
export async function claimTotpStep(tx: DbOrTx, staffId: string, step: number, now: Date): Promise<boolean> {
  const key = totpStepKey(staffId);
  const rows = await tx
    .insert(backofficeSettings)
    .values({ key, value: step, updatedAt: now })
    .onConflictDoUpdate({
      target: backofficeSettings.key,
      set: { value: step, updatedAt: now },
      setWhere: sql`(${backofficeSettings.value} #>> '{}')::bigint < ${step}`,
    })
    .returning({ key: backofficeSettings.key });
  return rows.length > 0;
}

export async function forgetTotpSteps(tx: DbOrTx, staffId: string): Promise<void> {
  await tx.delete(backofficeSettings).where(eq(backofficeSettings.key, totpStepKey(staffId)));
}
