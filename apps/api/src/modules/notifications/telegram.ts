/**
 * Telegram Bot API (https://core.telegram.org/bots/api#sendmessage): the staff new-order alert
 * goes to a chat, a group or a channel the outlet's bot was added to. One call, `sendMessage`
 * with `parse_mode: HTML`, so the text is escaped with html.ts and may use <b>, <i>, <a>.
 *
 * Its answers say whether sending again can help (the job queue retries those):
 * - 429 Too Many Requests: transient, with `parameters.retry_after` seconds to wait;
 * - 400 "chat not found", 403 "bot was blocked / kicked / is not a member": permanent (an
 *   outlet's setting to fix, not a moment to wait for); any other 400/401/403/404 too;
 * - 5xx, a network failure, a timeout: transient.
 */

/** an e.g. `-1001234567890` chat id or a public `@channelname` */
export type TelegramChatId = string;

export class TelegramSendError extends Error {
  constructor(
    message: string,
    /** no later try can succeed: the job gives up */
    readonly isPermanent: boolean,
    /** Telegram asked us to wait this long (429) */
    readonly retryAfterSeconds: number | null = null,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'TelegramSendError';
  }
}

export interface TelegramSender {
  sendMessage(chatId: TelegramChatId, html: string, signal?: AbortSignal): Promise<{ messageId: number }>;
}

interface BotApiAnswer {
  ok?: boolean;
  description?: string;
  error_code?: number;
  result?: { message_id?: number };
  parameters?: { retry_after?: number };
}

/** What an answer that is not `ok` means for the next try. */
function telegramErrorOf(status: number, answer: BotApiAnswer): TelegramSendError {
  const code = answer.error_code ?? status;
  const said = answer.description ?? `HTTP ${status}`;
  if (code === 429) {
    const wait = answer.parameters?.retry_after;
    return new TelegramSendError(
      `Telegram: ${said}`,
      false,
      typeof wait === 'number' && wait >= 0 ? wait : null,
      code,
    );
  }
  // 400 chat not found / bad text, 401 a wrong token, 403 blocked or kicked, 404 an unknown bot
  const isPermanent = code >= 400 && code < 500;
  return new TelegramSendError(
    `Telegram ${isPermanent ? 'refused' : 'failed'}: ${said}`,
    isPermanent,
    null,
    code,
  );
}

export class BotApiSender implements TelegramSender {
  constructor(
    private readonly token: string,
    private readonly apiUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async sendMessage(
    chatId: TelegramChatId,
    html: string,
    signal?: AbortSignal,
  ): Promise<{ messageId: number }> {
    const url = `${this.apiUrl.replace(/\/$/, '')}/bot${this.token}/sendMessage`;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: chatId,
          text: html,
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      // never the URL in the message: it holds the bot's token
      const why = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new TelegramSendError(`Telegram ${why}`, false);
    }
    const answer = (await res.json().catch(() => ({}))) as BotApiAnswer;
    if (res.ok && answer.ok) return { messageId: answer.result?.message_id ?? 0 };
    throw telegramErrorOf(res.status, answer);
  }
}

/** Unset TELEGRAM_BOT_TOKEN: no sender, and Telegram alerts are off (the back office says so). */
export function createTelegramSender(config: {
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_API_URL: string;
}): TelegramSender | null {
  return config.TELEGRAM_BOT_TOKEN
    ? new BotApiSender(config.TELEGRAM_BOT_TOKEN, config.TELEGRAM_API_URL)
    : null;
}
