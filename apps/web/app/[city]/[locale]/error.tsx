'use client';

import { ErrorView } from '@/features/errors/error-view';

/**
 * A page under a city and language failed. On the server (API down, slow past the 10 s
 * timeout, a bug; Next gives it a digest): the error page inside the chrome, noindex, status
 * 500 when it happens before streaming starts. In the browser (a rendering crash, no digest):
 * SPEC section 8's error modal over the chrome (both `error-view.tsx`). Failures of the layout
 * itself land in app/global-error.tsx.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
