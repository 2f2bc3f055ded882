import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BotApiSender, TelegramSendError, createTelegramSender } from './telegram.js';
import { startFakeTelegram, type FakeTelegram } from './telegram-fake-server.js';

const TOKEN = '123456:test-token';
let fake: FakeTelegram;

beforeAll(async () => {
  fake = await startFakeTelegram(TOKEN);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.messages.length = 0;
  fake.refuse.clear();
  fake.rateLimitNext.length = 0;
});

const failureOf = async (p: Promise<unknown>): Promise<TelegramSendError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TelegramSendError);
  return err as TelegramSendError;
};

describe('Telegram Bot API sender (against a local fake)', () => {
  it('sends the text as HTML to the chat and answers the message id', async () => {
    const sender = new BotApiSender(TOKEN, `${fake.url}/`);
    const sent = await sender.sendMessage('-1001234567890', '<b>New order</b> №42');
    expect(sent.messageId).toBe(1);
    expect(fake.messages).toEqual([
      { token: TOKEN, chatId: '-1001234567890', text: '<b>New order</b> №42', parseMode: 'HTML' },
    ]);
  });

  it('429 with retry_after is transient and carries the wait', async () => {
    fake.rateLimitNext.push({ status: 429, description: 'Too Many Requests: retry after 7', retryAfter: 7 });
    const err = await failureOf(new BotApiSender(TOKEN, fake.url).sendMessage('@kitchen', 'x'));
    expect(err.isPermanent).toBe(false);
    expect(err.retryAfterSeconds).toBe(7);
    expect(fake.messages).toHaveLength(0);
  });

  it('400 chat not found and 403 bot blocked are permanent', async () => {
    fake.refuse.set('-100', { status: 400, description: 'Bad Request: chat not found' });
    fake.refuse.set('42', { status: 403, description: 'Forbidden: bot was blocked by the user' });
    const sender = new BotApiSender(TOKEN, fake.url);
    const notFound = await failureOf(sender.sendMessage('-100', 'x'));
    expect(notFound.isPermanent).toBe(true);
    expect(notFound.message).toContain('chat not found');
    const blocked = await failureOf(sender.sendMessage('42', 'x'));
    expect(blocked.isPermanent).toBe(true);
    expect(blocked.statusCode).toBe(403);
  });

  it('a 5xx is transient; a wrong token is permanent and never shows the token', async () => {
    fake.rateLimitNext.push({ status: 502, description: 'Bad Gateway' });
    const gateway = await failureOf(new BotApiSender(TOKEN, fake.url).sendMessage('1', 'x'));
    expect(gateway.isPermanent).toBe(false);
    const wrong = await failureOf(new BotApiSender('999:other-secret', fake.url).sendMessage('1', 'x'));
    expect(wrong.isPermanent).toBe(true);
    expect(wrong.message).not.toContain('other-secret');
  });

  it('an unreachable API is transient and its message holds no token', async () => {
    const closed = await startFakeTelegram(TOKEN);
    await closed.close();
    const err = await failureOf(new BotApiSender(TOKEN, closed.url, 2000).sendMessage('1', 'x'));
    expect(err.isPermanent).toBe(false);
    expect(err.message).not.toContain(TOKEN);
  });

  it('no token: no sender (Telegram alerts are off)', () => {
    expect(createTelegramSender({ TELEGRAM_API_URL: fake.url })).toBeNull();
    expect(createTelegramSender({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_URL: fake.url })).toBeInstanceOf(
      BotApiSender,
    );
  });
});
