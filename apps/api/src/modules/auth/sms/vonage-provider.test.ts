import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpApi, type FakeHttpApi } from './fake-http-api.js';
import { SmsSendError } from './sms-provider.js';
import { VonageSmsProvider } from './vonage-provider.js';

describe('Vonage provider against a local fake of its SMS API', () => {
  let api: FakeHttpApi;
  let provider: VonageSmsProvider;
  beforeAll(async () => {
    api = await startFakeHttpApi();
    provider = new VonageSmsProvider({
      apiKey: 'key1',
      apiSecret: 'sec2',
      from: 'SushiMoon',
      apiUrl: api.url,
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.requests.length = 0;
  });

  const answerWith = (status: string, errorText?: string) => () => ({
    status: 200,
    body: {
      'message-count': '1',
      messages: [
        status === '0'
          ? { to: '971501234567', 'message-id': '0A0000000123ABCD1', status }
          : { status, 'error-text': errorText },
      ],
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

  it('posts the form with Basic auth, the sender, the number without its plus, as plain text', async () => {
    api.answer = answerWith('0');
    await provider.send({ recipient: '+971501234567', text: 'Order 12 is on its way' });
    const [req] = api.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/sms/json');
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('key1:sec2').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      from: 'SushiMoon',
      to: '971501234567',
      text: 'Order 12 is on its way',
      type: 'text',
    });
  });

  it('sends a Cyrillic text as unicode, under the brand sender when given', async () => {
    api.answer = answerWith('0');
    await provider.send({ recipient: '+380501234567', text: 'Замовлення в дорозі', sender: 'PC' });
    const form = new URLSearchParams(api.requests[0]!.body);
    expect(form.get('type')).toBe('unicode');
    expect(form.get('text')).toBe('Замовлення в дорозі');
    expect(form.get('from')).toBe('PC');
  });

  it('names a barred or unroutable number as the recipient rejected', async () => {
    for (const [status, text] of [
      ['6', 'Invalid Message'],
      ['7', 'Number barred.'],
      ['33', 'Number de-activated'],
    ] as const) {
      api.answer = answerWith(status, text);
      const err = await failureOf(provider.send({ recipient: '+971500000000', text: 'x' }));
      expect(err.isRecipientRejected).toBe(true);
      expect(err.message).toContain(`status ${status}: ${text}`);
    }
  });

  it('fails without blaming the number when throttled, on bad credentials or an outage', async () => {
    for (const [status, text] of [
      ['1', 'Throttled'],
      ['4', 'Bad Credentials'],
      ['5', 'Internal Error'],
    ] as const) {
      api.answer = answerWith(status, text);
      const err = await failureOf(provider.send({ recipient: '+971501234567', text: 'x' }));
      expect(err.isRecipientRejected).toBe(false);
    }
    api.answer = () => ({
      status: 401,
      body: { type: 'https://developer.nexmo.com/api-errors#unauthorized' },
    });
    expect((await failureOf(provider.send({ recipient: '+971501234567', text: 'x' }))).message).toContain(
      '401',
    );
    const nowhere = new VonageSmsProvider({
      apiKey: 'k',
      apiSecret: 's',
      from: 'x',
      apiUrl: 'http://127.0.0.1:1',
    });
    expect((await failureOf(nowhere.send({ recipient: '+971501234567', text: 'x' }))).message).toMatch(
      /unreachable/,
    );
  });
});
