import { servedLanguage } from '@food/domain/language';
import type { TEmailSubscription, TEmailSubscriptionBody, TLanguage } from '@food/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers, emailSubscriptions } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { verifyEmailToken } from '../notifications/index.js';

/** How an address is kept: trimmed and lower-cased, so one mailbox is one row per brand. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What an e-mail link's page shows (subscription-pages.ts), and in which language. */
export type LinkOutcome =
  | {
      kind: 'confirmed' | 'ask-unsubscribe' | 'unsubscribed';
      email: string;
      brand: string;
      language: string | null;
    }
  | { kind: 'bad-link'; language: null };

export interface DoubleOptIn {
  clock: Clock;
  /** EMAIL_TOKEN_SECRET (or the process's random one): the links' signatures */
  tokenSecret: string;
  /** enqueues the confirmation mail in the subscription's transaction (modules/notifications) */
  confirmations: {
    subscriptionRequested(
      tx: DbOrTx,
      s: { retailNetworkId: number; email: string; language: string | null },
    ): Promise<void>;
  };
}

const BAD_LINK = { kind: 'bad-link', language: null } as const;

/**
 * The e-mail pop-up's subscriptions (issue 17, item 17; table `email_subscriptions` of migration
 * 0008): one row per brand and address, with the moment of consent, the language and the
 * signed-in customer who subscribed. Double opt-in (issue 21 item 2): a new or renewed consent
 * is mailed a confirmation link; the address counts as subscribed once `confirmed_at` is set,
 * and every mail's unsubscribe link sets `unsubscribed_at`.
 */
export class EmailSubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly optIn: DoubleOptIn,
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
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t)
        .values({ retailNetworkId: body.retailNetworkId, email, language, customerId: customer })
        .onConflictDoUpdate({
          target: [t.retailNetworkId, t.email],
          set: {
            language: sql`excluded.language`,
            customerId: sql`coalesce(${t.customerId}, excluded.customer_id)`,
            consentedAt: sql`case when ${t.unsubscribedAt} is null then ${t.consentedAt} else now() end`,
            // a consent given anew after unsubscribing is confirmed anew: anyone may type an address
            confirmedAt: sql`case when ${t.unsubscribedAt} is null then ${t.confirmedAt} else null end`,
            unsubscribedAt: sql`null`,
          },
        })
        .returning({ confirmedAt: t.confirmedAt });
      // a confirmed, active address gets no mail; a pending one its link (at most once in minutes)
      if (!row?.confirmedAt)
        await this.optIn.confirmations.subscriptionRequested(tx, {
          retailNetworkId: body.retailNetworkId,
          email,
          language,
        });
    });
    return { email, status: 'pending' };
  }

  /** The confirmation link: `confirmed_at` set once; again, the same page. */
  async confirm(token: string | undefined): Promise<LinkOutcome> {
    const claims = this.claimsOf(token, 'confirm-subscription');
    if (!claims) return BAD_LINK;
    const t = emailSubscriptions;
    const [row] = await this.db
      .update(t)
      .set({ confirmedAt: sql`coalesce(${t.confirmedAt}, ${this.now()}::timestamptz)` })
      .where(and(eq(t.retailNetworkId, claims.rn), eq(t.email, claims.email), isNull(t.unsubscribedAt)))
      .returning({ language: t.language });
    // unsubscribed since, or never kept: the link no longer subscribes anyone
    if (!row) return BAD_LINK;
    return { kind: 'confirmed', ...(await this.named(claims)), language: row.language };
  }

  /**
   * The unsubscribe link: `apply` false (GET) only asks, true (the page's button or a mail
   * client's RFC 8058 one-click POST) sets `unsubscribed_at` once; an address not kept is
   * answered the same, so the link tells nobody which addresses a brand holds.
   */
  async unsubscribe(token: string | undefined, apply: boolean): Promise<LinkOutcome> {
    const claims = this.claimsOf(token, 'unsubscribe');
    if (!claims) return BAD_LINK;
    const t = emailSubscriptions;
    const where = and(eq(t.retailNetworkId, claims.rn), eq(t.email, claims.email));
    const [row] = apply
      ? await this.db
          .update(t)
          .set({ unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, ${this.now()}::timestamptz)` })
          .where(where)
          .returning({ language: t.language })
      : await this.db.select({ language: t.language }).from(t).where(where).limit(1);
    return {
      kind: apply ? 'unsubscribed' : 'ask-unsubscribe',
      ...(await this.named(claims)),
      language: row?.language ?? null,
    };
  }

  private claimsOf(token: string | undefined, purpose: 'confirm-subscription' | 'unsubscribe') {
    if (!token) return null;
    const check = verifyEmailToken(this.optIn.tokenSecret, token, purpose, this.optIn.clock.now());
    return check.ok ? check.claims : null;
  }

  private async named(claims: { rn: number; email: string }) {
    const { brand } = await this.tenants.getTenant(claims.rn);
    return { email: claims.email, brand: brand.name };
  }

  private now(): string {
    return this.optIn.clock.now().toISOString();
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
