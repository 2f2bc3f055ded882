/**
 * The customer's choices of what they are told about their orders' status (issue 21 item 7):
 * e-mail, SMS, push. Read by the account's Notifications page and by the notification jobs
 * before they send (modules/notifications), so a change applies to the next message.
 */
import type { TNotificationPreferences, TNotificationPreferencesPatch } from '@food/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import * as customers from './customer-repo.js';
import * as repo from './notification-preferences-repo.js';

/** A customer who never chose: e-mail on, texts and push off (texts need consent, push a browser). */
const DEFAULT_PREFERENCES = { statusEmail: true, statusSms: false, statusPush: false } as const;

export class NotificationPreferencesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(customerId: string): Promise<TNotificationPreferences> {
    const row = await repo.findPreferences(this.db, customerId);
    if (!row) {
      await this.requireCustomer(customerId);
      return { ...DEFAULT_PREFERENCES, updatedAt: null };
    }
    return present(row);
  }

  /** The channels in `patch` change; the answer is the whole set after the change. */
  async update(customerId: string, patch: TNotificationPreferencesPatch): Promise<TNotificationPreferences> {
    await this.requireCustomer(customerId);
    return present(await repo.upsertPreferences(this.db, customerId, patch, this.clock.now()));
  }

  /** For the notification jobs: the choices, or null when the customer never chose. */
  async choicesOf(
    customerId: string,
  ): Promise<{ statusEmail: boolean; statusSms: boolean; statusPush: boolean } | null> {
    const row = await repo.findPreferences(this.db, customerId);
    return row
      ? { statusEmail: row.statusEmail, statusSms: row.statusSms, statusPush: row.statusPush }
      : null;
  }

  private async requireCustomer(customerId: string): Promise<void> {
    // a session outlives nothing it names, but a deleted customer must not get a row
    if (!(await customers.findCustomer(this.db, customerId)))
      throw new AppError('NOT_FOUND', `Customer ${customerId} was not found`);
  }
}

function present(row: repo.PreferencesRow): TNotificationPreferences {
  return {
    statusEmail: row.statusEmail,
    statusSms: row.statusSms,
    statusPush: row.statusPush,
    updatedAt: row.updatedAt.toISOString(),
  };
}
