/**
 * The page request's id on every call the storefront makes to the API while rendering it (issue
 * 22 item 5), so one id is in the storefront's access line and the API's log of each call.
 *
 * server.mjs runs Next's handler inside `runWithRequestId`; the id is added to an outgoing
 * request as undici creates it (its `undici:request:create` diagnostics channel, which Node's
 * `fetch` publishes), only when it goes to the API and names no id of its own. That is below
 * Next's data cache: a fetch's cache key is its URL, options and headers, so an id put into the
 * fetch's own headers would have made every read a miss. A read the cache answers reaches no
 * API and carries nothing. The same channel is where OpenTelemetry's undici instrumentation adds
 * `traceparent` when traces are on (server/tracing.mjs); Next leaves that header out of its keys.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';

const current = new AsyncLocalStorage();

/** Runs `fn` (the page's rendering) with `id` as the request id of the calls it makes. */
export function runWithRequestId(id, fn) {
  return current.run(id, fn);
}

/** Whether undici's request already carries a header (its headers: an array, or raw lines). */
function hasHeader(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return true;
    return false;
  }
  return new RegExp(`(^|\\r\\n)${name}:`, 'i').test(String(headers ?? ''));
}

const originOf = (value) => {
  try {
    return new URL(String(value)).origin;
  } catch {
    return null;
  }
};

/**
 * Adds the id to each request for `apiOrigin` (e.g. http://127.0.0.1:4000) made while a page is
 * rendered; other hosts (payment providers, the map) never see it. Returns the unsubscribe.
 */
export function forwardRequestIds(apiOrigin) {
  const origin = new URL(apiOrigin).origin;
  const onCreate = ({ request }) => {
    const id = current.getStore();
    if (id === undefined || originOf(request.origin) !== origin || hasHeader(request.headers, 'x-request-id'))
      return;
    request.addHeader('x-request-id', id);
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  return () => diagnostics.unsubscribe('undici:request:create', onCreate);
}
