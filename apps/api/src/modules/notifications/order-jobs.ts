/**
 * The jobs that tell customers about their orders (issue 21 items 2, 3 and 7) and send the
 * e-mail pop-up's confirmation, on the durable queue (modules/jobs). Callers enqueue in their
 * own transaction (the order's write, the board's move, the subscription's upsert), so a job
 * exists iff the change committed; each job reads the order when it runs, checks the
 * customer's choices, sends once, and marks the send (`notification_deliveries`), so a job run
 * again after its worker died sends nothing more.
 *
 * Keys: `{orderId}:receipt`, `{orderId}:{statusId}:email`, `{orderId}:{statusId}:sms`,
 * `{orderId}:{statusId}:push` (marked per subscription, push.ts): the same
 * change reported twice is one job, and each message goes once.
 */
import type { TOrder, TPaymentStatus } from '@food/contracts';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Session } from '../../lib/session.js';
import { SmsSendError } from '../auth/index.js';
import { PermanentJobError, type JobContext, type JobQueue, type JobType } from '../jobs/index.js';
import { receiptOf } from '../orders/index.js';
import { MailSendError } from './mailer.js';
import {
  isChannelAllowed,
  isPushAllowed,
  isSuperseded,
  orderChoicesOf,
  statusReasonOf,
  type StatusChannel,
  type StatusChoices,
} from './order-channels.js';
import * as repo from './order-notice-repo.js';
import type { PushService } from './push.js';
import type { NotificationService, OrderNotice } from './service.js';

/** a repeated subscribe within this time sends no second confirmation */
const CONFIRMATION_RESEND_GAP_MS = 10 * 60_000;

export interface OrderNoticeJobsDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  notifications: NotificationService;
  /** the orders module: the order as its receipt shows it, names in the asked language */
  orders: {
    getWithPaymentChoice(
      orderId: string,
      lang?: string,
    ): Promise<{ order: TOrder; choice: { paymentMethod: unknown; change: unknown } }>;
  };
  payments: { status(orderId: string, session: Session | null): Promise<TPaymentStatus> };
  /** the customer module's choices (null: never chose) */
  preferences: { choicesOf(customerId: string): Promise<StatusChoices | null> };
  /** Web Push of the status (issue 21 item 4, push.ts) */
  push: Pick<PushService, 'sendStatus'>;
}

const ZOrderJob = z.object({ orderId: z.uuid() });
const ZStatusJob = z.object({ orderId: z.uuid(), statusId: z.number().int().min(0).max(32_767) });
const ZConfirmationJob = z.object({
  retailNetworkId: z.number().int().positive(),
  email: z.string().min(3).max(320),
  language: z.string().nullable(),
});
type StatusJob = z.infer<typeof ZStatusJob>;
type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrderForNotice>>>;

/** A failure the queue should not retry: the provider refused the address, number or message. */
function forQueue(err: unknown): unknown {
  if (err instanceof MailSendError && err.isPermanent) return new PermanentJobError(err.message);
  if (err instanceof SmsSendError && err.isRecipientRejected) return new PermanentJobError(err.message);
  return err;
}

export class OrderNoticeJobs {
  private readonly receipt: JobType<z.infer<typeof ZOrderJob>>;
  private readonly statusEmail: JobType<StatusJob>;
  private readonly statusSms: JobType<StatusJob>;
  private readonly statusPush: JobType<StatusJob>;
  private readonly confirmation: JobType<z.infer<typeof ZConfirmationJob>>;

  constructor(private readonly deps: OrderNoticeJobsDeps) {
    const { jobs } = deps;
    this.receipt = jobs.register({
      kind: 'receipt_email',
      payload: ZOrderJob,
      run: (p, ctx) => this.sendReceipt(p.orderId, ctx),
    });
    this.statusEmail = jobs.register({
      kind: 'status_email',
      payload: ZStatusJob,
      run: (p, ctx) => this.sendStatus('email', p, ctx),
    });
    this.statusSms = jobs.register({
      kind: 'status_sms',
      payload: ZStatusJob,
      run: (p, ctx) => this.sendStatus('sms', p, ctx),
    });
    this.statusPush = jobs.register({
      kind: 'status_push',
      payload: ZStatusJob,
      run: (p, ctx) => this.sendPush(p, ctx),
    });
    this.confirmation = jobs.register({
      kind: 'subscription_confirmation',
      payload: ZConfirmationJob,
      run: (p, ctx) => this.sendConfirmation(p, ctx),
    });
  }

  /** In the order's transaction: its receipt, when the checkout gave an e-mail address. */
  async orderPlaced(tx: DbOrTx, order: { orderId: string; email: string | null | undefined }): Promise<void> {
    if (!order.email) return;
    await this.deps.jobs.enqueue(tx, this.receipt, `${order.orderId}:receipt`, { orderId: order.orderId });
  }

  /**
   * In the status change's transaction: the e-mail and the text about it. Whether each goes
   * (a message for this status, the customer's choices, an address or consent) is the job's to
   * decide when it runs, so a choice changed meanwhile counts.
   */
  async statusChanged(tx: DbOrTx, change: { orderId: string; statusId: number }): Promise<void> {
    const { orderId, statusId } = change;
    const payload = { orderId, statusId };
    await this.deps.jobs.enqueue(tx, this.statusEmail, `${orderId}:${statusId}:email`, payload);
    await this.deps.jobs.enqueue(tx, this.statusSms, `${orderId}:${statusId}:sms`, payload);
    await this.deps.jobs.enqueue(tx, this.statusPush, `${orderId}:${statusId}:push`, payload);
  }

