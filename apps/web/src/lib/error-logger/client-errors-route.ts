import 'server-only';
import { HttpLimitError, readTextWithin } from '../api/http-limits';
import { getRuntimeConfig } from '../runtime-config';
import { MAX_REPORT_BYTES, createReportBudget, parseReport } from './client-error-report';

/** reports written per minute by this process; a flood beyond it is dropped (and counted) */
const REPORTS_PER_MINUTE = 120;
const admit = createReportBudget(REPORTS_PER_MINUTE);
let dropped = 0;

/**
 * POST /client-errors (app/client-errors/route.ts): one browser error report, written to the
 * storefront's log as a JSON line. 404 while `ERROR_LOGGER` is off, as if there were no route.
 */
export async function receiveClientError(request: Request): Promise<Response> {
  if (!getRuntimeConfig().errorLogger) return new Response(null, { status: 404 });
  let body: unknown;
  try {
    body = JSON.parse(await readTextWithin(request, MAX_REPORT_BYTES));
  } catch (err) {
    return new Response(null, { status: err instanceof HttpLimitError ? 413 : 400 });
  }
  const report = parseReport(body);
  if (!report) return new Response(null, { status: 400 });
  if (!admit(Date.now())) {
    dropped++;
    return new Response(null, { status: 204 });
  }
  const line = {
    level: 'error',
    time: new Date().toISOString(),
    msg: 'browser error',
    ...report,
    ...(dropped ? { droppedBefore: dropped } : {}),
  };
  dropped = 0;
  process.stderr.write(`${JSON.stringify(line)}\n`);
  return new Response(null, { status: 204 });
}
