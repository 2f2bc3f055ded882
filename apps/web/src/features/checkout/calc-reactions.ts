/**
 * What the cart does with each answer of the calculation (SPEC sections 4 and 8), as pure
 * functions: the store applies the reaction (lines removed, cookie set, modal shown).
 */
import { errorCodeOf } from '@food/contracts/errors';

export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  details: unknown[];
}

const PRICE_NOT_FOUND = 'Price not found';
const NOT_AVAILABLE_NOW = "Product isn't available at this time";

interface NamedProduct {
  productId: number;
  name: string;
}

export type CheckoutModal =
  | { kind: 'stopList'; products: NamedProduct[] }
  | { kind: 'allOnStop'; products: NamedProduct[] }
  | { kind: 'productNotAvailable'; products: NamedProduct[] }
  | { kind: 'notInSchedule'; products: Array<NamedProduct & { from: string | null; to: string | null }> }
  | { kind: 'outletNotFound' }
  | { kind: 'deliveryMethodNotAvailable' }
  | {
      kind: 'addressIncorrectForCity';
      businessRegionId: number | null;
      cityName: string | null;
      citySlug: string | null;
    };

export interface CalcReaction {
  /** lines (or chosen addons) to take out of the cart */
  removeProductIds: number[];
  /** 'Price not found': flagged notFound, then dropped */
  notFoundProductIds: number[];
  /** remembered for an hour in the outlet_id cookie */
  outletId: number | null;
  emptyCart: boolean;
  modal: CheckoutModal | null;
  /**
   * DELIVERY_TIME_INVALID, or ASAP refused on creation (OUTLET_PAUSED, ASAP_CLOSED): shown beside
   * the time field
   */
  timeProblem: { reason: string; earliest: string | null } | null;
}

const NOTHING: CalcReaction = {
  removeProductIds: [],
  notFoundProductIds: [],
  outletId: null,
  emptyCart: false,
  modal: null,
  timeProblem: null,
};

interface Detail {
  productId: number | null;
  name: string | null;
  message: string;
  outletId: number | null;
  availability: { from: string; to: string } | null;
}

function readDetail(d: unknown): Detail {
  const o = typeof d === 'object' && d !== null ? (d as Record<string, unknown>) : {};
  const a =
    typeof o.availability === 'object' && o.availability !== null
      ? (o.availability as Record<string, unknown>)
      : null;
  return {
    productId: Number.isInteger(o.productId) ? (o.productId as number) : null,
    name: typeof o.name === 'string' ? o.name : null,
    message: typeof o.message === 'string' ? o.message : '',
    outletId: Number.isInteger(o.outletId) ? (o.outletId as number) : null,
    availability:
      a && typeof a.from === 'string' && typeof a.to === 'string' ? { from: a.from, to: a.to } : null,
  };
}

export interface ReactionContext {
  /** the cart's names in the customer's language, by product id */
  namesById: ReadonlyMap<number, string>;
  /** product ids of the cart's lines (not addons) */
  cartProductIds: readonly number[];
  isAddressIncorrectShown: boolean;
}

