/**
 * Customer care (issue 23 item 2): owners and brand managers find a customer of the networks in
 * their scope, read their card, correct their bonuses and block or unblock their number. Every
 * write is one transaction with its audit entry; a customer outside the scope is a 404, as if
 * there were none.
 */
import type {
  TCareBlockChange,
  TCareBonusAdjustment,
  TCareCustomer,
  TCareErase,
  TCareEraseResult,
  TCareExport,
  TCareExportRequest,
  TCareReviewItem,
  TCareReviewModeration,
  TCareReviewReply,
  TCareReviewsQuery,
  TCareReviewsResult,
  TCareSearchQuery,
  TCareSearchResult,
} from '@food/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { BonusService } from '../bonus/index.js';
import { assertCoversBrand, inScope, type Principal } from '../staff/index.js';
import { CareRepo } from './care-repo.js';
import { PersonalDataRepo } from './personal-data-repo.js';
import { confirmsPhone, isErasedPhone } from './personal-data.js';
import { ReviewsRepo, type ReviewRow } from './reviews-repo.js';
import { readCareQuery } from './search-query.js';

interface CareDeps {
  db: Db;
  clock: Clock;
  bonuses: BonusService;
}

export class CareService {
  private readonly repo: CareRepo;
  private readonly reviewsRepo: ReviewsRepo;
  private readonly personal: PersonalDataRepo;

  constructor(private readonly deps: CareDeps) {
    this.repo = new CareRepo(deps.db);
    this.reviewsRepo = new ReviewsRepo(deps.db);
    this.personal = new PersonalDataRepo(deps.db);
  }

  /**
   * Run before validation: care is for owners and brand managers (customers belong to a whole
   * network, outlet staff have none: 403). Whether the customer named in the path is in scope is
   * each action's first check (404), after the body is validated: a bad body is a 400 whoever it
   * names, as on every other route (the control-character walk sends it to a made-up id).
   */
  guard(principal: Principal): void {
    this.assertCareRole(principal);
  }

