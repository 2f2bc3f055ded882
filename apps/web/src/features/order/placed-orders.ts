/**
 * What this browser remembers of the orders it placed, for the confirmation page (step 3). A
 * guest has no session, so the orders API will not show them their order; the payment status
 * (reachable by the order's id alone) says whether it is paid, and this snapshot says what was
 * ordered and where it goes. A signed-in customer's page reads the order itself as well.
 * The last 10 orders are kept; anything unreadable is dropped.
 */
const PLACED_ORDERS_KEY = 'placed_orders';
/** SPEC section 3 (current_create_order): the order being paid, forgotten when checkout is left */
export const CURRENT_ORDER_KEY = 'current_create_order';
export const MAX_PLACED_ORDERS = 10;

export interface PlacedLine {
  productId: number;
  name: string;
  imageUrl: string;
  count: number;
  /** unit price, minor units */
  price: number;
  amount: number;
  isAddon: boolean;
  /** the chosen options as text ("40 cm · thin crust"; issue 19); absent: none */
  options?: string;
}

export interface PlacedOrder {
  orderId: string;
  localId: number;
  statusId: number;
  createdAt: string;
  currencyCode: string;
  /** as the customer chose it (GOOGLE_PAY stays GOOGLE_PAY here) */
  paymentType: string;
  isOnline: boolean;
  productsPrice: number;
  discount: number;
  deliveryPrice: number;
  bonusAmount: number;
  amount: number;
  promoCode: string | null;
  lines: PlacedLine[];
  method: 'DELIVERY' | 'PICKUP';
  /** delivery: the address in one line */
  address: string | null;
  /** pickup: the restaurant */
  restaurant: { name: string; address: string; phone: string } | null;
  /** when it is expected, ISO 8601 UTC */
  expectedAt: string | null;
  isAsap: boolean;
  timeZone: string | null;
  customerName: string;
  customerPhone: string;
  /** cash: the sum the customer pays with, minor units */
  cashFrom: number | null;
  personsCount: number | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

function isLine(v: unknown): v is PlacedLine {
  return (
    isObj(v) &&
    isInt(v.productId) &&
    isStr(v.name) &&
    isStr(v.imageUrl) &&
    isInt(v.count) &&
    isInt(v.price) &&
    isInt(v.amount) &&
    typeof v.isAddon === 'boolean' &&
    (v.options === undefined || isStr(v.options))
  );
}

function isPlacedOrder(v: unknown): v is PlacedOrder {
  if (!isObj(v)) return false;
  return (
    isStr(v.orderId) &&
    isInt(v.localId) &&
    isInt(v.statusId) &&
    isStr(v.createdAt) &&
    isStr(v.currencyCode) &&
    isStr(v.paymentType) &&
    typeof v.isOnline === 'boolean' &&
    [v.productsPrice, v.discount, v.deliveryPrice, v.bonusAmount, v.amount].every(isInt) &&
    Array.isArray(v.lines) &&
    v.lines.every(isLine) &&
    (v.method === 'DELIVERY' || v.method === 'PICKUP') &&
    isStr(v.customerName) &&
    isStr(v.customerPhone)
  );
}

export function parsePlacedOrders(raw: string | null): PlacedOrder[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isPlacedOrder).slice(0, MAX_PLACED_ORDERS) : [];
  } catch {
    return [];
  }
}

/** The newest first; placing the same order again (a replayed answer) replaces it. */
export function rememberOrder(list: readonly PlacedOrder[], order: PlacedOrder): PlacedOrder[] {
  return [order, ...list.filter((o) => o.orderId !== order.orderId)].slice(0, MAX_PLACED_ORDERS);
}

export function readPlacedOrder(orderId: string): PlacedOrder | null {
  try {
    return (
      parsePlacedOrders(window.localStorage.getItem(PLACED_ORDERS_KEY)).find((o) => o.orderId === orderId) ??
      null
    );
  } catch {
    return null;
  }
}

export function savePlacedOrder(order: PlacedOrder) {
  try {
    const list = parsePlacedOrders(window.localStorage.getItem(PLACED_ORDERS_KEY));
    window.localStorage.setItem(PLACED_ORDERS_KEY, JSON.stringify(rememberOrder(list, order)));
  } catch {
    // storage full or off: the confirmation page still shows what the payment status says
  }
}

/** The order is paid on receipt instead (issue 17, item 9): the snapshot says how. */
export function markPaidOnReceipt(orderId: string, paymentType: 'CASH' | 'CARD', cashFrom: number | null) {
  const placed = readPlacedOrder(orderId);
  if (placed) savePlacedOrder({ ...placed, paymentType, isOnline: false, cashFrom });
}
