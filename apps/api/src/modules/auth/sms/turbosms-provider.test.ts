import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpApi, type FakeHttpApi } from './fake-http-api.js';
import { SmsSendError } from './sms-provider.js';
import { TurboSmsProvider } from './turbosms-provider.js';

describe('TurboSMS provider against a local fake of its HTTP API', () => {
  let api: FakeHttpApi;
  let provider: TurboSmsProvider;
  beforeAll(async () => {
    api = await startFakeHttpApi();
    provider = new TurboSmsProvider({ token: 'tok-123', sender: 'SushiMoon', apiUrl: api.url });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.requests.length = 0;
  });

  const accepted = (phone: string) => ({
    status: 200,
    body: {
      response_code: 800,
      response_status: 'SUCCESS_MESSAGE_ACCEPTED',
      response_result: [{ phone, response_code: 0, message_id: 'f83f8868', response_status: 'OK' }],
    },
  });

  const failureOf = async (promise: Promise<void>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SmsSendError);
    return err as SmsSendError;
  };

  it('posts the text with the bearer token, the sender and the number without its plus', async () => {
    api.answer = () => accepted('380501234567');
    await provider.send({ recipient: '+380501234567', text: 'Замовлення №12 прийнято' });
    expect(api.requests).toHaveLength(1);
    const [req] = api.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/message/send.json');
    expect(req!.headers.authorization).toBe('Bearer tok-123');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual({
      recipients: ['380501234567'],
      sms: { sender: 'SushiMoon', text: 'Замовлення №12 прийнято' },
    });
  });

  it("uses the brand's own sender when the message names one", async () => {
    api.answer = () => accepted('380501234567');
    await provider.send({ recipient: '+380501234567', text: 'x', sender: 'PizzaCorner' });
    expect(JSON.parse(api.requests[0]!.body).sms.sender).toBe('PizzaCorner');
  });

  it('takes "sent" (801) as success too', async () => {
    api.answer = () => ({
      status: 200,
      body: { response_code: 801, response_status: 'SUCCESS_MESSAGE_SENT' },
    });
    await expect(provider.send({ recipient: '+380501234567', text: 'x' })).resolves.toBeUndefined();
  });

  it('names an invalid number as the recipient rejected (not worth retrying)', async () => {
    api.answer = () => ({
      status: 200,
      body: {
        response_code: 202,
        response_status: 'REQUIRED_MESSAGE_RECIPIENT',
        response_result: [{ phone: '380001234567', response_code: 305, response_status: 'INVALID_PHONE' }],
      },
    });
    const err = await failureOf(provider.send({ recipient: '+380001234567', text: 'x' }));
    expect(err.isRecipientRejected).toBe(true);
    expect(err.message).toContain('305 INVALID_PHONE');
  });

  it('names a number on the stop list as the recipient rejected, in a partial answer too', async () => {
    api.answer = () => ({
      status: 200,
      body: {
        response_code: 802,
        response_status: 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED',
        response_result: [
          { phone: '380501234567', response_code: 404, response_status: 'NOT_ALLOWED_NUMBER_STOPLIST' },
        ],
      },
    });
    const err = await failureOf(provider.send({ recipient: '+380501234567', text: 'x' }));
    expect(err.isRecipientRejected).toBe(true);
  });

  it("fails without blaming the number for the account's problems (bad token, no credits, sender)", async () => {
    for (const [code, status] of [
      [105, 'REQUIRED_AUTH'],
      [203, 'REQUIRED_BALANCE'],
      [400, 'NOT_ALLOWED_MESSAGE_SENDER'],
      [503, 'FAILED_SMS_SEND'],
    ] as const) {
      api.answer = () => ({ status: 200, body: { response_code: code, response_status: status } });
      const err = await failureOf(provider.send({ recipient: '+380501234567', text: 'x' }));
      expect(err.isRecipientRejected).toBe(false);
      expect(err.message).toContain(status);
    }
  });

  it('fails on a non-JSON error page and when the API cannot be reached', async () => {
    api.answer = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    expect((await failureOf(provider.send({ recipient: '+380501234567', text: 'x' }))).message).toContain(
      '502',
    );
    const nowhere = new TurboSmsProvider({ token: 't', sender: 's', apiUrl: 'http://127.0.0.1:1' });
    const err = await failureOf(nowhere.send({ recipient: '+380501234567', text: 'x' }));
    expect(err.message).toMatch(/unreachable/);
    expect(err.isRecipientRejected).toBe(false);
  });
});