  async search(principal: Principal, query: TCareSearchQuery): Promise<TCareSearchResult> {
    this.assertCareRole(principal);
    if (query.retailNetworkId !== undefined) assertCoversBrand(principal, query.retailNetworkId);
    const networks =
      query.retailNetworkId !== undefined
        ? [query.retailNetworkId]
        : principal.scope.all
          ? null
          : principal.scope.retailNetworkIds;
    const read = readCareQuery(query.q, await this.repo.countries(networks));
    const rows = await this.repo.search(read, networks);
    return {
      matchedBy: read.kind,
      customers: rows.map((r) => ({
        ...r,
        isErased: isErasedPhone(r.phone),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  async card(principal: Principal, id: string): Promise<TCareCustomer> {
    const customer = await this.customerInScope(principal, id);
    const [orders, addresses, ledger, reviews, bonusBalance] = await Promise.all([
      this.repo.orders(id),
      this.repo.addresses(id),
      this.repo.ledger(id),
      this.repo.reviews(id),
      this.deps.bonuses.balance(this.deps.db, id),
    ]);
    const iso = <T extends { createdAt: Date }>(row: T) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    });
    return {
      ...iso(customer),
      isErased: isErasedPhone(customer.phone),
      orders: orders.map(iso),
      addresses,
      bonusBalance,
      bonusLedger: ledger.map(iso),
      reviews: reviews.map(iso),
    };
  }

  /** A signed ADJUSTMENT through the bonus service, with its audit entry, in one transaction. */
  async adjustBonuses(
    principal: Principal,
    id: string,
    change: TCareBonusAdjustment,
    clientIp: string,
  ): Promise<TCareCustomer> {
    await this.deps.db.transaction(async (tx) => {
      const customer = await this.repo.lockCustomer(tx, id);
      if (!customer || !inScope(principal.scope, { retailNetworkId: customer.retailNetworkId }))
        throw notFound(id);
      const after = await this.deps.bonuses.adjust(tx, {
        customerId: id,
        points: change.points,
        comment: change.reason,
      });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'customer.bonus_adjust',
          entityType: 'customer',
          entityId: id,
          retailNetworkId: customer.retailNetworkId,
          before: { bonusBalance: after - change.points },
          after: { bonusBalance: after, points: change.points, reason: change.reason },
        },
        clientIp,
      );
    });
    return this.card(principal, id);
  }

  /** Blocks (ending every session) or unblocks a customer's number for sign-in, with its audit entry. */
  async setBlocked(
    principal: Principal,
    id: string,
    change: TCareBlockChange,
    clientIp: string,
  ): Promise<TCareCustomer> {
    await this.deps.db.transaction(async (tx) => {
      const customer = await this.repo.lockCustomer(tx, id);
      if (!customer || !inScope(principal.scope, { retailNetworkId: customer.retailNetworkId }))
        throw notFound(id);
      const endedSessions = await this.repo.setBlocked(tx, id, change.blocked, this.deps.clock.now());
      await recordAudit(
        tx,
        principal,
        {
          kind: change.blocked ? 'customer.block' : 'customer.unblock',
          entityType: 'customer',
          entityId: id,
          retailNetworkId: customer.retailNetworkId,
          before: { isBlocked: customer.isBlocked },
          after: { isBlocked: change.blocked, reason: change.reason, endedSessions },
        },
        clientIp,
      );
    });
    return this.card(principal, id);
  }

  /** Reviews of the networks in scope (or the one asked), by status and score, newest first. */
  async reviews(principal: Principal, query: TCareReviewsQuery): Promise<TCareReviewsResult> {
    this.assertCareRole(principal);
    if (query.retailNetworkId !== undefined) assertCoversBrand(principal, query.retailNetworkId);
    const networks =
      query.retailNetworkId !== undefined
        ? [query.retailNetworkId]
        : principal.scope.all
          ? null
          : principal.scope.retailNetworkIds;
    const { rows, hasMore } = await this.reviewsRepo.list(query, networks);
    return { reviews: rows.map(reviewItem), nextBeforeId: hasMore ? rows.at(-1)!.id : null };
  }

  /** The brand's reply under a review (an empty text takes it away), with its audit entry. */
  async replyToReview(
    principal: Principal,
    id: number,
    change: TCareReviewReply,
    clientIp: string,
  ): Promise<TCareReviewItem> {
    const reply = change.reply === '' ? null : change.reply;
    await this.deps.db.transaction(async (tx) => {
      const review = await this.reviewInScope(tx, principal, id);
      if (review.reply === reply) return;
      await this.reviewsRepo.update(tx, id, { reply });
      await recordAudit(
        tx,
        principal,
        {
          kind: reply === null ? 'review.reply_remove' : 'review.reply',
          entityType: 'review',
          entityId: id,
          retailNetworkId: review.retailNetworkId,
          before: { reply: review.reply },
          after: { reply },
        },
        clientIp,
      );
    });
    return this.reviewItem(id);
  }

  /** Publishes or rejects a review (any status may be changed again), with its audit entry and reason. */
  async moderateReview(
    principal: Principal,
    id: number,
    change: TCareReviewModeration,
    clientIp: string,
  ): Promise<TCareReviewItem> {
    const reason = change.reason ? change.reason : null;
    await this.deps.db.transaction(async (tx) => {
      const review = await this.reviewInScope(tx, principal, id);
      if (review.status === change.status) return;
      await this.reviewsRepo.update(tx, id, { status: change.status });
      await recordAudit(
        tx,
        principal,
        {
          kind: change.status === 'PUBLISHED' ? 'review.publish' : 'review.reject',
          entityType: 'review',
          entityId: id,
          retailNetworkId: review.retailNetworkId,
          before: { status: review.status },
          after: { status: change.status, reason },
        },
        clientIp,
      );
    });
    return this.reviewItem(id);
  }

  /**
   * Everything kept about the customer, for the customer (a data-access request). Reading it is
   * audited (`customer.export`, with the reason) like a write: who took whose data, when and why.
   */
  async exportData(
    principal: Principal,
    id: string,
    request: TCareExportRequest,
    clientIp: string,
  ): Promise<TCareExport> {
    const customer = await this.customerInScope(principal, id);
    const profile = (await this.personal.profile(id))!;
    const owner = {
      id,
      retailNetworkId: profile.retailNetworkId,
      phone: profile.phone,
      email: profile.email,
    };
    const orderRows = await this.personal.orders(owner);
    const lines = await this.personal.lines(orderRows.map((o) => o.id));
    const addresses = await this.personal.addresses(id);
    const ledger = await this.personal.ledger(id);
    const ratings = await this.personal.ratings(id);
    const reviews = await this.reviewsRepo.ofCustomer(id);
    const favoriteProductIds = await this.personal.favoriteIds(id);
    const notificationPreferences = await this.personal.preferences(id);
    const subscriptions = await this.personal.emailSubscriptions(this.deps.db, owner);
    const pushSubscriptions = await this.personal.pushSubscriptions(id);
    const sessions = await this.personal.sessions(id);
    const now = this.deps.clock.now();
    await this.deps.db.transaction((tx) =>
      recordAudit(
        tx,
        principal,
        {
          kind: 'customer.export',
          entityType: 'customer',
          entityId: id,
          retailNetworkId: customer.retailNetworkId,
          after: { reason: request.reason, orders: orderRows.length },
        },
        clientIp,
      ),
    );
    const iso = (d: Date) => d.toISOString();
    const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      exportedAt: iso(now),
      customer: {
        id,
        retailNetworkId: profile.retailNetworkId,
        phone: profile.phone,
        firstName: profile.firstName,
        lastName: profile.lastName,
        middleName: profile.middleName,
        email: profile.email,
        birthDate: profile.birthDate,
        isBirthDateConfirmed: profile.isBirthDateConfirmed,
        referralCode: profile.referralCode,
        isBlocked: profile.isBlocked,
        hasAvatar: profile.imageKey !== null,
        createdAt: iso(profile.createdAt),
      },
      addresses: addresses.map(({ customerId, createdAt, ...a }) => {
        void customerId;
        return { ...a, createdAt: iso(createdAt) };
      }),
      orders: orderRows.map((o) => ({
        id: o.id,
        localId: o.localId,
        createdAt: iso(o.createdAt),
        statusId: o.statusId,
        channel: o.channel,
        deliveryType: o.deliveryType,
        contact: o.contact,
        delivery: o.delivery,
        comment: o.comment,
        paymentType: o.paymentType,
        isPaid: o.isPaid,
        amount: o.amount,
        currencyCode: profile.currencyCode,
        promoCode: o.promoCode,
        lines: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            productId: l.productId,
            name: typeof l.archived.name === 'string' ? l.archived.name : '',
            count: l.count,
            price: l.price,
            amount: l.amount,
          })),
      })),
      bonusLedger: ledger.map((e) => ({
        id: e.id,
        kind: e.kind,
        points: e.points,
        isConfirmed: e.isConfirmed,
        orderId: e.orderId,
        comment: e.comment,
        createdAt: iso(e.createdAt),
      })),
      ratings: ratings.map((r) => ({
        orderId: r.orderId,
        score: r.score,
        comment: r.comment,
        createdAt: iso(r.createdAt),
      })),
      reviews: reviews.map(reviewItem),
      favoriteProductIds,
      notificationPreferences,
      emailSubscriptions: subscriptions.map((s) => ({
        email: s.email,
        language: s.language,
        consentedAt: iso(s.consentedAt),
        confirmedAt: isoOrNull(s.confirmedAt),
        unsubscribedAt: isoOrNull(s.unsubscribedAt),
      })),
      pushSubscriptions: pushSubscriptions.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
      sessions: sessions.map((x) => ({
        createdAt: iso(x.createdAt),
        lastSeenAt: iso(x.lastSeenAt),
        expiresAt: iso(x.expiresAt),
        revokedAt: isoOrNull(x.revokedAt),
      })),
    };
  }

  /**
   * Erases the customer's personal data for good (care/README.md, "Personal data"): the typed
   * confirmation must be their phone number; the orders stay, anonymised; one transaction with
   * the audit entry, which keeps the reason and the counts, never the data erased.
   */
  async erase(
    principal: Principal,
    id: string,
    request: TCareErase,
    clientIp: string,
  ): Promise<TCareEraseResult> {
    this.assertCareRole(principal);
    const known = await this.repo.customer(this.deps.db, id);
    if (!known || !inScope(principal.scope, { retailNetworkId: known.retailNetworkId })) throw notFound(id);
    // read before the transaction: PGlite has one connection (CONTRIBUTING.md, traps)
    const [country] = await this.repo.countries([known.retailNetworkId]);
    const erasedAt = this.deps.clock.now();
    const counts = await this.deps.db.transaction(async (tx) => {
      const customer = await this.repo.lockCustomer(tx, id);
      if (!customer) throw notFound(id);
      const current = (await this.repo.customer(tx, id))!;
      if (isErasedPhone(current.phone))
        throw new AppError('CUSTOMER_ERASED', 'This customer’s personal data was erased already');
      if (!confirmsPhone(request.confirmation, current.phone, country ?? 'UA'))
        throw new AppError(
          'ERASE_CONFIRMATION_MISMATCH',
          'The confirmation is not the customer’s phone number',
          [{ path: '/confirmation' }],
        );
      const result = await this.personal.erase(tx, {
        id,
        retailNetworkId: current.retailNetworkId,
        phone: current.phone,
        email: current.email,
      });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'customer.erase',
          entityType: 'customer',
          entityId: id,
          retailNetworkId: current.retailNetworkId,
          after: { reason: request.reason, ...result },
        },
        clientIp,
      );
      return result;
    });
    return { customerId: id, erasedAt: erasedAt.toISOString(), ...counts };
  }

  private async reviewInScope(tx: DbOrTx, principal: Principal, id: number) {
    this.assertCareRole(principal);
    const review = await this.reviewsRepo.lock(tx, id);
    if (!review || !inScope(principal.scope, { retailNetworkId: review.retailNetworkId }))
      throw new AppError('REVIEW_NOT_FOUND', `No review ${id} in your scope`);
    return review;
  }

  private async reviewItem(id: number): Promise<TCareReviewItem> {
    return reviewItem((await this.reviewsRepo.one(this.deps.db, id))!);
  }

  private assertCareRole(principal: Principal): void {
    if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
      throw new AppError('FORBIDDEN', 'Customer care is for owners and brand managers');
  }

  private async customerInScope(principal: Principal, id: string) {
    this.assertCareRole(principal);
    const customer = await this.repo.customer(this.deps.db, id);
    if (!customer || !inScope(principal.scope, { retailNetworkId: customer.retailNetworkId }))
      throw notFound(id);
    return customer;
  }
}

const reviewItem = (row: ReviewRow): TCareReviewItem => ({ ...row, createdAt: row.createdAt.toISOString() });

const notFound = (id: string) => new AppError('CUSTOMER_NOT_FOUND', `No customer ${id} in your scope`);
