import { describe, expect, it } from 'vitest';
import { serializeCookie } from '../shell/cookies';
import {
  LATEST_ORDER_SEEN_SECONDS,
  applyStatusEvent,
  orderAfterEvent,
  closedCookie,
  isCardShown,
  parseStatusEvent,
} from './latest-order-rules';
import {
  displayKey,
  imageKeyOf,
  isActiveStatus,
  isKnownStatus,
  shownExpectedAt,
  statusKey,
  statusStep,
} from './order-status';

const order = { id: 'a1', localId: 1042, statusId: 0, deliveryType: 0 };

describe('the latest-order card', () => {
  it('is hidden for 300 s after closing, for the order that was closed', () => {
    expect(LATEST_ORDER_SEEN_SECONDS).toBe(300);
    const c = closedCookie('a1');
    expect(serializeCookie(c.name, c.value, c.options)).toBe(
      'latest_order_seen=a1; path=/; SameSite=Lax; max-age=300',
    );
    expect(isCardShown(order, 'a1')).toBe(false);
    expect(isCardShown(order, null)).toBe(true);
    expect(isCardShown({ ...order, id: 'b2' }, 'a1')).toBe(true);
    expect(isCardShown(null, null)).toBe(false);
  });

  it("takes the card's order's new status from an event (SPEC section 4)", () => {
    expect(applyStatusEvent(order, { orderId: 'a1', statusId: 1 })).toEqual({
      kind: 'update',
      order: { ...order, statusId: 1, awaitingPayment: false },
    });
    expect(applyStatusEvent(order, { orderId: 'a1', statusId: 0 })).toEqual({ kind: 'ignore' });
  });

  it('takes the expected time the restaurant gave on accepting, and stops awaiting the payment', () => {
    const held = { ...order, awaitingPayment: true, expectedAt: '2026-03-10T10:45:00.000Z' };
    expect(
      applyStatusEvent(held, { orderId: 'a1', statusId: 1, expectedAt: '2026-03-10T10:55:00.000Z' }),
    ).toEqual({
      kind: 'update',
      order: { ...held, statusId: 1, awaitingPayment: false, expectedAt: '2026-03-10T10:55:00.000Z' },
    });
    // an event without the field keeps the time known
    expect(applyStatusEvent(held, { orderId: 'a1', statusId: 4 })).toMatchObject({
      order: { statusId: 4, expectedAt: '2026-03-10T10:45:00.000Z' },
    });
  });

  it('asks again when another order becomes active, and ignores other finished orders', () => {
    expect(applyStatusEvent(order, { orderId: 'b2', statusId: 0 })).toEqual({ kind: 'refetch' });
    expect(applyStatusEvent(null, { orderId: 'b2', statusId: 1 })).toEqual({ kind: 'refetch' });
    expect(applyStatusEvent(order, { orderId: 'b2', statusId: 3 })).toEqual({ kind: 'ignore' });
  });

  it("moves an account's order with the event, keeping what the event does not say", () => {
    const shown = {
      id: 'a1',
      statusId: 0,
      expectedAt: '2026-03-10T10:45:00.000Z',
      awaitingPayment: true,
      amount: 5,
    };
    expect(
      orderAfterEvent(shown, { orderId: 'a1', statusId: 1, expectedAt: '2026-03-10T10:55:00.000Z' }),
    ).toEqual({
      ...shown,
      statusId: 1,
      expectedAt: '2026-03-10T10:55:00.000Z',
      awaitingPayment: false,
    });
    expect(orderAfterEvent(shown, { orderId: 'a1', statusId: 0 })).toEqual(shown);
  });

  it('reads only well-formed events', () => {
    expect(parseStatusEvent('{"orderId":"a1","statusId":2,"at":"2026-01-01T00:00:00Z"}')).toEqual({
      orderId: 'a1',
      statusId: 2,
    });
    expect(parseStatusEvent('{"orderId":"a1","statusId":1,"expectedAt":"2026-03-10T10:55:00.000Z"}')).toEqual(
      { orderId: 'a1', statusId: 1, expectedAt: '2026-03-10T10:55:00.000Z' },
    );
    expect(parseStatusEvent('{"orderId":"a1","statusId":1,"expectedAt":"soon"}')).toEqual({
      orderId: 'a1',
      statusId: 1,
      expectedAt: null,
    });
    expect(parseStatusEvent('{"orderId":"a1","statusId":"2"}')).toBeNull();
    expect(parseStatusEvent('nonsense')).toBeNull();
  });
});

describe('order statuses', () => {
  it('0, 1 and 2 are active; only known statuses are shown', () => {
    expect([0, 1, 2, 3, 4].map(isActiveStatus)).toEqual([true, true, true, false, false]);
    expect(isKnownStatus(4)).toBe(true);
    expect(isKnownStatus(7)).toBe(false);
    expect(statusKey(7, 0)).toBeNull();
  });

  it('status 2 is "on the way" for delivery and "ready" for pickup', () => {
    expect(statusKey(2, 0)).toBe('onTheWay');
    expect(statusKey(2, 1)).toBe('ready');
    expect(statusKey(1, 1)).toBe('cooking');
  });

  it('counts progress steps, none for a cancelled order', () => {
    expect([0, 1, 2, 3, 4].map(statusStep)).toEqual([1, 2, 3, 4, 0]);
  });
});

describe('what the customer reads', () => {
  it('says "awaiting payment" for a new order waiting for its online payment, never "accepted"', () => {
    expect(displayKey({ statusId: 0, deliveryType: 0, awaitingPayment: true })).toBe('awaitingPayment');
    expect(displayKey({ statusId: 0, deliveryType: 0, awaitingPayment: false })).toBe('new');
    expect(displayKey({ statusId: 0, deliveryType: 0 })).toBe('new');
    expect(displayKey({ statusId: 4, deliveryType: 0, awaitingPayment: true })).toBe('cancelled');
    expect(displayKey({ statusId: 9, deliveryType: 0 })).toBeNull();
    expect(imageKeyOf('awaitingPayment')).toBe('new');
    expect(imageKeyOf('ready')).toBe('ready');
  });

  it('shows the expected time once the restaurant accepted the order, until it arrives', () => {
    const at = '2026-03-10T10:55:00.000Z';
    expect([0, 1, 2, 3, 4].map((statusId) => shownExpectedAt({ statusId, expectedAt: at }))).toEqual([
      null,
      at,
      at,
      null,
      null,
    ]);
    expect(shownExpectedAt({ statusId: 1, expectedAt: null })).toBeNull();
  });
});
