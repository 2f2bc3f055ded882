/**
 * A local stand-in for the Telegram Bot API, for the tests (node:http on a random port): it
 * records every sendMessage it accepts and answers as Telegram does for the chats set to fail
 * (chat not found, bot blocked, too many requests with retry_after).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeTelegramMessage {
  token: string;
  chatId: string;
  text: string;
  parseMode: string | undefined;
}

type Refusal = { status: number; description: string; retryAfter?: number };

export interface FakeTelegram {
  /** http://127.0.0.1:port, as TELEGRAM_API_URL */
  url: string;
  messages: FakeTelegramMessage[];
  /** chats answered with an error instead, e.g. `{status: 403, description: 'Forbidden: bot was blocked by the user'}` */
  refuse: Map<string, Refusal>;
  /** the next answers for any chat: 429 with retry_after, then normal again */
  rateLimitNext: Refusal[];
  close(): Promise<void>;
}

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeTelegram(validToken: string): Promise<FakeTelegram> {
  const state: Pick<FakeTelegram, 'messages' | 'refuse' | 'rateLimitNext'> = {
    messages: [],
    refuse: new Map(),
    rateLimitNext: [],
  };
  const server = createServer((req, res) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return answer(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      const token = decodeURIComponent(match[1]!);
      if (token !== validToken)
        return answer(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const body = await bodyOf(req);
      const chatId = String(body.chat_id ?? '');
      const refusal = state.rateLimitNext.shift() ?? state.refuse.get(chatId);
      if (refusal)
        return answer(res, refusal.status, {
          ok: false,
          error_code: refusal.status,
          description: refusal.description,
          ...(refusal.retryAfter !== undefined ? { parameters: { retry_after: refusal.retryAfter } } : {}),
        });
      if (typeof body.text !== 'string' || !body.text)
        return answer(res, 400, {
          ok: false,
          error_code: 400,
          description: 'Bad Request: message text is empty',
        });
      state.messages.push({
        token,
        chatId,
        text: body.text,
        parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : undefined,
      });
      answer(res, 200, { ok: true, result: { message_id: state.messages.length, chat: { id: chatId } } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
