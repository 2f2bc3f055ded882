/**
 * The checkout calculation (SPEC section 7): who is ordering, which outlet serves the order, and
 * what it costs. Loads what the pricing engine needs (the outlet's catalogue with its own prices
 * and stop list, the delivery zone, the promo code, the bonus balance) and hands it to the pure
 * `priceCart`. Order creation prices through here too, so a created order costs exactly what the
 * calculation said.
 */
import type { TCalculation, TCheckoutRequest } from '@food/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Session } from '../../lib/session.js';
import type { BusinessRegion, Outlet, Tenant, TenantRegistry } from '../../lib/tenant.js';
import { readParts, type ReadPart } from '../../lib/read-parts.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { outletDayState } from '@food/domain/outlet-day';
import { timeZoneOffsetHours } from '../catalog/index.js';
import type { ProductCatalog } from '../catalog/index.js';
import type { StoredOptionGroup } from '../option-groups/index.js';
import type { DeliveryZoneService, ZoneMatch } from '../delivery-zones/index.js';
import { outletDaysOf, type LiveDay, type OutletDays } from '../outlet-day/index.js';
import type { BonusService } from '../bonus/index.js';
import { countPromoUses, findCustomer, listPromoCodes, type PromoCustomer } from './checkout-repo.js';
import { matchCity } from './city-match.js';
import { isCityPreview, soonestOpenOutlet } from './city-preview.js';
import { customerPhones, refuseUnservedPhones } from './contact-phone.js';
import { DEFAULT_BONUS_MAX_PERCENT } from '../bonus/index.js';
import { priceCart, type PricedCart } from './pricing/price-cart.js';
import { normalizePromoCode } from '@food/domain/promo-code';
import {
  hasLimits,
  isLive,
  usageRefusal,
  type PromoCodeRule,
  type PromoLimits,
  type UsageRefusal,
} from './pricing/promo.js';

export type CheckoutCustomer = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export interface PricedCheckout {
  tenant: Tenant;
  region: BusinessRegion;
  /** null for a calculation before an address or restaurant is known (city-preview.ts) */
  outlet: Outlet | null;
  zone: ZoneMatch | null;
  customer: CheckoutCustomer | null;
  promoCode: string | null;
  /**
   * Set when the promo code applied and has limits: order creation counts its uses again under
   * the code's lock before writing (order-create-service.ts), so concurrent orders stay exact.
   */
  promoLimits: { code: string; limits: PromoLimits; customer: PromoCustomer } | null;
  cart: PricedCart;
  calculation: TCalculation;
  now: Date;
  /** the network's option groups with every language's names, when a line has options (order lines store them) */
  optionGroups: ReadonlyMap<number, StoredOptionGroup[]> | null;
}

export interface CheckoutDeps {
  db: Db;
  tenants: TenantRegistry;
  products: ProductCatalog;
  deliveryZones: DeliveryZoneService;
  clock: Clock;
  ttlMs: number;
  /** the balance a customer may spend, and referral codes typed as promo codes */
  bonuses: BonusService;
}

const envNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export class CheckoutService {
  private readonly promoCodes: TtlCache<PromoCodeRule[]>;
  /** the outlets' hours, exceptions, pause and busy mode (outlet-day/live-days.ts) */
  private readonly days: OutletDays;

  constructor(private readonly deps: CheckoutDeps) {
    this.promoCodes = new TtlCache(deps.ttlMs);
    this.days = outletDaysOf(deps.db, deps.ttlMs);
  }

  /** Forgets the cached promo codes (a catalogue change, catalogue-sync.ts). */
  drop(): void {
    this.promoCodes.clear();
  }

  /**
   * Prices the request for the session's customer. `forceStopList` is set by order creation: an
   * order is never created with a product its outlet has stopped, whatever the client asked.
   */
  async price<Alongside = undefined>(
    body: TCheckoutRequest,
    session: Session | null,
    {
      forceStopList = false,
      promoSpent,
      alongside,
    }: {
      forceStopList?: boolean;
      /** order creation found the code's limits spent under its lock: price without it */
      promoSpent?: UsageRefusal;
      /**
       * With `forceStopList`: another module's read of the order's outlet, made in the same
       * statement as the outlet's day and stop list (the staff alert settings)
       */
      alongside?: (outletId: number) => ReadPart<Alongside>;
    } = {},
  ): Promise<PricedCheckout & { alongside: Alongside | undefined }> {
    const { tenants, products, db, clock } = this.deps;
    const rn = body.retailNetworkId;
    const tenant = await tenants.getTenant(rn);
    refuseUnservedPhones(body, tenant);
    const customer = await this.identify(body, session);
    const now = clock.now();

    // an order always has its outlet; a calculation may come before the address (city-preview.ts)
    const { outlet, zone, region, timing } =
      body.delivery.type === 1
        ? await this.pickupOutlet(body, tenant)
        : !forceStopList && isCityPreview(body)
          ? await this.cityPreview(body, now)
          : await this.deliveryOutlet(body);
    // the outlet's day as it is now: an order reads it from the database, so a pause set on
    // another instance a moment ago holds, and its stop list too, in one statement
    const fresh = forceStopList && outlet ? await this.orderReads(rn, outlet.id, now, alongside) : null;
    const day = (fresh ? fresh.day : await this.days.of(rn, timing.id, now, forceStopList)) ?? undefined;
    const catalogueKey = {
      rn,
      br: region.id,
      outletId: outlet?.id ?? null,
      lang: tenant.brand.defaultLanguage,
      target: body.target,
    };
    // list prices: automatic promotions are priced at the time the order is made (priceCart); an
    // order reads its outlet's stop list from the database too
    const catalogue = await products.getListCatalogue(
      catalogueKey,
      fresh?.stops ?? (forceStopList ? await products.stopsFor(catalogueKey, true) : undefined),
    );

    const promoCode = normalizePromoCode(body.promoCode);
    // a signed-in customer is also known by their account's phone: a new contact phone is no way
    // around a limit
    const promoCustomer: PromoCustomer = {
      customerId: customer?.id ?? null,
      phones: customerPhones(body.customerPhone ?? customer?.phone, customer?.phone),
    };
    const found = promoCode ? await this.findPromo(rn, promoCode, customer?.id ?? null) : null;
    const promo = found && (await this.withUses(rn, promoCode!, found, promoCustomer, now, promoSpent));
    const useBonuses = tenant.brand.env.USE_BONUSES_FEATURE !== false;
    const balance = customer && useBonuses ? await this.deps.bonuses.balance(db, customer.id) : 0;
    const automaticDiscounts = {
      rules: await products.listAutomaticDiscounts(rn),
      businessRegionId: region.id,
    };
    const result = priceCart({
      lines: body.products,
      catalogue: catalogue.byId,
      automaticDiscounts,
      businessRegionId: region.id,
      // no outlet, no stop list (SPEC section 5)
      checkStopList: outlet !== null && (forceStopList || body.checkStopList),
      outletId: outlet?.id ?? null,
      zone: zone && {
        zoneId: zone.zoneId,
        name: zone.name,
        deliveryPrice: zone.deliveryPrice,
        minOrderAmount: zone.minOrderAmount,
        freeDeliveryThreshold: zone.freeDeliveryFrom,
        deliveryTimeMinutes: zone.deliveryTimeMinutes,
      },
      promoCode,
      promo,
      bonuses: {
        requested: body.payment.bonusCount,
        balance,
        maxSharePercent: useBonuses
          ? envNumber(tenant.brand.env.BONUS_MAX_PERCENT, DEFAULT_BONUS_MAX_PERCENT)
          : 0,
      },
      // a preview is timed ASAP: the time is chosen at checkout, for the outlet that makes it
      time: {
        indication: outlet ? body.delivery.timeIndication : 'ASAP',
        requested: outlet && body.delivery.deliveryTime ? new Date(body.delivery.deliveryTime) : null,
        now,
        openingHours: day?.rules.openingHours ?? timing.openingHours,
        timeZone: timing.timeZone,
        day: day?.rules,
      },
    });
    if (!result.ok) throw new AppError(result.problem.code, result.problem.message, result.problem.details);

    const calculation = toCalculation(result.cart, {
      tenant,
      region,
      outlet,
      zone,
      deliveryType: body.delivery.type,
      timeZone: timing.timeZone,
      promoCode,
      balance,
      requestedBonuses: body.payment.bonusCount,
      now,
      day,
    });
    const promoLimits =
      found?.limits && hasLimits(found.limits) && result.cart.promo.isSuccess
        ? { code: promoCode!, limits: found.limits, customer: promoCustomer }
        : null;
    const hasOptions = result.cart.lines.products.some((p) => p.options.length > 0);
    return {
      tenant,
      region,
      outlet,
      zone,
      customer,
      promoCode,
      promoLimits,
      cart: result.cart,
      calculation,
      now,
      optionGroups: hasOptions ? await products.listOptionGroups(rn) : null,
      alongside: fresh?.alongside,
    };
  }

  /** An order's outlet as it is now: its day, its stop list and the caller's read, one statement. */
  private async orderReads<Alongside>(
    rn: number,
    outletId: number,
    now: Date,
    alongside: ((outletId: number) => ReadPart<Alongside>) | undefined,
  ) {
    const day = this.days.freshPart(rn, outletId, now);
    const stops = this.deps.products.freshStopsPart(outletId);
    if (!alongside) {
      const [d, s] = await readParts(this.deps.db, [day, stops]);
      return { day: d, stops: s, alongside: undefined };
    }
    const [d, s, a] = await readParts(this.deps.db, [day, stops, alongside(outletId)]);
    return { day: d, stops: s, alongside: a };
  }

  /** The signed-in customer; a customerUuid that is not the session's own is refused. */
  private async identify(body: TCheckoutRequest, session: Session | null): Promise<CheckoutCustomer | null> {
    if (body.customerUuid) {
      if (!session)
        throw new AppError('UNAUTHORIZED', 'Sign in to order as a customer (customerUuid was sent)');
      if (session.customerId !== body.customerUuid.toLowerCase())
        throw new AppError('FORBIDDEN', 'customerUuid is not the signed-in customer');
    }
    const customer = session
      ? await findCustomer(this.deps.db, body.retailNetworkId, session.customerId)
      : null;
    if (body.customerUuid && !customer)
      throw new AppError('FORBIDDEN', 'The signed-in customer is not a customer of this retail network');
    if (!customer && body.payment.bonusCount > 0)
      throw new AppError('UNAUTHORIZED', 'Sign in to spend bonus points');
    return customer;
  }

  private async pickupOutlet(body: TCheckoutRequest, tenant: Tenant) {
    if (tenant.brand.env.PICKUP_AVAILABLE === false)
      throw new AppError('DELIVERY_METHOD_NOT_AVAILABLE', 'This brand does not offer pickup');
    if (!body.outletId)
      throw new AppError('VALIDATION_ERROR', 'Invalid body: /outletId is required for pickup', [
        { in: 'body', path: '/outletId', message: 'required for pickup' },
      ]);
    const rn = body.retailNetworkId;
    const outlet = (await this.deps.tenants.listOutlets(rn)).find((o) => o.id === body.outletId);
    if (!outlet)
      throw new AppError('OUTLET_NOT_FOUND', `Restaurant ${body.outletId} is not in retail network ${rn}`, [
        { outletId: body.outletId },
      ]);
    const city = matchCity(await this.deps.tenants.listRegions(rn), body.delivery.city);
    if (city && city.id !== outlet.businessRegionId)
      throw new AppError('OUTLET_NOT_FOUND', `Restaurant ${outlet.id} is not in ${city.name}`, [
        { outletId: outlet.id, businessRegionId: city.id },
      ]);
    if (!outlet.isPickupAvailable)
      throw new AppError('OUTLET_NOT_FOUND', `Restaurant ${outlet.id} does not offer pickup`, [
        { outletId: outlet.id },
      ]);
    const region = await this.deps.tenants.getRegion(rn, outlet.businessRegionId);
    return { outlet, zone: null, region, timing: outlet };
  }

  /**
   * No address or restaurant yet: the city named in `delivery.city` at its own prices (the
   * menu's), timed by its restaurant that opens soonest.
   */
  private async cityPreview(body: TCheckoutRequest, now: Date) {
    const rn = body.retailNetworkId;
    const region = matchCity(await this.deps.tenants.listRegions(rn), body.delivery.city);
    if (!region)
      throw new AppError(
        'VALIDATION_ERROR',
        'Invalid body: /delivery/city must name a city of the network to price without an address',
        [{ in: 'body', path: '/delivery/city', message: 'names no city of this network' }],
      );
    const days = await this.days.forNetwork(rn, now);
    const outlets = (await this.deps.tenants.listOutlets(rn))
      .filter((o) => o.businessRegionId === region.id)
      .map((o) => ({ ...o, day: days.get(o.id)?.rules }));
    const timing = soonestOpenOutlet(outlets, now);
    if (!timing)
      throw new AppError('OUTLET_NOT_FOUND', `No restaurant of ${region.name} takes orders`, [
        { businessRegionId: region.id },
      ]);
    return { outlet: null, zone: null, region, timing };
  }

  /**
   * The outlet whose zone holds the address: the named city's zones first, then any city of the
   * network, so the response's city tells the storefront the address belongs elsewhere (SPEC
   * section 4, the address-incorrect-for-city modal).
   */
  private async deliveryOutlet(body: TCheckoutRequest) {
    const location = body.delivery.location;
    if (!location)
      throw new AppError('VALIDATION_ERROR', 'Invalid body: /delivery/location is required for delivery', [
        { in: 'body', path: '/delivery/location', message: 'required for delivery' },
      ]);
    const rn = body.retailNetworkId;
    const [lng, lat] = location.coordinates;
    const city = matchCity(await this.deps.tenants.listRegions(rn), body.delivery.city);
    const zone =
      (city &&
        (await this.deps.deliveryZones.locate({
          retailNetworkId: rn,
          businessRegionId: city.id,
          lat,
          lng,
        }))) ||
      (await this.deps.deliveryZones.locateInNetwork({ retailNetworkId: rn, lat, lng }));
    if (!zone)
      throw new AppError('OUTLET_NOT_FOUND', 'No outlet delivers to this address', [
        { location: { lat, lng } },
      ]);
    const outlet = await this.deps.tenants.getOutlet(rn, zone.outletId);
    const region = await this.deps.tenants.getRegion(rn, outlet.businessRegionId);
    return { outlet, zone, region, timing: outlet };
  }

  /**
   * A network code with limits, marked spent when this customer (or everyone) has used it up.
   * Counted only for a code that could apply now; `spent` is order creation's own finding. `code`
   * is the normalized code, as orders store it.
   */
  private async withUses(
    rn: number,
    code: string,
    rule: PromoCodeRule,
    customer: PromoCustomer,
    now: Date,
    spent: UsageRefusal | undefined,
  ): Promise<PromoCodeRule> {
    const { limits } = rule;
    if (!limits || !hasLimits(limits) || !isLive(rule, now)) return rule;
    if (spent) return { ...rule, spent };
    // a guest's calculation before the phone is given: only a total could be known
    if (!customer.customerId && !customer.phones.length && limits.maxUsesTotal === null) return rule;
    const uses = await countPromoUses(this.deps.db, {
      rn,
      code,
      customer,
      totalCap: limits.maxUsesTotal,
    });
    return { ...rule, spent: usageRefusal(limits, uses) ?? undefined };
  }

  /** The network's promo code, else a customer's referral code (bonus/referral-rules.ts). */
  private async findPromo(
    rn: number,
    code: string,
    customerId: string | null,
  ): Promise<PromoCodeRule | null> {
    const rules = await this.promoCodes.get(String(rn), async () =>
      (await listPromoCodes(this.deps.db, rn)).map((row) => ({ ...row, limits: limitsOf(row) })),
    );
    const rule = rules.find((r) => normalizePromoCode(r.code) === code);
    if (rule) return rule;
    const referral = await this.deps.bonuses.referral(this.deps.db, rn, code, customerId);
    if (!referral) return null;
    return {
      code,
      kind: 'REFERRAL',
      value: 0,
      minOrderAmount: 0,
      startsAt: new Date(0),
      expiresAt: null,
      isActive: true,
      refusal: referral.refusal ?? undefined,
    };
  }
}

