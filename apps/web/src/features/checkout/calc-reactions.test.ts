import { describe, expect, it } from 'vitest';
import { reactToCalcError, reactToCalculation, type ApiFailure } from './calc-reactions';

const ctx = {
  namesById: new Map([
    [1, 'Філадельфія'],
    [2, 'Бізнес-ланч'],
  ]),
  cartProductIds: [1, 2],
  isAddressIncorrectShown: false,
};
const failure = (code: string, details: unknown[] = [], message = code): ApiFailure => ({
  status: 422,
  code,
  message,
  details,
});

describe('calculation codes (SPEC section 8)', () => {
  it('PRODUCT_ON_STOP removes the listed products, remembers the outlet and shows the stop list', () => {
    const r = reactToCalcError(
      failure('PRODUCT_ON_STOP', [
        { productId: 1, name: 'Philadelphia', outletId: 1001, message: 'on stop' },
      ]),
      ctx,
    );
    expect(r.removeProductIds).toEqual([1]);
    expect(r.outletId).toBe(1001);
    // the cart's own name, in the customer's language
    expect(r.modal).toEqual({ kind: 'stopList', products: [{ productId: 1, name: 'Філадельфія' }] });
  });

  it('options that cannot be ordered take the dish out once, with a word why (issue 19)', () => {
    const r = reactToCalcError(
      failure('OPTION_UNAVAILABLE', [
        { productId: 1, reason: 'OPTION_UNAVAILABLE', groupId: 5, optionId: 52, outletId: 1001 },
        { productId: 1, reason: 'OPTIONS_REQUIRED', groupId: 4, optionId: null, outletId: 1001 },
      ]),
      ctx,
    );
    expect(r.removeProductIds).toEqual([1]);
    expect(r.modal).toEqual({
      kind: 'productNotAvailable',
      products: [{ productId: 1, name: 'Філадельфія' }],
    });
  });

  it('PRODUCT_ON_STOP naming every dish of the cart is the all-on-stop modal', () => {
    const r = reactToCalcError(
      failure('PRODUCT_ON_STOP', [{ productId: 1 }, { productId: 2, outletId: 1002 }]),
      ctx,
    );
    expect(r.modal?.kind).toBe('allOnStop');
    expect(r.outletId).toBe(1002);
  });

  it("PRODUCTS_ERROR 'Price not found' flags the lines not found and drops them", () => {
    const r = reactToCalcError(
      failure(
        'PRODUCTS_ERROR',
        [{ productId: 2, message: 'Price not found', outletId: 1001 }],
        'Price not found',
      ),
      ctx,
    );
    expect(r.notFoundProductIds).toEqual([2]);
    expect(r.removeProductIds).toEqual([]);
    expect(r.outletId).toBe(1001);
    expect(r.modal).toMatchObject({ kind: 'productNotAvailable' });
  });

  it("PRODUCTS_ERROR 'not available at this time' removes them and sets the not-in-schedule message", () => {
    const r = reactToCalcError(
      failure(
        'PRODUCTS_ERROR',
        [
          {
            productId: 2,
            message: "Product isn't available at this time",
            availability: { from: '11:00', to: '16:00' },
          },
        ],
        "Product isn't available at this time",
      ),
      ctx,
    );
    expect(r.removeProductIds).toEqual([2]);
    expect(r.modal).toEqual({
      kind: 'notInSchedule',
      products: [{ productId: 2, name: 'Бізнес-ланч', from: '11:00', to: '16:00' }],
    });
  });

  it('OUTLET_NOT_FOUND shows its modal unless the address-incorrect modal is showing', () => {
    expect(reactToCalcError(failure('OUTLET_NOT_FOUND'), ctx).modal).toEqual({ kind: 'outletNotFound' });
    expect(
      reactToCalcError(failure('OUTLET_NOT_FOUND'), { ...ctx, isAddressIncorrectShown: true }).modal,
    ).toBeNull();
  });

  it('PRODUCTS_NOT_SPECIFY empties the cart', () => {
    expect(reactToCalcError(failure('PRODUCTS_NOT_SPECIFY'), ctx).emptyCart).toBe(true);
  });

  it('DELIVERY_METHOD_NOT_AVAILABLE shows its modal; DELIVERY_TIME_INVALID goes beside the time field', () => {
    expect(reactToCalcError(failure('DELIVERY_METHOD_NOT_AVAILABLE'), ctx).modal).toEqual({
      kind: 'deliveryMethodNotAvailable',
    });
    expect(
      reactToCalcError(failure('DELIVERY_TIME_INVALID', [{ reason: 'OUTLET_CLOSED', earliest: null }]), ctx)
        .timeProblem,
    ).toEqual({ reason: 'OUTLET_CLOSED', earliest: null });
  });

  it("ASAP refused on creation by the restaurant's day goes beside the time field, with when it reopens", () => {
    const reopensAt = '2026-12-03T12:30:00.000Z';
    const details = [{ outletId: 1003, reopensAt, timeZone: 'Europe/Kyiv' }];
    expect(reactToCalcError(failure('OUTLET_PAUSED', details), ctx)).toMatchObject({
      removeProductIds: [],
      modal: null,
      timeProblem: { reason: 'OUTLET_PAUSED', earliest: reopensAt },
    });
    expect(reactToCalcError(failure('OUTLET_CLOSED', details), ctx).timeProblem).toEqual({
      reason: 'ASAP_CLOSED',
      earliest: reopensAt,
    });
  });

  it('leaves the cart alone on other failures', () => {
    const r = reactToCalcError({ status: 0, code: 'NETWORK', message: 'offline', details: [] }, ctx);
    expect(r).toMatchObject({ removeProductIds: [], emptyCart: false, modal: null, outletId: null });
  });
});

describe('a successful calculation', () => {
  it('empties the cart when every cart product is absent from it', () => {
    const r = reactToCalculation(
      { businessRegionId: 101, products: [] },
      { cartProductIds: [1], cityId: 101, isDelivery: true },
    );
    expect(r.emptyCart).toBe(true);
  });

  it('shows the address-incorrect modal when a delivery lands in another city', () => {
    const calc = { businessRegionId: 102, products: [{ productId: 1 }] };
    expect(
      reactToCalculation(calc, { cartProductIds: [1], cityId: 101, isDelivery: true }).modal,
    ).toMatchObject({
      kind: 'addressIncorrectForCity',
      businessRegionId: 102,
    });
    expect(
      reactToCalculation(calc, { cartProductIds: [1], cityId: 101, isDelivery: false }).modal,
    ).toBeNull();
    expect(
      reactToCalculation(
        { ...calc, businessRegionId: 101 },
        { cartProductIds: [1], cityId: 101, isDelivery: true },
      ).modal,
    ).toBeNull();
  });
});
