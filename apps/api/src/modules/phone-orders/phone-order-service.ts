/**
 * Orders taken by phone (issue 23 item 3): an operator finds or creates the caller as a customer,
 * picks their saved address, a typed one or a pickup restaurant, orders from the menu of the
 * outlet that serves it, and places the order through the storefront's own calculation and order
 * creation (channel 'phone'). Online payment is a link texted to the customer. Owners and brand
 * managers only (customers belong to a whole network); every write is audited.
 */
import {
  ORDER_STATUS,
  type TAddressSuggestion,
  type TCareSearchResult,
  type TPhoneOrderCalculation,
  type TPhoneOrderCustomer,
  type TPhoneOrderCustomerCreate,
  type TPhoneOrderCustomerSearch,
  type TPhoneOrderDraft,
  type TPhoneOrderLinkResent,
  type TPhoneOrderMenu,
  type TPhoneOrderMenuQuery,
  type TPhoneOrderPlaced,
} from '@food/contracts';
import { brandPhoneCountries, readPhone } from '@food/domain/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Session } from '../../lib/session.js';
import type { Outlet, TenantRegistry } from '../../lib/tenant.js';
import type { AddressService } from '../addresses/index.js';
import { recordAudit } from '../audit/index.js';
import type { SmsProvider } from '../auth/index.js';
import type { CareService } from '../care/index.js';
import { pickText, type ProductCatalog } from '../catalog/index.js';
import type { CustomerService } from '../customer/index.js';
import type { DeliveryZoneService, ZoneMatch } from '../delivery-zones/index.js';
import type { CheckoutService, OrderCreationService } from '../order-service/index.js';
import type { PaymentService } from '../payment/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import { checkoutRequestOf, type DraftCustomer } from './draft-request.js';
import { decideLinkResend, LINK_RESEND_WAIT_SECONDS } from './link-resend-rules.js';
import { paymentLinkText } from './payment-link-text.js';
import {
  findCustomer,
  findOrderForLink,
  LINK_TEXT_KIND,
  linkTextsOf,
  listAddresses,
  lockLinkTexts,
  nameNewCustomer,
} from './phone-orders-repo.js';

interface PhoneOrderDeps {
  db: Db;
  clock: Clock;
  tenants: TenantRegistry;
  /** the care search's rules: a phone as typed, a name, an e-mail or an order number */
  care: CareService;
  customers: CustomerService;
  addresses: AddressService;
  products: ProductCatalog;
  deliveryZones: DeliveryZoneService;
  checkout: CheckoutService;
  orderCreation: OrderCreationService;
  /** the order's payment state and its open payment page, or a new one (resending the link) */
  payments: PaymentService;
  sms: SmsProvider;
}

export class PhoneOrderService {
  constructor(private readonly deps: PhoneOrderDeps) {}

  /**
   * Run before validation: phone orders are for owners and brand managers, as customer care is
   * (a caller is a customer of a whole network; outlet staff and API keys get 403). Which network
   * and customer is each action's check after validation.
   */
  guard(principal: Principal): void {
    if (principal.kind !== 'staff')
      throw new AppError('FORBIDDEN', 'Orders by phone are taken by staff members, not API keys');
    if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
      throw new AppError('FORBIDDEN', 'Orders by phone are taken by owners and brand managers');
  }

  async searchCustomers(principal: Principal, query: TPhoneOrderCustomerSearch): Promise<TCareSearchResult> {
    this.guard(principal);
    return this.deps.care.search(principal, { q: query.q, retailNetworkId: query.retailNetworkId });
  }

  async customer(principal: Principal, id: string): Promise<TPhoneOrderCustomer> {
    const customer = await this.customerInScope(principal, id);
    return this.view(customer, false);
  }