const limitsOf = (row: PromoLimits): PromoLimits => ({
  maxUsesTotal: row.maxUsesTotal,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  firstOrderOnly: row.firstOrderOnly,
});

interface CalculationContext {
  tenant: Tenant;
  region: BusinessRegion;
  outlet: Outlet | null;
  zone: ZoneMatch | null;
  deliveryType: 0 | 1;
  /** the outlet's, or for a preview the city's restaurant that times it */
  timeZone: string;
  promoCode: string | null;
  balance: number;
  requestedBonuses: number;
  now: Date;
  /** the timing outlet's day (outlet-day/live-days.ts) */
  day: LiveDay | undefined;
}

function toCalculation(cart: PricedCart, ctx: CalculationContext): TCalculation {
  const { lines } = cart;
  return {
    retailNetworkId: ctx.tenant.network.id,
    businessRegionId: ctx.region.id,
    outletId: ctx.outlet?.id ?? null,
    deliveryType: ctx.deliveryType,
    currencyCode: ctx.tenant.network.currencyCode,
    products: lines.products.map((p) => ({
      productId: p.productId,
      article: p.article,
      name: p.name,
      count: p.count,
      maxCount: p.maxCount,
      calculated: true as const,
      price: p.price,
      oldPrice: p.oldPrice,
      amount: p.amount,
      // lowered by an automatic promotion (pricing/automatic-discounts.ts)
      promo: p.discount !== null,
      isPromo: p.discount !== null,
      persons: p.persons,
      // absent for a line without options: the spec's calculation is unchanged
      ...(p.options.length
        ? {
            options: p.options.map((o) => ({
              groupId: o.groupId,
              optionId: o.optionId,
              groupName: o.groupName,
              name: o.name,
              price: o.price,
            })),
          }
        : {}),
    })),
    addons: lines.addons.map((a) => ({
      addonId: a.addonId,
      productId: a.productId,
      name: a.name,
      count: a.count,
      countMax: a.countMax,
      freeCount: a.freeCount,
      price: a.price,
      amount: a.amount,
    })),
    productsPrice: cart.productsPrice,
    amountWithoutDiscount: cart.amountWithoutDiscount,
    discount: cart.discount,
    amount: cart.amount,
    delivery: {
      price: cart.deliveryPrice,
      basePrice: ctx.zone?.deliveryPrice ?? 0,
      deliveryTime: cart.deliveryTimeMinutes,
      expectedAt: cart.expectedAt.toISOString(),
      zoneId: ctx.zone?.zoneId ?? null,
      zoneName: ctx.zone?.name ?? null,
      minOrderAmount: ctx.zone?.minOrderAmount ?? 0,
      isMinOrderReached: cart.isMinOrderReached,
      freeDeliveryThreshold: ctx.zone?.freeDeliveryFrom ?? null,
    },
    promoCode: {
      code: ctx.promoCode,
      isSuccess: cart.promo.isSuccess,
      kind: cart.promo.kind,
      reason: cart.promo.reason,
      minOrderAmount: cart.promo.minOrderAmount,
      // a GIFT code's dish: its own free line, never one of the products (the cart keeps those)
      gift: cart.gift && {
        productId: cart.gift.productId,
        article: cart.gift.article,
        name: cart.gift.name,
        count: cart.gift.count,
        price: cart.gift.price,
        listPrice: cart.gift.listPrice,
      },
    },
    bonuses: {
      requested: ctx.requestedBonuses,
      used: cart.bonuses.used,
      amount: cart.bonuses.amount,
      balance: ctx.balance,
      maxUsable: cart.bonuses.maxUsable,
    },
    personsCount: lines.personsCount,
    timeZone: ctx.timeZone,
    timeZoneOffsetHours: timeZoneOffsetHours(ctx.timeZone, ctx.now),
    isOutletOpen: cart.isOutletOpen,
    outletDay: outletDayOf(cart, ctx),
  };
}

/** What the calculation says of the outlet's day (contracts: ZCalculation.outletDay). */
function outletDayOf(cart: PricedCart, ctx: CalculationContext): TCalculation['outletDay'] {
  const state = ctx.day ? outletDayState(ctx.day.rules, ctx.now) : null;
  const reopensAt = cart.asapRefusal?.reopensAt ?? state?.nextOpensAt ?? null;
  return {
    reason: state?.reason ?? (cart.isOutletOpen ? 'OPEN' : 'CLOSED'),
    isClosedToday: state?.isClosedToday ?? false,
    reopensAt: reopensAt?.toISOString() ?? null,
    busyMinutes: cart.busyMinutes,
    asapRefusal: cart.asapRefusal?.reason ?? null,
  };
}
