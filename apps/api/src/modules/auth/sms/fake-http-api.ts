/**
 * A provider's HTTP API faked on a random local port, for the providers' tests: each request is
 * recorded (method, path, headers, body as text) and answered by the test's `answer`.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeHttpApi {
  url: string;
  requests: RecordedRequest[];
  /** what the next requests get */
  answer: (request: RecordedRequest) => FakeAnswer;
  close(): Promise<void>;
}

export async function startFakeHttpApi(): Promise<FakeHttpApi> {
  const requests: RecordedRequest[] = [];
  const api: FakeHttpApi = {
    url: '',
    requests,
    answer: () => ({ status: 500, body: { error: 'no answer set' } }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status, body } = api.answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
