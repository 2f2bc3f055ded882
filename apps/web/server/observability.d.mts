import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export function requestIdOf(headers: IncomingHttpHeaders): string;
export function kindOf(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): 'static' | 'image' | 'api' | 'rsc' | 'page' | 'other';
export function mayReadMetrics(
  socketAddress: string | undefined,
  authorization: string | undefined,
  token: string | undefined,
): boolean;
export function createObservability(options?: { accessLog?: boolean; write?: (line: string) => void }): {
  observe(req: IncomingMessage, res: ServerResponse, clientAddress: string | undefined): void;
  render(): Promise<{ contentType: string; body: string }>;
};
