import { describe, expect, it } from 'vitest';
import {
  SESSION_EXPIRED_REASON,
  SIGNATURE_TOLERANCE_S,
  readStripeEvent,
  stripeSignature,
  verifyStripeSignature,
} from './stripe-webhook.js';

const SECRET = 'whsec_unit_0123456789';
const body = JSON.stringify({
  id: 'evt_1',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_1' } },
});
const now = 1_790_000_000_000;
const t = now / 1000;

describe('verifyStripeSignature', () => {
  it('takes a v1 made with the secret over `${t}.${body}`, among others while a secret is rolled', () => {
    const v1 = stripeSignature(SECRET, t, body);
    expect(verifyStripeSignature(`t=${t},v1=${v1}`, body, SECRET, now)).toBe(true);
    expect(verifyStripeSignature(`t=${t},v1=${'0'.repeat(64)},v1=${v1},v0=abc`, body, SECRET, now)).toBe(
      true,
    );
  });

  it('refuses another secret, another body, no header, no t or no v1', () => {
    const v1 = stripeSignature(SECRET, t, body);
    expect(
      verifyStripeSignature(`t=${t},v1=${stripeSignature('whsec_other', t, body)}`, body, SECRET, now),
    ).toBe(false);
    expect(verifyStripeSignature(`t=${t},v1=${v1}`, body + ' ', SECRET, now)).toBe(false);
    expect(verifyStripeSignature(undefined, body, SECRET, now)).toBe(false);
    expect(verifyStripeSignature(`v1=${v1}`, body, SECRET, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t},v0=${v1}`, body, SECRET, now)).toBe(false);
  });

  it('refuses an event signed more than 5 minutes from now, either way', () => {
    for (const at of [t - SIGNATURE_TOLERANCE_S - 1, t + SIGNATURE_TOLERANCE_S + 1])
      expect(
        verifyStripeSignature(`t=${at},v1=${stripeSignature(SECRET, at, body)}`, body, SECRET, now),
      ).toBe(false);
    const edge = t - SIGNATURE_TOLERANCE_S;
    expect(
      verifyStripeSignature(`t=${edge},v1=${stripeSignature(SECRET, edge, body)}`, body, SECRET, now),
    ).toBe(true);
  });
});

describe('readStripeEvent', () => {
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ type, data: { object } });
  const paymentId = '6a1f0c1e-1111-4a4a-8888-000000000001';

  it('reads a completed paid session by its client_reference_id, with the PaymentIntent and the amount', () => {
    expect(
      readStripeEvent(
        event('checkout.session.completed', {
          client_reference_id: paymentId,
          payment_status: 'paid',
          payment_intent: 'pi_9',
          amount_total: 4550,
          currency: 'aed',
        }),
      ),
    ).toEqual({
      kind: 'result',
      result: {
        paymentId,
        status: 'PAID',
        providerPaymentId: 'pi_9',
        amount: 4550,
        currencyCode: 'AED',
        reason: null,
      },
    });
    const waiting = readStripeEvent(
      event('checkout.session.completed', { client_reference_id: paymentId, payment_status: 'unpaid' }),
    );
    expect(waiting).toMatchObject({ kind: 'result', result: { status: 'PENDING' } });
  });

  it('reads a failed PaymentIntent with its reason, and ignores refunds, strangers and other events', () => {
    expect(
      readStripeEvent(
        event('payment_intent.payment_failed', {
          id: 'pi_2',
          metadata: { paymentId },
          last_payment_error: { message: 'Your card was declined.' },
        }),
      ),
    ).toMatchObject({
      kind: 'result',
      result: { status: 'FAILED', reason: 'Your card was declined.', amount: null },
    });
    expect(readStripeEvent(event('charge.refunded', { id: 'ch_1', metadata: { paymentId } }))).toMatchObject({
      kind: 'ignored',
    });
    expect(readStripeEvent(event('payment_intent.succeeded', { id: 'pi_3', metadata: {} }))).toMatchObject({
      kind: 'ignored',
    });
    expect(readStripeEvent(event('customer.created', { id: 'cus_1' }))).toMatchObject({ kind: 'ignored' });
    expect(readStripeEvent('not json')).toBeNull();
    expect(readStripeEvent('{"type":"x"}')).toBeNull();
  });

  it('reads an expired session as its attempt failed unpaid, keeping no PaymentIntent', () => {
    expect(
      readStripeEvent(
        event('checkout.session.expired', {
          id: 'cs_test_1',
          status: 'expired',
          payment_status: 'unpaid',
          client_reference_id: paymentId,
          payment_intent: null,
        }),
      ),
    ).toEqual({
      kind: 'result',
      result: {
        paymentId,
        status: 'FAILED',
        providerPaymentId: null,
        amount: null,
        currencyCode: null,
        reason: SESSION_EXPIRED_REASON,
      },
    });
    expect(readStripeEvent(event('checkout.session.expired', { id: 'cs_other' }))).toMatchObject({
      kind: 'ignored',
    });
  });

  it('reads a refund Stripe could not carry (either event name) by its id, and ignores other refund updates', () => {
    const refund = (status: string, extra: Record<string, unknown> = {}) => ({
      id: 're_1',
      object: 'refund',
      status,
      payment_intent: 'pi_1',
      metadata: { refundId: 'r1', paymentId },
      ...extra,
    });
    for (const type of ['charge.refund.updated', 'refund.updated', 'refund.failed'])
      expect(
        readStripeEvent(event(type, refund('failed', { failure_reason: 'expired_or_canceled_card' }))),
      ).toEqual({
        kind: 'refundFailed',
        providerRefundId: 're_1',
        reason: 'Stripe refund failed: expired_or_canceled_card',
      });
    expect(readStripeEvent(event('refund.updated', refund('canceled')))).toEqual({
      kind: 'refundFailed',
      providerRefundId: 're_1',
      reason: 'Stripe refund canceled',
    });
    for (const status of ['succeeded', 'pending', 'requires_action'])
      expect(readStripeEvent(event('charge.refund.updated', refund(status)))).toMatchObject({
        kind: 'ignored',
      });
    expect(readStripeEvent(event('refund.failed', { id: 'ch_1', status: 'failed' }))).toMatchObject({
      kind: 'ignored',
    });
  });
});
