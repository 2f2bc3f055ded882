import {
  ACTIVE_ORDER_STATUSES,
  ORDER_STATUS,
  type TAddFeedbackBody,
  type TLanguage,
  type TOrder,
  type TOrderStatistic,
  type TOrdersList,
  type TPrediction,
} from '@food/contracts';
import { servedLanguage } from '@food/domain/language';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { timeZoneOffsetHours } from '../catalog/index.js';
import { pickText, type ProductCatalog } from '../catalog/index.js';
import { isHeld } from './payment-hold.js';
import { expectedAtOf } from './expected-at.js';
import { pageCount, statusIdsOf } from './order-filter.js';
import * as repo from './orders-repo.js';
import { pickPrediction } from './predictions.js';
import { reviewAuthorName, reviewStatusOf } from './review-from-rating.js';
import { lineOptionsIn } from '../option-groups/index.js';
import type { PaymentChoice } from './receipt-read-model.js';

/** a completed order can be rated for two weeks */
const FEEDBACK_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Reads of a customer's orders (orders are written by the checkout, modules/order-service, and
 * moved by the operator API). Callers have checked that the session owns the user id or order
 * (lib/session.ts customerGuard); queries are still scoped to the customer.
 */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly catalog: ProductCatalog,
    private readonly clock: Clock,
    /** FEEDBACK_AUTO_PUBLISH: a rated order's text reaches the public page without moderation */
    private readonly reviews: { autoPublish: boolean } = { autoPublish: false },
  ) {}

  findOrderOwner = (orderId: string) => repo.findOrderOwner(this.db, orderId);

  async list(
    customerId: string,
    q: { page: number; size: number; statusId?: number | number[] },
  ): Promise<TOrdersList> {
    const statusIds = statusIdsOf(q.statusId);
    const [total, rows] = await Promise.all([
      repo.countOrders(this.db, customerId, statusIds),
      repo.listOrders(this.db, customerId, { statusIds, limit: q.size, offset: (q.page - 1) * q.size }),
    ]);
    return {
      data: await this.present(rows),
      pagination: { page: q.page, size: q.size, total, totalPages: pageCount(total, q.size) },
    };
  }

  async get(orderId: string): Promise<TOrder> {
    const row = await repo.findOrder(this.db, orderId);
    if (!row) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
    return (await this.present([row]))[0]!;
  }

  /**
   * One order with what the checkout kept of the payment choice, for its receipt
   * (receipt-read-model.ts), its names in `lang` when the brand speaks it (else its default).
   */
  async getWithPaymentChoice(
    orderId: string,
    lang?: string,
  ): Promise<{ order: TOrder; choice: PaymentChoice }> {
    const row = await repo.findOrder(this.db, orderId);
    if (!row) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
    const [order] = await this.present([row], lang);
    const { paymentMethod, change } = row.additionalInfo;
    return { order: order!, choice: { paymentMethod, change } };
  }

  async statistic(customerId: string): Promise<TOrderStatistic> {
    return repo.countByStatus(this.db, customerId);
  }

  async feedbackAwaiting(customerId: string): Promise<TOrder[]> {
    const since = new Date(this.clock.now().getTime() - FEEDBACK_WINDOW_MS);
    return this.present(await repo.listAwaitingFeedback(this.db, customerId, ORDER_STATUS.COMPLETED, since));
  }

  /**
   * One rating per completed order, by its customer. It also becomes a review on the city's
   * public feedbacks page, published or waiting for staff (review-from-rating.ts).
   */
  async addFeedback(customerId: string, orderId: string, body: TAddFeedbackBody): Promise<void> {
    const order = await repo.findOrder(this.db, orderId);
    if (!order || order.customerId !== customerId)
      throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
    if (order.statusId !== ORDER_STATUS.COMPLETED) {
      throw new AppError('FEEDBACK_NOT_ALLOWED', 'An order can be rated once it is completed');
    }
    // read before the transaction: PGlite has one connection (CONTRIBUTING.md, traps)
    const { brand } = await this.tenants.getTenant(order.retailNetworkId);
    const names = await repo.findCustomerNames(this.db, customerId);
    const language = servedLanguage(body.language, brand);
    const now = this.clock.now();
    const inserted = await this.db.transaction(async (tx) => {
      const isNew = await repo.insertFeedback(tx, {
        orderId,
        customerId,
        score: body.score,
        comment: body.comment,
        createdAt: now,
      });
      if (isNew)
        await repo.insertReview(tx, {
          retailNetworkId: order.retailNetworkId,
          businessRegionId: order.businessRegionId,
          customerId,
          orderId,
          authorName: reviewAuthorName(names, order.contact.name),
          language,
          score: body.score,
          comment: body.comment,
          status: reviewStatusOf(body.comment, this.reviews.autoPublish),
          createdAt: now,
        });
      return isNew;
    });
    if (!inserted) throw new AppError('FEEDBACK_NOT_ALLOWED', 'This order has already been rated');
  }

  async lastActive(customerId: string): Promise<TOrder | null> {
    const row = await repo.findLatestOrder(this.db, customerId, [...ACTIVE_ORDER_STATUSES]);
    return row ? (await this.present([row]))[0]! : null;
  }

  async lastCompleted(customerId: string): Promise<TOrder | null> {
    const row = await repo.findLatestOrder(this.db, customerId, [ORDER_STATUS.COMPLETED]);
    return row ? (await this.present([row]))[0]! : null;
  }

  prediction(language: TLanguage): TPrediction {
    return { language, prediction: pickPrediction(language) };
  }

  /**
   * Orders with their lines, today's catalogue entries, outlet, time zone and feedback; names in
   * `askedLang` when the brand speaks it, else in its default language.
   */
  private async present(rows: repo.OrderRow[], askedLang?: string): Promise<TOrder[]> {
    const ids = rows.map((r) => r.id);
    const [lines, feedbacks, outlets] = await Promise.all([
      repo.listLines(this.db, ids),
      repo.listFeedbacks(this.db, ids),
      repo.listOutlets(this.db, [...new Set(rows.map((r) => r.outletId))]),
    ]);
    const outletById = new Map(outlets.map((o) => [o.id, o]));
    const feedbackByOrder = new Map(feedbacks.map((f) => [f.orderId, f]));
    const result: TOrder[] = [];
    for (const row of rows) {
      const { brand, network } = await this.tenants.getTenant(row.retailNetworkId);
      const lang = servedLanguage(askedLang, brand);
      // archived products are in the catalogue too (flagged), so old orders still show them
      const { byId } = await this.catalog.getCatalogue({
        rn: row.retailNetworkId,
        br: row.businessRegionId,
        outletId: null,
        lang,
        target: 'WEB',
      });
      const outlet = outletById.get(row.outletId);
      const timeZone = outlet?.timeZone ?? 'UTC';
      const feedback = feedbackByOrder.get(row.id);
      result.push({
        id: row.id,
        localId: row.localId,
        retailNetworkId: row.retailNetworkId,
        businessRegionId: row.businessRegionId,
        outletId: row.outletId,
        outlet: outlet
          ? {
              id: outlet.id,
              name: pickText(outlet.name, lang, brand.defaultLanguage),
              address: pickText(outlet.address, lang, brand.defaultLanguage),
              phone: outlet.phone,
            }
          : null,
        statusId: row.statusId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        deliverAt: row.deliverAt?.toISOString() ?? null,
        delivery: { ...row.delivery, type: row.deliveryType },
        paymentType: row.paymentType,
        paymentKind: row.paymentKind,
        isPaid: row.isPaid,
        productsAmount: row.productsAmount,
        discountAmount: row.discountAmount,
        deliveryPrice: row.deliveryPrice,
        bonusAmount: row.bonusAmount,
        amount: row.amount,
        currencyCode: network.currencyCode,
        promoCode: row.promoCode,
        comment: row.comment,
        products: lines
          .filter((l) => l.orderId === row.id)
          .map((l) => {
            const product = byId.get(l.productId) ?? null;
            const archivedName = typeof l.archived.name === 'string' ? l.archived.name : undefined;
            // a line keeps its name in the default language only: in another, the dish's own name there
            const nameInLang =
              lang === brand.defaultLanguage
                ? undefined
                : product?.localization.find((x) => x.language === lang)?.name.trim() || undefined;
            return {
              productId: l.productId,
              count: l.count,
              price: l.price,
              oldPrice: l.oldPrice,
              amount: l.amount,
              parentProductId: l.parentProductId,
              name: nameInLang ?? archivedName ?? product?.name ?? `#${l.productId}`,
              product,
              // the choices of the moment, in the names they had then (issue 19)
              ...(l.options?.length
                ? { options: lineOptionsIn(l.options, lang, brand.defaultLanguage) }
                : {}),
            };
          }),
        timeZone,
        timeZoneOffsetHours: timeZoneOffsetHours(timeZone, row.createdAt),
        feedback: feedback
          ? { score: feedback.score, comment: feedback.comment, reply: feedback.reply }
          : null,
        expectedAt: expectedAtOf(row),
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
        // the restaurant waits for the online payment before it cooks (the board holds it)
        awaitingPayment: isHeld(row),
        refundedAmount: row.refundedAmount,
      });
    }
    return result;
  }
}
