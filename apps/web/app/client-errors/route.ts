import { receiveClientError } from '@/lib/error-logger/client-errors-route';

/** Browser error reports while the error logger is on (src/lib/error-logger). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return receiveClientError(request);
}
