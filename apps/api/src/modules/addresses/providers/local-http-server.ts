/**
 * For tests: a real HTTP server on 127.0.0.1 (a free port) that plays an address provider. It
 * records every request and answers with what the test sets, so adapters are tested over real
 * HTTP against the provider's documented answer, not against a mock of our own code.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type FakeAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  /** never answer: the caller's timeout must fire */
  | { hang: true };

export interface LocalHttpServer {
  url: string;
  requests: RecordedRequest[];
  answer: (request: RecordedRequest) => FakeAnswer;
  close(): Promise<void>;
}

export async function startLocalHttpServer(
  answer: (request: RecordedRequest) => FakeAnswer = () => ({ json: {} }),
): Promise<LocalHttpServer> {
  const hanging = new Set<http.ServerResponse>();
  const state: LocalHttpServer = {
    url: '',
    requests: [],
    answer,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw || undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      const recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      state.requests.push(recorded);
      const reply = state.answer(recorded);
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      res.writeHead(reply.status ?? 200, {
        'content-type': 'json' in reply ? 'application/json; charset=utf-8' : 'text/plain',
        ...reply.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