/** A failed calculation. */
export function reactToCalcError(err: ApiFailure, ctx: ReactionContext): CalcReaction {
  const details = err.details.map(readDetail);
  const listed = details.flatMap((d) => (d.productId === null ? [] : [{ ...d, productId: d.productId }]));
  const named = listed.map((d) => ({
    productId: d.productId,
    name: ctx.namesById.get(d.productId) ?? d.name ?? '',
  }));
  const ids = named.map((p) => p.productId);
  const outletId = details.find((d) => d.outletId !== null)?.outletId ?? null;
  const code = errorCodeOf(err);
  switch (code) {
    case 'PRODUCT_ON_STOP': {
      const isAll = ctx.cartProductIds.length > 0 && ctx.cartProductIds.every((id) => ids.includes(id));
      return {
        ...NOTHING,
        removeProductIds: ids,
        outletId,
        modal: { kind: isAll ? 'allOnStop' : 'stopList', products: named },
      };
    }
    case 'PRODUCTS_ERROR': {
      const first = details[0]?.message || err.message;
      if (first.includes(PRICE_NOT_FOUND))
        return {
          ...NOTHING,
          notFoundProductIds: ids,
          outletId,
          modal: { kind: 'productNotAvailable', products: named },
        };
      const products = listed.map((d, i) => ({
        ...named[i]!,
        from: d.availability?.from ?? null,
        to: d.availability?.to ?? null,
      }));
      return {
        ...NOTHING,
        removeProductIds: ids,
        outletId,
        modal: first.includes(NOT_AVAILABLE_NOW) ? { kind: 'notInSchedule', products } : null,
      };
    }
    // issue 19: a line's options cannot be ordered (an option sold out or gone, a required group
    // the line does not answer: a cart saved before the product had groups). The product's lines
    // go out of the cart with a word why, rather than the cart never being priced again.
    case 'OPTIONS_REQUIRED':
    case 'INVALID_OPTIONS':
    case 'OPTION_UNAVAILABLE':
      return {
        ...NOTHING,
        removeProductIds: [...new Set(ids)],
        outletId,
        modal: {
          kind: 'productNotAvailable',
          products: named.filter((p, i) => ids.indexOf(p.productId) === i),
        },
      };
    case 'OUTLET_NOT_FOUND':
      return ctx.isAddressIncorrectShown ? NOTHING : { ...NOTHING, modal: { kind: 'outletNotFound' } };
    case 'PRODUCTS_NOT_SPECIFY':
      return { ...NOTHING, emptyCart: true };
    case 'DELIVERY_METHOD_NOT_AVAILABLE':
      return { ...NOTHING, modal: { kind: 'deliveryMethodNotAvailable' } };
    case 'DELIVERY_TIME_INVALID': {
      const d = (err.details[0] ?? {}) as { reason?: unknown; earliest?: unknown };
      return {
        ...NOTHING,
        timeProblem: {
          reason: typeof d.reason === 'string' ? d.reason : 'TOO_EARLY',
          earliest: typeof d.earliest === 'string' ? d.earliest : null,
        },
      };
    }
    // order creation: ASAP at a paused restaurant or one closed today (issue 18); the time field
    // says so and offers the times after it
    case 'OUTLET_PAUSED':
    case 'OUTLET_CLOSED': {
      const d = (err.details[0] ?? {}) as { reopensAt?: unknown };
      return {
        ...NOTHING,
        timeProblem: {
          reason: code === 'OUTLET_PAUSED' ? 'OUTLET_PAUSED' : 'ASAP_CLOSED',
          earliest: typeof d.reopensAt === 'string' ? d.reopensAt : null,
        },
      };
    }
    default:
      return NOTHING;
  }
}

export interface CalculatedCart {
  businessRegionId: number;
  products: ReadonlyArray<{ productId: number }>;
}

/**
 * A successful calculation: every cart product absent from it empties the cart; an address the
 * server placed in another city (delivery only) shows the address-incorrect-for-city modal.
 */
export function reactToCalculation(
  calc: CalculatedCart,
  ctx: { cartProductIds: readonly number[]; cityId: number; isDelivery: boolean },
): CalcReaction {
  const priced = new Set(calc.products.map((p) => p.productId));
  if (ctx.cartProductIds.length > 0 && ctx.cartProductIds.every((id) => !priced.has(id)))
    return { ...NOTHING, emptyCart: true };
  if (ctx.isDelivery && calc.businessRegionId !== ctx.cityId)
    return {
      ...NOTHING,
      modal: {
        kind: 'addressIncorrectForCity',
        businessRegionId: calc.businessRegionId,
        cityName: null,
        citySlug: null,
      },
    };
  return NOTHING;
}
