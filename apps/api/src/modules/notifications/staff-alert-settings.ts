/**
 * Where an outlet's staff-alert targets are kept: a `backoffice_settings` row per outlet, key
 * `staffAlerts:outlet:<outletId>`, value `{telegramChatIds, emails, language}`.
 *
 * Not `outlets.settings`: that column is served as is to anyone by the storefront's
 * `GET /catalog/v1/restaurants/{id}/config` (`settings`), and staff e-mail addresses and chat ids
 * are not for the public. `backoffice_settings` is read only by the back office and the API, and
 * already keeps per-member rows the same way (`totpStep:<staff id>`), so no migration is needed.
 * A missing row, or one that no longer reads (edited by hand), means no alerts.
 */
import { ZStaffAlertSettings, type TStaffAlertSettings } from '@food/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { backofficeSettings } from '../../db/schema.js';

const NO_STAFF_ALERTS: TStaffAlertSettings = { telegramChatIds: [], emails: [], language: null };

const keyOf = (outletId: number) => `staffAlerts:outlet:${outletId}`;

export async function readStaffAlertSettings(db: DbOrTx, outletId: number): Promise<TStaffAlertSettings> {
  const [row] = await db
    .select({ value: backofficeSettings.value })
    .from(backofficeSettings)
    .where(eq(backofficeSettings.key, keyOf(outletId)))
    .limit(1);
  return staffAlertSettingsOf(row?.value);
}

/** `readStaffAlertSettings` as a scalar subquery, for a statement of several reads (lib/read-parts.ts). */
export function staffAlertSettingsJson(outletId: number): SQL {
  return sql`select ${backofficeSettings.value} from ${backofficeSettings} where ${backofficeSettings.key} = ${keyOf(outletId)}`;
}

/** A stored value as settings: none when missing or unreadable. */
export function staffAlertSettingsOf(value: unknown): TStaffAlertSettings {
  const parsed = ZStaffAlertSettings.safeParse(value);
  return parsed.success ? parsed.data : NO_STAFF_ALERTS;
}

export async function writeStaffAlertSettings(
  tx: DbOrTx,
  outletId: number,
  settings: TStaffAlertSettings,
  now: Date,
): Promise<void> {
  await tx
    .insert(backofficeSettings)
    .values({ key: keyOf(outletId), value: settings, updatedAt: now })
    .onConflictDoUpdate({ target: backofficeSettings.key, set: { value: settings, updatedAt: now } });
}
