/**
 * Who the visitor is, decided once per request before Next sees it.
 *
 * The API counts sign-in codes per client address and believes `X-Forwarded-For` from the
 * storefront (its TRUST_PROXY, loopback by default). Next passes a request's `X-Forwarded-For` on
 * to the API as the visitor wrote it (it only fills the header in when it is missing), so a
 * visitor could name any address and get a fresh quota each time. Here the header is rewritten to
 * the one address the storefront believes: the connection's own, or, when the connection comes
 * from a proxy listed in WEB_TRUST_PROXY (a load balancer in front of the storefront), the
 * right-most address of the chain that no trusted proxy wrote, as Fastify's `trustProxy` reads it.
 * Headers the visitor could use to name another host or scheme (`X-Forwarded-Host`, `-Proto`,
 * `-Port`) are believed only from a trusted proxy too; `Forwarded` and `X-Real-IP` are dropped,
 * as nothing behind the storefront reads them and nothing should be misled by them.
 */
import proxyAddr from '@fastify/proxy-addr';

/** The setting's name; the API has its own TRUST_PROXY, which must name the storefront's hosts. */
export const TRUST_SETTING = 'WEB_TRUST_PROXY';

/** W3C trace context, taken from a trusted proxy only */
const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'];

/**
 * The trusted proxies of a WEB_TRUST_PROXY value: comma-separated addresses, CIDR ranges or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Empty or unset: none.
 * Throws with the setting named when an entry is not an address.
 */
export function parseTrustedProxies(setting) {
  const entries = String(setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (err) {
    throw new Error(`${TRUST_SETTING}: ${err.message} (comma-separated addresses or CIDR ranges)`, {
      cause: err,
    });
  }
}

/** `::ffff:1.2.3.4` (an IPv4 visitor on a dual-stack socket) as `1.2.3.4`. */
const plainAddress = (address) => address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1');

/** The last of a header's comma-separated values: the one the nearest proxy wrote. */
const lastValue = (value) => {
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return text.slice(text.lastIndexOf(',') + 1).trim();
};

/**
 * Rewrites `req.headers` in place so that everything behind the storefront sees the client it
 * believes. Returns that client's address and whether the request reached a trusted proxy over
 * TLS (the storefront itself speaks plain HTTP unless its socket is encrypted).
 */
export function settleClientHeaders(req, trust) {
  const headers = req.headers;
  const socketAddress = req.socket?.remoteAddress;
  const fromTrustedProxy = socketAddress !== undefined && trust(socketAddress, 0);
  const client = socketAddress === undefined ? undefined : plainAddress(proxyAddr(req, trust));

  const forwardedProto =
    fromTrustedProxy && headers['x-forwarded-proto']
      ? lastValue(headers['x-forwarded-proto']).toLowerCase()
      : null;
  const proto = (forwardedProto ?? (req.socket?.encrypted ? 'https' : 'http')) === 'https' ? 'https' : 'http';
  if (fromTrustedProxy && headers['x-forwarded-host'])
    headers['x-forwarded-host'] = lastValue(headers['x-forwarded-host']);
  else delete headers['x-forwarded-host'];
  if (fromTrustedProxy && headers['x-forwarded-port'])
    headers['x-forwarded-port'] = lastValue(headers['x-forwarded-port']);
  else delete headers['x-forwarded-port'];
  headers['x-forwarded-proto'] = proto;
  if (client === undefined) delete headers['x-forwarded-for'];
  else headers['x-forwarded-for'] = client;
  delete headers['x-real-ip'];
  delete headers.forwarded;
  // a trace's context is a proxy's to give (README "Metrics, traces and request ids"): a visitor
  // naming its own would pick trace ids and sampling, here and through /api at the API
  if (!fromTrustedProxy) for (const name of TRACE_HEADERS) delete headers[name];
  return { client, tls: proto === 'https' };
}
