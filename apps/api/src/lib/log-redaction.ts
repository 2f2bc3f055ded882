/**
 * What the API's logs may say about a failure. A failed query reaches the error handler as
 * drizzle's `DrizzleQueryError`, whose message is the SQL followed by `params: …` (a customer's
 * phone, name and address at checkout) and whose `cause` is the driver's error: PGlite attaches
 * the parameters to it too, and PostgreSQL puts values in `detail` ('Key (phone)=(+380…) already
 * exists') and some messages ('invalid input syntax for type uuid: "…"'). So every logged `err`
 * goes through `safeError`: the SQL text without parameters, the driver's SQLSTATE, severity,
 * routine and the names of the table, column and constraint, its message with quoted values
 * cut out, and the stack frames. Nothing else from a database error is logged.
 */
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** fields of a PostgreSQL error (node-postgres and PGlite alike) that never carry values */
const SAFE_DRIVER_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string');

/** drizzle's wrapper (checked by shape: one drizzle-orm copy may not be another's class) */
const isQueryError = (err: ErrorLike) => typeof err.query === 'string' && 'params' in err;

/** a server error: a five-character SQLSTATE, as node-postgres and PGlite report it */
const isDriverError = (err: ErrorLike) =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && 'severity' in err;

/** PostgreSQL quotes the offending input at the end ('…: "value"') or in `value "…" is out of range` */
export function withoutQuotedValues(message: string): string {
  return message.replace(/: ".*$/s, ': "[redacted]"').replace(/\bvalue ".*?" is/gs, 'value "[redacted]" is');
}

/** the stack's frames under a first line we choose (the real first line repeats the message) */
function framesOf(err: ErrorLike, headline: string): string | undefined {
  if (typeof err.stack !== 'string') return undefined;
  const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

function typeOf(err: ErrorLike): string {
  return typeof err.constructor === 'function' && err.constructor.name ? err.constructor.name : err.name;
}

function driverError(err: ErrorLike): Record<string, unknown> {
  // PGlite's bundle minifies its class names
  const type = 'DatabaseError';
  const message = withoutQuotedValues(err.message);
  const out: Record<string, unknown> = { type, message };
  for (const field of SAFE_DRIVER_FIELDS) if (err[field] !== undefined) out[field] = err[field];
  out.stack = framesOf(err, `${type}: ${message}`);
  return out;
}

/** The pino `err` serializer of the API: the standard one, except for database errors. */
export function safeError(value: unknown): unknown {
  if (!isErrorLike(value)) return value;
  const err = value;
  // first: PGlite's driver error carries `query` and `params` as well
  if (isDriverError(err)) return driverError(err);
  if (isQueryError(err)) {
    const query = err.query as string;
    return {
      type: typeOf(err),
      message: `Failed query: ${query}`,
      query,
      stack: framesOf(err, `${typeOf(err)}: Failed query`),
      ...(err.cause !== undefined ? { cause: safeError(err.cause) } : {}),
    };
  }
  if (err.cause === undefined) return stdSerializers.err(err);
  // the standard serializer appends the causes' messages and stacks; here a cause is its own entry
  const out: Record<string, unknown> = { type: typeOf(err), message: err.message, stack: err.stack };
  for (const key in err) {
    if (key in out || key === 'cause') continue;
    out[key] = isErrorLike(err[key]) ? safeError(err[key]) : err[key];
  }
  out.cause = safeError(err.cause);
  return out;
}

/** headers the request log must never hold, should a serializer ever add them */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-recaptcha-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the serializers and redaction above added. */
export function withLogRedaction(logger: LoggerOption, level: string): LoggerOption {
  if (logger === false) return false;
  const base = typeof logger === 'object' && logger !== null ? logger : { level };
  return {
    ...base,
    serializers: {
      ...base.serializers,
      err: (err: Error) => safeError(err) as { type: string; message: string; stack: string },
    },
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
  };
}