  /** The customer of a typed phone, made (with the name given) when the network has none. */
  async createCustomer(
    principal: Principal,
    input: TPhoneOrderCustomerCreate,
    clientIp: string,
  ): Promise<TPhoneOrderCustomer> {
    this.guard(principal);
    const rn = input.retailNetworkId;
    assertCoversBrand(principal, rn);
    const tenant = await this.deps.tenants.getTenant(rn);
    const countries = brandPhoneCountries(tenant.network.countryCode, tenant.brand.env.SMS_EXTRA_COUNTRIES);
    const reading = readPhone(input.phone, countries);
    if (!reading.ok) {
      const detail = { in: 'body', path: '/phone', servedCountries: countries };
      if (reading.reason === 'INVALID')
        throw new AppError(
          'INVALID_PHONE',
          `Invalid body: /phone ${input.phone} is not a valid phone number`,
          [{ ...detail, message: 'not a valid phone number' }],
        );
      throw new AppError(
        'PHONE_COUNTRY_NOT_SERVED',
        `Invalid body: /phone ${input.phone} is a number of ${reading.country ?? 'no country'}; ${tenant.brand.name} takes numbers of ${countries.join(', ')}`,
        [{ ...detail, country: reading.country, message: 'a number of a country the brand does not serve' }],
      );
    }
    const { id, isNew } = await this.deps.db.transaction(async (tx) => {
      const found = await this.deps.customers.findOrCreateByPhone(
        tx,
        rn,
        reading.e164,
        this.deps.clock.now(),
      );
      if (found.isNew) {
        await nameNewCustomer(tx, found.customer.id, {
          firstName: input.firstName,
          lastName: input.lastName,
        });
        await recordAudit(
          tx,
          principal,
          {
            kind: 'customer.create',
            entityType: 'customer',
            entityId: found.customer.id,
            retailNetworkId: rn,
            after: {
              phone: reading.e164,
              firstName: input.firstName,
              lastName: input.lastName,
              via: 'phone order',
            },
          },
          clientIp,
        );
      }
      return { id: found.customer.id, isNew: found.isNew };
    });
    const customer = await findCustomer(this.deps.db, id);
    return this.view(customer!, isNew);
  }

  /** Addresses matching what the operator typed, placed in the network's cities (the storefront's suggestions). */
  async suggestAddresses(
    principal: Principal,
    q: { retailNetworkId: number; businessRegionId: number; query: string; lang?: string },
  ): Promise<TAddressSuggestion[]> {
    this.guard(principal);
    assertCoversBrand(principal, q.retailNetworkId);
    return this.deps.addresses.suggest({ ...q, limit: 10 });
  }

  /**
   * The menu of the outlet that serves the order: the pickup restaurant given, or the one whose
   * delivery zone holds the address (none: 422 OUTLET_NOT_FOUND, as checkout answers). Prices are
   * the menu's now; products on the outlet's stop list (read now, not cached) are marked.
   */
  async menu(principal: Principal, q: TPhoneOrderMenuQuery): Promise<TPhoneOrderMenu> {
    this.guard(principal);
    const rn = q.retailNetworkId;
    assertCoversBrand(principal, rn);
    const { tenants, products } = this.deps;
    const tenant = await tenants.getTenant(rn);
    let outlet: Outlet;
    let zone: ZoneMatch | null = null;
    if (q.outletId !== undefined) {
      const found = (await tenants.listOutlets(rn)).find((o) => o.id === q.outletId);
      if (!found)
        throw new AppError('OUTLET_NOT_FOUND', `Restaurant ${q.outletId} is not in retail network ${rn}`, [
          { outletId: q.outletId },
        ]);
      outlet = found;
    } else {
      zone = await this.deps.deliveryZones.locateInNetwork({
        retailNetworkId: rn,
        lat: q.lat!,
        lng: q.lng!,
        ...(q.lang ? { lang: q.lang } : {}),
      });
      if (!zone)
        throw new AppError('OUTLET_NOT_FOUND', 'No outlet delivers to this address', [
          { location: { lat: q.lat, lng: q.lng } },
        ]);
      outlet = await tenants.getOutlet(rn, zone.outletId);
    }
    const lang = await products.languageFor(rn, q.lang);
    const key = { rn, br: outlet.businessRegionId, outletId: outlet.id, lang, target: 'WEB' };
    const catalogue = await products.getCatalogue(key, await products.stopsFor(key, true));
    const sold = catalogue.products.filter((p) => !p.isAddon && !p.isArchived);
    const used = new Set(sold.map((p) => p.categoryId));
    const categories = (await products.listCategories(rn))
      .filter((c) => !c.isAddons && used.has(c.id))
      .map((c) => ({ id: c.id, name: pickText(c.names, lang, tenant.brand.defaultLanguage) }));
    return {
      retailNetworkId: rn,
      businessRegionId: outlet.businessRegionId,
      outletId: outlet.id,
      outletName: pickText(outlet.name, lang, tenant.brand.defaultLanguage),
      currencyCode: tenant.network.currencyCode,
      zone: zone && {
        name: zone.name,
        deliveryPrice: zone.deliveryPrice,
        minOrderAmount: zone.minOrderAmount,
        deliveryTimeMinutes: zone.deliveryTimeMinutes,
      },
      categories,
      products: sold.map((p) => ({
        id: p.id,
        article: p.article,
        name: p.name,
        categoryId: p.categoryId,
        price: p.price,
        oldPrice: p.oldPrice,
        isOnStop: p.isOnStop,
        optionGroups: p.optionGroups ?? [],
      })),
    };
  }

