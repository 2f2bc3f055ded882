/**
 * A stand-in for the parts of Stripe's HTTP API the adapter calls, on a random local port: it
 * records every request (method, path, headers, form) and answers in the shape Stripe documents
 * (Checkout Session and Refund objects, `{error: {message}}` on refusal). Like Stripe, a request
 * whose Idempotency-Key it has seen gets the first answer again, and creates nothing.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  query: URLSearchParams;
  form: Record<string, string>;
}

export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  /** the refund answer to give instead; `makesIt`: Stripe made the refund, the answer was lost */
  let refundAnswer: { status: number; body: unknown; makesIt?: boolean } | null = null;
  const made: Array<Record<string, unknown>> = [];
  let checkoutDown = false;
  let seq = 0;

  const answer = (req: StripeRequest): { status: number; body: unknown } => {
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions' && checkoutDown)
      return { status: 503, body: { error: { type: 'api_error', message: 'Service unavailable' } } };
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_${++seq}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(req.form['line_items[0][price_data][unit_amount]']),
        currency: req.form['line_items[0][price_data][currency]'],
        client_reference_id: req.form.client_reference_id,
        metadata: { paymentId: req.form['metadata[paymentId]'], orderId: req.form['metadata[orderId]'] },
        payment_intent: null,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const read = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(req.path);
    if (req.method === 'GET' && read) {
      const session = sessions.get(read[1]!);
      return session
        ? { status: 200, body: session }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
          };
    }
    if (req.method === 'GET' && req.path === '/v1/refunds')
      return {
        status: 200,
        body: {
          object: 'list',
          data: made.filter((r) => r.payment_intent === req.query.get('payment_intent')),
        },
      };
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (refundAnswer && !refundAnswer.makesIt)
        return { status: refundAnswer.status, body: refundAnswer.body };
      const refund = {
        id: `re_test_${++seq}`,
        object: 'refund',
        amount: Number(req.form.amount),
        currency: 'aed',
        payment_intent: req.form.payment_intent,
        metadata: { refundId: req.form['metadata[refundId]'], paymentId: req.form['metadata[paymentId]'] },
        status: 'succeeded',
      };
      made.push(refund);
      // made, but the answer is lost on the way (a timeout, a 500)
      if (refundAnswer?.makesIt) return { status: refundAnswer.status, body: refundAnswer.body };
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: { error: { message: `Unrecognized request URL (${req.method}: ${req.path})` } },
    };
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const recorded: StripeRequest = {
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0]!,
        query: new URL(req.url ?? '/', 'http://stripe.local').searchParams,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(recorded);
      const key = recorded.idempotencyKey;
      // like Stripe, an answer (a refusal too) is replayed for its key; a 5xx is not kept
      const out = (key && byKey.get(key)) || answer(recorded);
      if (key && !byKey.has(key) && out.status < 500) byKey.set(key, out);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    /** Checkout Sessions cannot be made (an outage) while true */
    setCheckoutDown: (down: boolean) => {
      checkoutDown = down;
    },
    /**
     * A refund Stripe took fails later (the card was closed): its status as Stripe's list shows it
     * from now on, and the Refund object its `charge.refund.updated` event carries.
     */
    failRefund: (id: string, failureReason = 'expired_or_canceled_card') => {
      const refund = made.find((r) => r.id === id);
      if (!refund) throw new Error(`no refund ${id} was made`);
      Object.assign(refund, { status: 'failed', failure_reason: failureReason });
      return { ...refund };
    },
    /** the next refunds are answered so (null: succeeded, as a card refund usually is) */
    answerRefundsWith: (next: typeof refundAnswer) => {
      refundAnswer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body and its Stripe-Signature, signed at `timestamp` (seconds) with `secret`. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  timestamp = Math.floor(Date.now() / 1000),
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: timestamp,
    data: { object },
  });
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { body, signature: `t=${timestamp},v1=${v1}` };
}
