/**
 * Staff new-order alerts (issue 21 item 5): each new order is told to its outlet's Telegram chats
 * and e-mail addresses (the back office's per-outlet setting, staff-alert-settings.ts), once per
 * target, through the job queue.
 *
 * When: when the order becomes something the kitchen can work on, as the board's chime does
 * (backoffice `use-board.ts`: "new and workable (not held)"). An order paid on receipt, or one
 * that costs nothing, at its creation; an online order once its payment lands or once the
 * customer switches it to paying on receipt (payment module). An online order never paid is not
 * announced (the unpaid clean-up cancels it). Each caller enqueues in its own transaction, and the
 * key `${orderId}:staff:${channel}:${target}` makes a second call (a late duplicate callback, a
 * replayed request) change nothing: one alert per order and target.
 */
import type { TStaffAlertSettings, TStaffAlertSettingsView, TStaffAlertTestResult } from '@food/contracts';
import { ORDER_STATUS } from '@food/domain/order-status';
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { orderLines, orders, outlets } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ReadPart } from '../../lib/read-parts.js';
import { recordAudit } from '../audit/index.js';
import { PermanentJobError, type JobContext, type JobQueue, type JobType } from '../jobs/index.js';
import { isHeld } from '../orders/index.js';
import { assertInScope, type Principal } from '../staff/index.js';
import { messageBrandOf, type BrandRows, type MessageBrand } from './brand.js';
import { messageLanguageOf, type MessageLanguage } from './language.js';
import { MailSendError, type Mailer } from './mailer.js';
import {
  readStaffAlertSettings,
  staffAlertSettingsJson,
  staffAlertSettingsOf,
  writeStaffAlertSettings,
} from './staff-alert-settings.js';
import { renderStaffAlertEmail, renderStaffAlertTelegram, type StaffAlertOrder } from './staff-alert-text.js';
import { TelegramSendError, type TelegramSender } from './telegram.js';

export interface StaffAlertDeps {
  db: Db;
  jobs: JobQueue;
  tenants: { getTenant(rn: number): Promise<BrandRows> };
  imageUrl: (key: string) => string;
  mailer: Mailer;
  /** null: TELEGRAM_BOT_TOKEN is unset and Telegram alerts are off */
  telegram: TelegramSender | null;
  clock: Clock;
  config: { PUBLIC_API_URL: string; STOREFRONT_URL: string; MAIL_FROM: string };
}

type Channel = 'telegram' | 'email';
const ZPayload = z.object({
  orderId: z.uuid(),
  channel: z.enum(['telegram', 'email']),
  target: z.string().min(1).max(254),
});

/** the longest 429 wait honoured inside a run (its lease is a minute); longer: the queue's back-off */
const MAX_INLINE_WAIT_S = 20;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** An order the kitchen can work on: not cancelled, not held for its online payment. */
const isWorkable = (order: WorkableOrder) => order.statusId !== ORDER_STATUS.CANCELLED && !isHeld(order);

/** What deciding on a new-order alert needs of the order. */
interface WorkableOrder {
  outletId: number;
  statusId: number;
  paymentKind: number;
  isPaid: boolean;
}

interface OutletRow {
  id: number;
  retailNetworkId: number;
  name: Record<string, string>;
  timeZone: string;
}

export class StaffAlertService {
  private readonly job: JobType<z.infer<typeof ZPayload>>;
  private readonly mailDomain: string;

  constructor(private readonly deps: StaffAlertDeps) {
    this.mailDomain = deps.config.MAIL_FROM.split('@')[1] ?? 'localhost';
    this.job = deps.jobs.register({
      kind: 'staff_alert',
      payload: ZPayload,
      run: (p, ctx) => this.send(p, ctx),
      // a kitchen alert is worth little an hour later: 6 tries, about 5 s to 3 min apart (~5 min)
      maxAttempts: 6,
      backoff: { baseMs: 5_000, maxMs: 180_000 },
    });
  }

