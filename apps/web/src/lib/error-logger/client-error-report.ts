/**
 * The error logger of the public runtime config (SPEC sections 3 and 9: `ERROR_LOGGER`, 0 by
 * default). When it is on, errors in customers' browsers (uncaught errors, unhandled promise
 * rejections, a page's crash caught by its error page) are sent to the storefront's server, which
 * writes each as one JSON line to its log; when off they stay in the browser's console. Decisions:
 * - A report carries the message, the stack, the script and the page's path, never the query
 *   string or the hash (a city link carries the customer's name in `set_user`).
 * - A page sends at most MAX_REPORTS_PER_PAGE reports and each distinct error once, so a loop that
 *   throws does not flood the log; the server keeps its own budget per minute.
 */

export const CLIENT_ERRORS_PATH = '/client-errors';
export const MAX_REPORTS_PER_PAGE = 10;
export const MAX_REPORT_BYTES = 8 * 1024;
const MAX_MESSAGE = 500;
const MAX_STACK = 4000;
const MAX_URL = 300;

export type ClientErrorKind = 'error' | 'unhandledrejection' | 'boundary';

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack: string | null;
  /** the script it came from, with its line and column */
  source: string | null;
  /** the page's path, no query or hash */
  page: string;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** An address with its query and hash cut off; a relative one stays a path. */
export function withoutQuery(url: string): string {
  const cut = url.split(/[?#]/, 1)[0] ?? '';
  return clip(cut, MAX_URL);
}

/** What a thrown value says: an Error's name and message, else its text. */
export function describeThrown(value: unknown): { message: string; stack: string | null } {
  if (value instanceof Error) {
    return {
      message: clip(`${value.name}: ${value.message}`, MAX_MESSAGE),
      stack: value.stack ? clip(value.stack, MAX_STACK) : null,
    };
  }
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return { message: clip(text, MAX_MESSAGE), stack: null };
}

export function toReport(
  kind: ClientErrorKind,
  thrown: unknown,
  where: { page: string; file?: string; line?: number; column?: number; message?: string },
): ClientErrorReport {
  const described = thrown === undefined || thrown === null ? null : describeThrown(thrown);
  const source = where.file ? `${withoutQuery(where.file)}:${where.line ?? 0}:${where.column ?? 0}` : null;
  return {
    kind,
    message: described?.message ?? clip(where.message || 'Unknown error', MAX_MESSAGE),
    stack: described?.stack ?? null,
    source,
    page: withoutQuery(where.page),
  };
}

/** Whether a page may still send this report: under its cap, and not sent before. */
export function admitReport(sent: Set<string>, report: ClientErrorReport): boolean {
  const key = `${report.kind}|${report.message}|${report.source ?? ''}`;
  if (sent.size >= MAX_REPORTS_PER_PAGE || sent.has(key)) return false;
  sent.add(key);
  return true;
}

const KINDS: readonly string[] = ['error', 'unhandledrejection', 'boundary'];

/** A report as the server receives it, or null for anything else. */
export function parseReport(body: unknown): ClientErrorReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const o = body as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === 'string' ? clip(v, max) : null);
  const message = text(o.message, MAX_MESSAGE);
  const page = text(o.page, MAX_URL);
  if (typeof o.kind !== 'string' || !KINDS.includes(o.kind) || !message || page === null) return null;
  return {
    kind: o.kind as ClientErrorKind,
    message,
    stack: text(o.stack, MAX_STACK),
    source: text(o.source, MAX_URL + 20),
    page: withoutQuery(page),
  };
}

/** The server's budget: at most `perMinute` reports written in any minute, the rest dropped. */
export function createReportBudget(perMinute: number) {
  let windowStart = 0;
  let used = 0;
  return (now: number): boolean => {
    if (now - windowStart >= 60_000) {
      windowStart = now;
      used = 0;
    }
    if (used >= perMinute) return false;
    used++;
    return true;
  };
}
