import { servedLanguage } from '@food/domain/language';
import type { TEmailSubscription, TEmailSubscriptionBody, TLanguage } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, emailSubscriptions } from '../../db/schema.js';
import type { TenantRegistry } from '../../lib/tenant.js';

/** How an address is kept: trimmed and lower-cased, so one mailbox is one row per brand. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The e-mail pop-up's subscriptions (issue 17, item 17; table `email_subscriptions` of migration
 * 0008): one row per brand and address, with the moment of consent, the language and the
 * signed-in customer who subscribed. Confirming the address (double opt-in) and the e-mails
 * themselves are issue 21's; until then every row waits unconfirmed and nothing is sent.
 */
export class EmailSubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
  ) {}

  /**
   * Subscribing again is the same request answered the same way: an active row is left as it
   * was (its first consent and customer kept; only the language follows the newest request); a
   * row the customer unsubscribed from is consented to anew.
   */
  async subscribe(body: TEmailSubscriptionBody, customerId: string | null): Promise<TEmailSubscription> {
    const { brand } = await this.tenants.getTenant(body.retailNetworkId);
    const language = servedLanguage(body.language, brand) as TLanguage;
    const email = normalizeEmail(body.email);
    const customer = await this.customerOfNetwork(customerId, body.retailNetworkId);
    const t = emailSubscriptions;
    await this.db
      .insert(t)
      .values({ retailNetworkId: body.retailNetworkId, email, language, customerId: customer })
      .onConflictDoUpdate({
        target: [t.retailNetworkId, t.email],
        set: {
          language: sql`excluded.language`,
          customerId: sql`coalesce(${t.customerId}, excluded.customer_id)`,
          consentedAt: sql`case when ${t.unsubscribedAt} is null then ${t.consentedAt} else now() end`,
          unsubscribedAt: sql`null`,
        },
      });
    return { email, status: 'pending' };
  }

  /** A session of another brand's customer is not linked: customers are per retail network. */
  private async customerOfNetwork(customerId: string | null, rn: number): Promise<string | null> {
    if (!customerId) return null;
    const [row] = await this.db
      .select({ rn: customers.retailNetworkId })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    return row?.rn === rn ? customerId : null;
  }
}