  get isTelegramOn(): boolean {
    return this.deps.telegram !== null;
  }

  /**
   * Called in the transaction that made the order workable (created, paid, switched to paying on
   * receipt): one job per configured target, unless the order is held for its online payment or
   * no longer active. Telegram targets only while a bot token is set. The order's creation uses
   * `alertsFor` instead (its order is not read back).
   */
  async orderWorkable(tx: DbOrTx, orderId: string): Promise<void> {
    const [order] = await tx
      .select({
        outletId: orders.outletId,
        statusId: orders.statusId,
        paymentKind: orders.paymentKind,
        isPaid: orders.isPaid,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!order || !isWorkable(order)) return;
    await this.enqueue(tx, orderId, this.targetsOf(await readStaffAlertSettings(tx, order.outletId)));
  }

  /**
   * The outlet's settings as a part of the order's reads before its write (lib/read-parts.ts):
   * order creation reads them with its outlet's day, then `alertsFor` its order.
   */
  settingsPart(outletId: number): ReadPart<TStaffAlertSettings> {
    return { sql: staffAlertSettingsJson(outletId), decode: staffAlertSettingsOf };
  }

  /**
   * `orderWorkable` for an order about to be written, its outlet's settings read beforehand
   * (`settingsPart`): the enqueue to run in the order's transaction, or null when there is
   * nothing to send (no target, or the order is held), so the order's write needs no transaction.
   */
  alertsFor(
    orderId: string,
    written: WorkableOrder,
    settings: TStaffAlertSettings,
  ): ((tx: DbOrTx) => Promise<void>) | null {
    const targets = isWorkable(written) ? this.targetsOf(settings) : [];
    return targets.length ? (tx) => this.enqueue(tx, orderId, targets) : null;
  }

  private targetsOf(settings: TStaffAlertSettings): Array<[Channel, string]> {
    return [
      ...(this.deps.telegram ? settings.telegramChatIds.map((t): [Channel, string] => ['telegram', t]) : []),
      ...settings.emails.map((t): [Channel, string] => ['email', t]),
    ];
  }

  private async enqueue(tx: DbOrTx, orderId: string, targets: Array<[Channel, string]>): Promise<void> {
    for (const [channel, target] of targets)
      await this.deps.jobs.enqueue(tx, this.job, `${orderId}:staff:${channel}:${target}`, {
        orderId,
        channel,
        target,
      });
  }

  // ---------------------------------------------------------------- the back office's settings

  async outletInScope(principal: Principal, outletId: number): Promise<OutletRow> {
    const [row] = await this.deps.db
      .select({
        id: outlets.id,
        retailNetworkId: outlets.retailNetworkId,
        name: outlets.name,
        timeZone: outlets.timeZone,
      })
      .from(outlets)
      .where(eq(outlets.id, outletId))
      .limit(1);
    if (!row) throw new AppError('RESTAURANT_NOT_FOUND', `Outlet ${outletId} was not found`);
    assertInScope(principal, { retailNetworkId: row.retailNetworkId, outletId });
    return row;
  }

  async getSettings(principal: Principal, outletId: number): Promise<TStaffAlertSettingsView> {
    await this.outletInScope(principal, outletId);
    return this.view(outletId, await readStaffAlertSettings(this.deps.db, outletId));
  }

  async putSettings(
    principal: Principal,
    outletId: number,
    next: TStaffAlertSettings,
    ip: string | null,
  ): Promise<TStaffAlertSettingsView> {
    const outlet = await this.outletInScope(principal, outletId);
    await this.deps.db.transaction(async (tx) => {
      const before = await readStaffAlertSettings(tx, outletId);
      await writeStaffAlertSettings(tx, outletId, next, this.deps.clock.now());
      await recordAudit(
        tx,
        principal,
        {
          kind: 'outlet.staff_alerts',
          entityType: 'outlet',
          entityId: outletId,
          retailNetworkId: outlet.retailNetworkId,
          outletId,
          before,
          after: next,
        },
        ip,
      );
    });
    return this.view(outletId, next);
  }

  /** A sample alert to every saved target now, not queued: the answer says what each did. */
  async sendTest(principal: Principal, outletId: number, ip: string | null): Promise<TStaffAlertTestResult> {
    const outlet = await this.outletInScope(principal, outletId);
    const settings = await readStaffAlertSettings(this.deps.db, outletId);
    const { brand, language } = await this.context(outlet.retailNetworkId, settings);
    const now = this.deps.clock.now();
    const sample: StaffAlertOrder = {
      localId: 1234,
      outletName: this.outletName(outlet, brand, language),
      isPickup: false,
      deliverAt: null,
      expectedAt: new Date(now.getTime() + 45 * 60_000),
      timeZone: outlet.timeZone,
      amount: 45_000,
      itemsCount: 3,
      isPaid: false,
      boardUrl: this.boardUrl(outletId, null),
      isTest: true,
    };
    const results: TStaffAlertTestResult['results'] = [];
    const signal = new AbortController().signal;
    for (const target of settings.telegramChatIds) {
      if (!this.deps.telegram) {
        results.push({ channel: 'telegram', target, outcome: 'OFF', error: null });
        continue;
      }
      try {
        await this.deps.telegram.sendMessage(
          target,
          renderStaffAlertTelegram(sample, brand, language),
          signal,
        );
        results.push({ channel: 'telegram', target, outcome: 'SENT', error: null });
      } catch (err) {
        results.push({ channel: 'telegram', target, outcome: 'FAILED', error: errorText(err) });
      }
    }
    for (const target of settings.emails) {
      try {
        const mail = renderStaffAlertEmail(sample, brand, language);
        await this.deps.mailer.send({ to: target, fromName: brand.name, ...mail });
        results.push({ channel: 'email', target, outcome: 'SENT', error: null });
      } catch (err) {
        results.push({ channel: 'email', target, outcome: 'FAILED', error: errorText(err) });
      }
    }
    await recordAudit(
      this.deps.db,
      principal,
      {
        kind: 'outlet.staff_alerts_test',
        entityType: 'outlet',
        entityId: outletId,
        retailNetworkId: outlet.retailNetworkId,
        outletId,
        after: {
          results: results.map((r) => ({ channel: r.channel, target: r.target, outcome: r.outcome })),
        },
      },
      ip,
    );
    return { results };
  }

  private view(outletId: number, s: TStaffAlertSettings): TStaffAlertSettingsView {
    return { outletId, ...s, isTelegramOn: this.isTelegramOn, isEmailOn: this.deps.mailer.name === 'smtp' };
  }

  // ---------------------------------------------------------------- the job

  private async send(p: z.infer<typeof ZPayload>, ctx: JobContext): Promise<void> {
    const alert = await this.readAlert(p.orderId);
    // a cancelled or vanished order has nothing left to cook
    if (!alert) return;
    const { order, outlet } = alert;
    const settings = await readStaffAlertSettings(this.deps.db, outlet.id);
    // a target removed since the order (a wrong address fixed) is not written to any more
    const targets: readonly string[] = p.channel === 'telegram' ? settings.telegramChatIds : settings.emails;
    if (!targets.includes(p.target)) return;
    const { brand, language } = await this.context(outlet.retailNetworkId, settings);
    const facts: StaffAlertOrder = {
      localId: order.localId,
      outletName: this.outletName(outlet, brand, language),
      isPickup: order.deliveryType === 1,
      deliverAt: order.deliverAt,
      expectedAt: order.expectedAt,
      timeZone: outlet.timeZone,
      amount: order.amount,
      itemsCount: alert.itemsCount,
      isPaid: order.isPaid,
      boardUrl: this.boardUrl(outlet.id, p.orderId),
    };
    if (p.channel === 'telegram')
      await this.sendTelegram(p.target, renderStaffAlertTelegram(facts, brand, language), ctx);
    else await this.sendEmail(p, brand, renderStaffAlertEmail(facts, brand, language));
  }

  private async sendTelegram(chatId: string, text: string, ctx: JobContext): Promise<void> {
    const telegram = this.deps.telegram;
    if (!telegram) throw new PermanentJobError('Telegram alerts are off: TELEGRAM_BOT_TOKEN is not set');
    for (let isRetry = false; ; isRetry = true) {
      try {
        await telegram.sendMessage(chatId, text, ctx.signal);
        return;
      } catch (err) {
        if (!(err instanceof TelegramSendError)) throw err;
        if (err.isPermanent) throw new PermanentJobError(err.message);
        // a short 429 wait is honoured here (the queue's first back-off could be shorter)
        const wait = err.retryAfterSeconds;
        if (isRetry || wait === null || wait > MAX_INLINE_WAIT_S || ctx.signal.aborted) throw err;
        await sleep(wait * 1000, ctx.signal);
        if (ctx.signal.aborted) throw err;
      }
    }
  }

  private async sendEmail(
    p: z.infer<typeof ZPayload>,
    brand: MessageBrand,
    mail: { subject: string; html: string; text: string },
  ): Promise<void> {
    // one Message-ID per order and address, whatever the attempt
    const who = createHash('sha256').update(p.target).digest('hex').slice(0, 12);
    try {
      await this.deps.mailer.send({
        to: p.target,
        fromName: brand.name,
        ...mail,
        messageId: `<staff-alert.${p.orderId}.${who}@${this.mailDomain}>`,
      });
    } catch (err) {
      if (err instanceof MailSendError && err.isPermanent) throw new PermanentJobError(err.message);
      throw err;
    }
  }

  private async readAlert(orderId: string) {
    const { db } = this.deps;
    const [row] = await db
      .select({
        order: orders,
        outlet: {
          id: outlets.id,
          retailNetworkId: outlets.retailNetworkId,
          name: outlets.name,
          timeZone: outlets.timeZone,
        },
      })
      .from(orders)
      .innerJoin(outlets, eq(outlets.id, orders.outletId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row || row.order.statusId === ORDER_STATUS.CANCELLED) return null;
    // dishes: top-level lines by quantity (an addon line hangs under its dish)
    const [count] = await db
      .select({ n: sql<number>`coalesce(sum(${orderLines.count}), 0)::int` })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.parentProductId)));
    return { order: row.order, outlet: row.outlet, itemsCount: Number(count?.n ?? 0) };
  }

  private async context(
    rn: number,
    settings: TStaffAlertSettings,
  ): Promise<{ brand: MessageBrand; language: MessageLanguage }> {
    const brand = messageBrandOf(await this.deps.tenants.getTenant(rn), {
      storefrontUrl: this.deps.config.STOREFRONT_URL,
      imageUrl: this.deps.imageUrl,
    });
    // the outlet's chosen staff language even when the brand does not serve it to customers
    return { brand, language: settings.language ?? messageLanguageOf(null, brand) };
  }

  private outletName(outlet: OutletRow, brand: MessageBrand, language: MessageLanguage): string {
    return outlet.name[language] ?? outlet.name[brand.defaultLanguage] ?? Object.values(outlet.name)[0] ?? '';
  }

  /** the board, filtered to the outlet (the back office is served by the API at /admin/) */
  private boardUrl(outletId: number, orderId: string | null): string {
    const query = `outlet=${outletId}${orderId ? `&order=${orderId}` : ''}`;
    return `${this.deps.config.PUBLIC_API_URL}/admin/?${query}`;
  }
}

/** What a failed test send says in the back office: the provider's words, never a token. */
function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