  /** The storefront's calculation of the draft, for the customer picked. */
  async calculate(principal: Principal, draft: TPhoneOrderDraft): Promise<TPhoneOrderCalculation> {
    const customer = await this.draftCustomer(principal, draft);
    const priced = await this.deps.checkout.price(checkoutRequestOf(draft, customer), sessionOf(customer));
    return { calculation: priced.calculation };
  }

  /**
   * Places the draft through the storefront's order creation with channel 'phone' and the audit
   * entry in the order's transaction; an online order's payment link is then texted to the
   * customer (a failed text leaves the order standing and says so). A replay of the same
   * Idempotency-Key answers the first order and texts nothing.
   */
  async place(
    principal: Principal,
    draft: TPhoneOrderDraft,
    idempotencyKey: string | undefined,
    clientIp: string,
    log: FastifyBaseLogger,
  ): Promise<{ status: number; body: TPhoneOrderPlaced; isReplay: boolean }> {
    const customer = await this.draftCustomer(principal, draft);
    const rn = draft.retailNetworkId;
    const result = await this.deps.orderCreation.create(
      checkoutRequestOf(draft, customer),
      sessionOf(customer),
      idempotencyKey,
      {
        channel: 'phone',
        alongside: (tx, order) =>
          recordAudit(
            tx,
            principal,
            {
              kind: 'phone_order.create',
              entityType: 'order',
              entityId: order.orderId,
              retailNetworkId: rn,
              outletId: order.outletId,
              after: {
                localId: order.localId,
                customerId: customer.id,
                contactName: draft.contactName,
                deliveryType: draft.deliveryType,
                paymentType: draft.paymentType,
                promoCode: draft.promoCode || null,
                amount: order.amount,
                lines: draft.products.length,
              },
            },
            clientIp,
          ),
      },
    );
    const created = result.body;
    const paymentLink =
      created.paymentUrl && !result.isReplay
        ? await this.textPaymentLink(principal, {
            rn,
            orderId: created.orderId,
            localId: created.localId,
            url: created.paymentUrl,
            phone: customer.phone,
            language: draft.language,
            clientIp,
            log,
          })
        : null;
    return {
      status: result.status,
      isReplay: result.isReplay,
      body: {
        orderId: created.orderId,
        localId: created.localId,
        outletId: created.orderResponse.outletId!,
        amount: created.amount,
        currencyCode: created.currencyCode,
        paymentType: created.paymentType,
        isPaid: created.isPaid,
        paymentUrl: created.paymentUrl,
        paymentLink,
        calculation: created.orderResponse,
      },
    };
  }