  /**
   * In the subscription's transaction: the double opt-in mail. One job per address per
   * resend gap, and the job itself skips a send within the gap of the last one.
   */
  async subscriptionRequested(
    tx: DbOrTx,
    s: { retailNetworkId: number; email: string; language: string | null },
  ): Promise<void> {
    const slot = Math.floor(this.deps.clock.now().getTime() / CONFIRMATION_RESEND_GAP_MS);
    await this.deps.jobs.enqueue(tx, this.confirmation, `${s.retailNetworkId}:${s.email}:${slot}`, s);
  }

  private async sendReceipt(orderId: string, ctx: JobContext): Promise<void> {
    const { db } = this.deps;
    if (await repo.wasSent(db, ctx.key)) return;
    const row = await this.orderOf(orderId);
    if (!row.contact.email) return;
    const notice = await this.noticeOf(row);
    try {
      await this.deps.notifications.sendReceiptEmail({ ...notice, to: row.contact.email });
    } catch (err) {
      throw forQueue(err);
    }
    await repo.markSent(db, ctx.key, this.deps.clock.now());
  }

  private async sendStatus(channel: StatusChannel, job: StatusJob, ctx: JobContext): Promise<void> {
    const { db, notifications } = this.deps;
    if (await repo.wasSent(db, ctx.key)) return;
    const row = await this.orderOf(job.orderId);
    if (isSuperseded(job.statusId, row.statusId)) {
      ctx.log.info(
        { orderId: row.id, statusId: job.statusId, now: row.statusId },
        'status message superseded',
      );
      return;
    }
    const { smsConsent } = orderChoicesOf(row.additionalInfo);
    const choices = row.customerId ? await this.deps.preferences.choicesOf(row.customerId) : null;
    if (!isChannelAllowed(channel, { choices, smsConsent })) return;
    const reason = statusReasonOf(row.additionalInfo);
    let sent: unknown;
    try {
      if (channel === 'email') {
        if (!row.contact.email) return;
        sent = await notifications.sendStatusEmail({
          ...(await this.noticeOf(row)),
          to: row.contact.email,
          reason,
        });
      } else {
        if (!row.contact.phone) return;
        sent = await notifications.sendStatusSms({
          ...(await this.noticeOf(row)),
          phone: row.contact.phone,
          reason,
        });
      }
    } catch (err) {
      throw forQueue(err);
    }
    // null: this status has no such message (a new order, a delivered one by text)
    if (sent) await repo.markSent(db, ctx.key, this.deps.clock.now());
  }

  /** Push: once per subscription (push.ts marks each), only while the order is at this status. */
  private async sendPush(job: StatusJob, ctx: JobContext): Promise<void> {
    const row = await this.orderOf(job.orderId);
    if (isSuperseded(job.statusId, row.statusId)) return;
    const choices = row.customerId ? await this.deps.preferences.choicesOf(row.customerId) : null;
    if (!isPushAllowed({ isCustomerOrder: row.customerId !== null, choices })) return;
    const sent = await this.deps.push.sendStatus(
      { ...(await this.noticeOf(row)), customerId: row.customerId },
      ctx.key,
      ctx.log,
    );
    if (sent) ctx.log.info({ orderId: row.id, statusId: job.statusId, sent }, 'status pushed');
  }

  private async sendConfirmation(s: z.infer<typeof ZConfirmationJob>, ctx: JobContext): Promise<void> {
    const { db, clock } = this.deps;
    const mark = `confirm:${s.retailNetworkId}:${s.email}`;
    const since = new Date(clock.now().getTime() - CONFIRMATION_RESEND_GAP_MS);
    if (await repo.wasSent(db, mark, since)) {
      ctx.log.info(
        { retailNetworkId: s.retailNetworkId },
        'subscription confirmation sent lately: not again',
      );
      return;
    }
    try {
      await this.deps.notifications.sendSubscriptionConfirmation(s);
    } catch (err) {
      throw forQueue(err);
    }
    await repo.markSent(db, mark, clock.now());
  }

  private async orderOf(orderId: string): Promise<OrderRow> {
    const row = await repo.findOrderForNotice(this.deps.db, orderId);
    // orders are never deleted: an unknown id is a job no try can do
    if (!row) throw new PermanentJobError(`order ${orderId} was not found`);
    return row;
  }

  /** The order as its receipt shows it now, in the customer's language. */
  private async noticeOf(row: OrderRow): Promise<OrderNotice> {
    const { language } = orderChoicesOf(row.additionalInfo);
    // the payment status is read as the order's owner would: a customer's order needs their id
    const owner: Session | null = row.customerId
      ? { customerId: row.customerId, sessionId: 'notifications' }
      : null;
    const payment = await this.deps.payments.status(row.id, owner);
    const { order, choice } = await this.deps.orders.getWithPaymentChoice(row.id, language ?? undefined);
    return {
      retailNetworkId: row.retailNetworkId,
      businessRegionId: row.businessRegionId,
      receipt: receiptOf(order, choice, payment),
      language,
      isCustomerOrder: row.customerId !== null,
    };
  }
}
