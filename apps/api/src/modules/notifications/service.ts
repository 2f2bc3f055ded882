/**
 * What the job queue calls to tell a customer something (issue 21 items 2 and 3). Each method
 * renders one message for the order's brand, in the customer's language, and sends it once;
 * a failure is thrown as it came (MailSendError, SmsSendError) for the queue to retry or give
 * up on. Nothing here reads or writes an order: the queue passes the receipt it read.
 */
import type { TReceipt } from '@food/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { SmsProvider } from '../auth/index.js';
import { messageBrandOf, type BrandRows, type MessageBrand } from './brand.js';
import { formatShortTime } from './format.js';
import { messageLanguageOf, type MessageLanguage } from './language.js';
import { orderPageUrl, subscriptionUrls } from './links.js';
import type { EmailMessage, Mailer, SentEmail } from './mailer.js';
import { renderReceiptEmail } from './receipt-email.js';
import { statusSmsText, type SmsNotice } from './sms-texts.js';
import { renderSubscriptionConfirmEmail } from './subscription-email.js';
import { renderStatusEmail } from './status-email.js';
import { statusNoticeOf } from './status-notice.js';
import { signEmailToken } from './tokens.js';

export interface NotificationDeps {
  tenants: {
    getTenant(rn: number): Promise<BrandRows>;
    getRegion(rn: number, br: number): Promise<{ slug: string | null }>;
  };
  /** lib/media-url.ts: a media key's address (an uploaded logo) */
  imageUrl: (key: string) => string;
  mailer: Mailer;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  clock: Clock;
  config: { STOREFRONT_URL: string; PUBLIC_API_URL: string; MAIL_FROM: string };
  /** EMAIL_TOKEN_SECRET (or the process's random one) */
  tokenSecret: string;
}

/** One order to tell about, as the queue has it. */
export interface OrderNotice {
  retailNetworkId: number;
  /** the order's city: its pages are on the city's subdomain */
  businessRegionId: number;
  /**
   * the order as GET /orders/v1/receipt answers it (orders module `receiptOf`), read in
   * `language` so its dish names match the mail's words
   */
  receipt: TReceipt;
  /** the customer's language (the page they ordered from); the brand's default when absent */
  language?: string | null;
  /** a signed-in customer's order links to their account, a guest's to its confirmation page */
  isCustomerOrder: boolean;
}

const SMS_NOTICES: ReadonlySet<string> = new Set<SmsNotice>([
  'accepted',
  'onTheWay',
  'readyForPickup',
  'cancelled',
]);

export class NotificationService {
  private readonly mailDomain: string;

  constructor(private readonly deps: NotificationDeps) {
    this.mailDomain = deps.config.MAIL_FROM.split('@')[1] ?? 'localhost';
  }

  /** The order's receipt e-mail; one Message-ID per order, whatever the attempt. */
  async sendReceiptEmail(n: OrderNotice & { to: string }): Promise<SentEmail> {
    const { brand, language, orderUrl } = await this.orderContext(n);
    const mail = renderReceiptEmail({ brand, language, receipt: n.receipt, orderUrl });
    return this.deps.mailer.send(
      this.envelope(brand, n.to, mail, `<receipt.${n.receipt.orderId}@${this.mailDomain}>`),
    );
  }

  /**
   * The e-mail for the receipt's current status (accepted, on its way or ready, delivered or
   * collected, cancelled with `reason`); null, and nothing sent, for a status without one.
   */
  async sendStatusEmail(n: OrderNotice & { to: string; reason?: string | null }): Promise<SentEmail | null> {
    if (!statusNoticeOf(n.receipt.statusId, n.receipt.type)) return null;
    const { brand, language, orderUrl } = await this.orderContext(n);
    const mail = renderStatusEmail({
      brand,
      language,
      receipt: n.receipt,
      orderUrl,
      reason: n.reason ?? null,
    });
    if (!mail) return null;
    const id = `<status-${n.receipt.statusId}.${n.receipt.orderId}@${this.mailDomain}>`;
    return this.deps.mailer.send(this.envelope(brand, n.to, mail, id));
  }

