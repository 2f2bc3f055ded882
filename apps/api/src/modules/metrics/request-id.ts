import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller's id may look like: a UUID, a trace id, a proxy's `$request_id`. */
const CALLER_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's request id (issue 22 item 5): the caller's `X-Request-Id` when it is a plausible one
 * (the storefront sends its own with every call, nginx can send `$request_id`), else a new UUID.
 * It is in every log line of the request (`reqId`) and goes back as `X-Request-Id`.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
}