  /**
   * Texts the payment link of an unpaid phone order to its customer again (the caller did not get
   * it, deleted it, or their card was declined): the open payment page, or a new attempt when the
   * last one failed or expired. 404 for an order outside the member's brands; 409 for one not
   * taken by phone, paid, cancelled or paid on receipt. At most one text a minute and five in all
   * per order, the one at placement included (link-resend-rules.ts): the count is read and the
   * text claimed (its audit entry) under a lock of the order, so two presses at once, on any
   * instance, text once. Only then is a new attempt opened and the text sent; a failed text is
   * audited as `phone_order.payment_link.failed` and said in the answer, as at placement.
   */
  async resendPaymentLink(
    principal: Principal,
    orderId: string,
    clientIp: string,
    log: FastifyBaseLogger,
  ): Promise<TPhoneOrderLinkResent> {
    this.guard(principal);
    const { db, payments } = this.deps;
    const order = await findOrderForLink(db, orderId);
    if (!order || !inScopeOf(principal, order.retailNetworkId))
      throw new AppError('ORDER_NOT_FOUND', `No order ${orderId} in your scope`);
    const customer =
      order.channel === 'phone' && order.customerId ? await findCustomer(db, order.customerId) : null;
    if (!customer)
      throw new AppError(
        'PAYMENT_NOT_REQUIRED',
        `Order ${order.localId} was not taken by phone: its customer pays on the page they ordered from`,
        [{ channel: order.channel }],
      );
    const session = sessionOf(customer);
    const state = await payments.status(order.id, session);
    if (state.isPaid) throw new AppError('ORDER_ALREADY_PAID', `Order ${order.localId} is already paid`);
    if (state.status === 'NOT_REQUIRED')
      throw new AppError(
        'PAYMENT_NOT_REQUIRED',
        state.orderStatusId === ORDER_STATUS.CANCELLED
          ? `Order ${order.localId} is cancelled`
          : `Order ${order.localId} is paid on receipt, not online`,
        [{ orderStatusId: state.orderStatusId, paymentType: state.paymentType }],
      );

    const rn = order.retailNetworkId;
    const decision = await db.transaction(async (tx) => {
      await lockLinkTexts(tx, order.id);
      const verdict = decideLinkResend(await linkTextsOf(tx, order.id));
      if (verdict.ok)
        await recordAudit(
          tx,
          principal,
          {
            kind: LINK_TEXT_KIND,
            entityType: 'order',
            entityId: order.id,
            retailNetworkId: rn,
            outletId: order.outletId,
            after: { recipient: customer.phone, resend: true },
          },
          clientIp,
        );
      return verdict;
    });
    if (!decision.ok)
      throw decision.reason === 'RESEND_TOO_SOON'
        ? new AppError(
            'RESEND_TOO_SOON',
            `The link of order ${order.localId} was texted moments ago; it can be sent again in ${decision.retryAfterSeconds} s`,
            [{ retryAfterSeconds: decision.retryAfterSeconds }],
          )
        : new AppError(
            'SEND_LIMIT_REACHED',
            `The link of order ${order.localId} was texted as many times as it may be; read it out or take cash`,
            [{ paymentUrl: state.paymentUrl }],
          );

    let paymentUrl = state.paymentUrl;
    let text: { recipient: string; sent: boolean; error: string | null };
    try {
      // the last attempt failed or expired: a new page (the old ones can no longer charge)
      paymentUrl ??= (await payments.payAgain(order.id, session, null)).paymentUrl;
      text = await this.sendLinkText(
        { rn, localId: order.localId, url: paymentUrl, phone: customer.phone, language: languageOf(order) },
        log,
      );
    } catch (err) {
      await this.recordLinkFailure(principal, order, customer.phone, err, clientIp);
      throw err;
    }
    if (!text.sent) {
      log.warn(
        { orderId: order.id, error: text.error },
        'the payment link of a phone order was not texted again',
      );
      await this.recordLinkFailure(principal, order, customer.phone, text.error, clientIp);
    }
    return {
      orderId: order.id,
      localId: order.localId,
      paymentUrl,
      paymentLink: text,
      resendAfterSeconds: LINK_RESEND_WAIT_SECONDS,
      textsLeft: decision.textsLeft,
    };
  }