  /**
   * The status text (accepted with the expected time, on its way or ready, cancelled); null,
   * and nothing sent, for the other statuses. `phone` is E.164. The customer's consent to
   * status texts is the caller's to check.
   */
  async sendStatusSms(
    n: OrderNotice & { phone: string; reason?: string | null },
  ): Promise<{ text: string } | null> {
    const { receipt } = n;
    const notice = statusNoticeOf(receipt.statusId, receipt.type);
    if (!notice || !SMS_NOTICES.has(notice)) return null;
    const brand = this.brandOf(await this.deps.tenants.getTenant(n.retailNetworkId));
    const language = messageLanguageOf(n.language, brand);
    const at = receipt.expectedAt ?? receipt.deliverAt;
    const text = statusSmsText({
      shortName: brand.shortName,
      language,
      notice: notice as SmsNotice,
      type: receipt.type,
      localId: receipt.localId,
      expected: at ? formatShortTime(new Date(at), receipt.timeZone, this.deps.clock.now()) : null,
      reason: n.reason ?? null,
      supportPhone: brand.supportPhone,
    });
    await this.deps.sms.send(
      { recipient: n.phone, text, ...(brand.smsSender ? { sender: brand.smsSender } : {}) },
      this.deps.log,
    );
    return { text };
  }

  /**
   * The double opt-in e-mail of the storefront's pop-up: a confirm link (a week) and an
   * unsubscribe link (a year), both signed (tokens.ts), the latter also as List-Unsubscribe
   * with one-click unsubscribe (RFC 8058), which Gmail and Yahoo ask of bulk senders.
   */
  async sendSubscriptionConfirmation(s: {
    retailNetworkId: number;
    email: string;
    language?: string | null;
  }): Promise<SentEmail> {
    const brand = this.brandOf(await this.deps.tenants.getTenant(s.retailNetworkId));
    const language = messageLanguageOf(s.language, brand);
    const { confirmUrl, unsubscribeUrl } = this.subscriptionLinks(s.retailNetworkId, s.email);
    const mail = renderSubscriptionConfirmEmail({ brand, language, confirmUrl: confirmUrl!, unsubscribeUrl });
    return this.deps.mailer.send({
      ...this.envelope(brand, s.email, mail),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  /** The signed links for an address of a brand; the unsubscribe one goes in every later newsletter. */
  subscriptionLinks(retailNetworkId: number, email: string) {
    const now = this.deps.clock.now();
    const sign = (purpose: 'confirm-subscription' | 'unsubscribe') =>
      signEmailToken(this.deps.tokenSecret, { purpose, rn: retailNetworkId, email }, now);
    return subscriptionUrls(this.deps.config.PUBLIC_API_URL, {
      confirm: sign('confirm-subscription'),
      unsubscribe: sign('unsubscribe'),
    });
  }

  private brandOf(rows: BrandRows): MessageBrand {
    return messageBrandOf(rows, {
      storefrontUrl: this.deps.config.STOREFRONT_URL,
      imageUrl: this.deps.imageUrl,
    });
  }

  private async orderContext(
    n: OrderNotice,
  ): Promise<{ brand: MessageBrand; language: MessageLanguage; orderUrl: string }> {
    const brand = this.brandOf(await this.deps.tenants.getTenant(n.retailNetworkId));
    const language = messageLanguageOf(n.language, brand);
    const region = await this.deps.tenants.getRegion(n.retailNetworkId, n.businessRegionId);
    const orderUrl = orderPageUrl({
      siteUrl: brand.siteUrl,
      citySlug: region.slug,
      language,
      orderId: n.receipt.orderId,
      isCustomerOrder: n.isCustomerOrder,
    });
    return { brand, language, orderUrl };
  }

  private envelope(
    brand: MessageBrand,
    to: string,
    mail: { subject: string; html: string; text: string },
    messageId?: string,
  ): EmailMessage {
    return {
      to,
      fromName: brand.name,
      replyTo: brand.supportEmail,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(messageId ? { messageId } : {}),
    };
  }
}
