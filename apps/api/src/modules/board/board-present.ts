/**
 * An order as the board shows it (contracts admin-board.ts): pure, from the order's row and what
 * was read beside it, so the card, the list and the kitchen ticket share one shape.
 */
import {
  ORDER_STATUS,
  PAYMENT_KIND,
  type TBoardLine,
  type TBoardOrder,
  type TBoardRefund,
} from '@food/contracts';
import { lineOptionsIn } from '../option-groups/index.js';
import { expectedAtOf, isHeld } from '../orders/index.js';
import { paymentStateOf } from '../payment/index.js';
import type { LineRow, OrderRow } from './board-repo.js';
import { nextStatuses } from './move-rules.js';

export interface BoardContext {
  outlet: { name: string; timeZone: string } | null;
  lines: LineRow[];
  /** the order's payment attempts, newest first */
  attempts: Array<{ status: string; amount: number }>;
  refunds: TBoardRefund[];
  currencyCode: string;
  /** the language of the lines' option names (the brand's default) */
  language?: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** A map link anyone can open (browser or the phone's map app) at the point. */
export function mapUrlOf(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/** The delivery address of the checkout's record (order-records.ts `deliveryRecord`); null for pickup. */
export function addressOf(deliveryType: number, d: Record<string, unknown>): TBoardOrder['address'] {
  if (deliveryType !== 0) return null;
  const location = d.location as { coordinates?: unknown } | null | undefined;
  const coords = Array.isArray(location?.coordinates) ? (location.coordinates as unknown[]) : null;
  const longitude = typeof coords?.[0] === 'number' ? coords[0] : null;
  const latitude = typeof coords?.[1] === 'number' ? coords[1] : null;
  const street = str(d.street);
  const house = str(d.house);
  return {
    // street and house as the customer typed them; the board labels flat, entrance and floor itself
    text: [street, house].filter(Boolean).join(', '),
    city: str(d.city),
    street,
    house,
    apartment: str(d.apartment),
    entrance: str(d.entrance),
    floor: str(d.floor),
    intercom: str(d.intercom),
    isPrivateHouse: d.isPrivateHouse === true,
    latitude,
    longitude,
    mapUrl: latitude !== null && longitude !== null ? mapUrlOf(latitude, longitude) : null,
    courierComment: str(d.courierComment),
  };
}

const lineName = (l: LineRow) => str(l.archived.name) ?? `#${l.productId}`;

/**
 * Dishes in the order they were added, each with the addons chosen for it and its options (a
 * pizza's size and crust: the same dish with other options is another line).
 */
export function nestLines(lines: readonly LineRow[], language?: string): TBoardLine[] {
  const dishes: TBoardLine[] = [];
  const byProduct = new Map<number, TBoardLine>();
  for (const l of lines) {
    if (l.parentProductId !== null) continue;
    const dish: TBoardLine = {
      productId: l.productId,
      name: lineName(l),
      count: l.count,
      price: l.price,
      amount: l.amount,
      addons: [],
      ...(l.options?.length ? { options: lineOptionsIn(l.options, language) } : {}),
    };
    dishes.push(dish);
    if (!byProduct.has(l.productId)) byProduct.set(l.productId, dish);
  }
  for (const l of lines) {
    if (l.parentProductId === null) continue;
    const addon = {
      productId: l.productId,
      name: lineName(l),
      count: l.count,
      price: l.price,
      amount: l.amount,
    };
    const dish = byProduct.get(l.parentProductId);
    // an addon whose dish is not in the order still goes to the kitchen, as its own line
    if (dish) dish.addons.push(addon);
    else dishes.push({ ...addon, addons: [] });
  }
  return dishes;
}

export function presentBoardOrder(row: OrderRow, ctx: BoardContext): TBoardOrder {
  const d = row.delivery;
  const info = row.additionalInfo;
  const friend = info.friend as { name?: unknown; phone?: unknown } | null | undefined;
  const paidAmount = ctx.attempts.reduce((sum, a) => (a.status === 'PAID' ? sum + a.amount : sum), 0);
  const latest = ctx.attempts[0]?.status;
  return {
    id: row.id,
    localId: row.localId,
    retailNetworkId: row.retailNetworkId,
    businessRegionId: row.businessRegionId,
    outletId: row.outletId,
    outletName: ctx.outlet?.name ?? `#${row.outletId}`,
    timeZone: ctx.outlet?.timeZone ?? 'UTC',
    statusId: row.statusId,
    nextStatusIds: nextStatuses(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeIndication:
      d.timeIndication === 'ON_TIME' || (d.timeIndication === undefined && row.deliverAt)
        ? 'ON_TIME'
        : 'ASAP',
    deliverAt: row.deliverAt?.toISOString() ?? null,
    expectedAt: expectedAtOf(row),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    prepMinutes: row.prepMinutes,
    deliveryType: row.deliveryType,
    address: addressOf(row.deliveryType, d),
    customer: { name: row.contact.name, phone: row.contact.phone, email: row.contact.email ?? null },
    recipient:
      friend && typeof friend.name === 'string' && typeof friend.phone === 'string'
        ? { name: friend.name, phone: friend.phone }
        : null,
    comment: row.comment,
    personsCount: int(info.personsCount),
    changeFrom: int(info.change),
    doNotCallback: info.doNotCallback === true,
    paymentType: row.paymentType,
    paymentKind: row.paymentKind,
    isPaid: row.isPaid,
    paymentState: paymentStateOf({
      isPaid: row.isPaid,
      isOnline: row.paymentKind === PAYMENT_KIND.ONLINE,
      isCancelled: row.statusId === ORDER_STATUS.CANCELLED,
      latestAttempt: latest === 'PENDING' || latest === 'PAID' || latest === 'FAILED' ? latest : null,
      paidAmount,
      refundedAmount: row.refundedAmount,
    }),
    held: isHeld(row),
    productsAmount: row.productsAmount,
    discountAmount: row.discountAmount,
    deliveryPrice: row.deliveryPrice,
    bonusAmount: row.bonusAmount,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    currencyCode: ctx.currencyCode,
    promoCode: row.promoCode,
    channel: row.channel,
    statusReason: str(info.statusReason),
    lines: nestLines(ctx.lines, ctx.language),
    refunds: ctx.refunds,
  };
}