  private recordLinkFailure(
    principal: Principal,
    order: { id: string; retailNetworkId: number; outletId: number },
    recipient: string,
    err: unknown,
    clientIp: string,
  ): Promise<void> {
    const error = err instanceof Error ? err.message : String(err);
    return this.deps.db.transaction((tx) =>
      recordAudit(
        tx,
        principal,
        {
          kind: `${LINK_TEXT_KIND}.failed`,
          entityType: 'order',
          entityId: order.id,
          retailNetworkId: order.retailNetworkId,
          outletId: order.outletId,
          after: { recipient, error },
        },
        clientIp,
      ),
    );
  }

  /** The link's text in the caller's language (else the brand's), through the brand's sender. */
  private async sendLinkText(
    o: { rn: number; localId: number; url: string; phone: string; language: string | undefined },
    log: FastifyBaseLogger,
  ): Promise<{ recipient: string; sent: boolean; error: string | null }> {
    const { brand } = await this.deps.tenants.getTenant(o.rn);
    const text = paymentLinkText(o.language ?? brand.defaultLanguage, {
      brandName: brand.name,
      localId: o.localId,
      url: o.url,
    });
    const sender = typeof brand.env.SMS_SENDER === 'string' ? brand.env.SMS_SENDER.trim() : '';
    try {
      await this.deps.sms.send({ recipient: o.phone, text, ...(sender ? { sender } : {}) }, log);
      return { recipient: o.phone, sent: true, error: null };
    } catch (err) {
      return { recipient: o.phone, sent: false, error: err instanceof Error ? err.message : String(err) };
    }
  }

  private async textPaymentLink(
    principal: Principal,
    o: {
      rn: number;
      orderId: string;
      localId: number;
      url: string;
      phone: string;
      language: string | undefined;
      clientIp: string;
      log: FastifyBaseLogger;
    },
  ): Promise<{ recipient: string; sent: boolean; error: string | null }> {
    const { error } = await this.sendLinkText(o, o.log);
    if (error !== null)
      o.log.warn({ orderId: o.orderId, error }, 'the payment link of a phone order was not texted');
    await this.deps.db.transaction((tx) =>
      recordAudit(
        tx,
        principal,
        {
          kind: LINK_TEXT_KIND,
          entityType: 'order',
          entityId: o.orderId,
          retailNetworkId: o.rn,
          after: { recipient: o.phone, sent: error === null, ...(error ? { error } : {}) },
        },
        o.clientIp,
      ),
    );
    return { recipient: o.phone, sent: error === null, error };
  }

  /** The draft's customer, of the draft's network and in the member's scope (else 403 / 404). */
  private async draftCustomer(principal: Principal, draft: TPhoneOrderDraft): Promise<DraftCustomer> {
    this.guard(principal);
    assertCoversBrand(principal, draft.retailNetworkId);
    const customer = await findCustomer(this.deps.db, draft.customerId);
    if (!customer || customer.retailNetworkId !== draft.retailNetworkId) throw notFound(draft.customerId);
    return customer;
  }

  private async customerInScope(principal: Principal, id: string) {
    this.guard(principal);
    const customer = await findCustomer(this.deps.db, id);
    if (!customer || !inScopeOf(principal, customer.retailNetworkId)) throw notFound(id);
    return customer;
  }

  private async view(
    customer: NonNullable<Awaited<ReturnType<typeof findCustomer>>>,
    isNew: boolean,
  ): Promise<TPhoneOrderCustomer> {
    return { ...customer, addresses: await listAddresses(this.deps.db, customer.id), isNew };
  }
}

const inScopeOf = (principal: Principal, rn: number) =>
  principal.scope.all || principal.scope.retailNetworkIds.includes(rn);

/** The customer as checkout knows a signed-in one: the operator orders on their behalf. */
const sessionOf = (customer: DraftCustomer): Session => ({
  customerId: customer.id,
  sessionId: `phone-order:${customer.id}`,
});

/** the caller's language the operator set on the draft (order creation keeps it), if any */
const languageOf = (order: { additionalInfo: Record<string, unknown> }) =>
  typeof order.additionalInfo.language === 'string' ? order.additionalInfo.language : undefined;

const notFound = (id: string) => new AppError('CUSTOMER_NOT_FOUND', `No customer ${id} in your scope`);
