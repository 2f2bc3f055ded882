import { useCallback } from 'react';
import { ApiError } from '../api/client';
import { commonMessages } from './common-messages';
import { useT } from './i18n';

/**
 * The words for an error any request can meet; a screen checks its own codes (ORDER_CHANGED,
 * INVALID_CREDENTIALS…) first and hands the rest here.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useT(commonMessages);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('errUnknown', { message: String(error) });
      if (error.status === 0) return t('errNetwork');
      if (error.code === 'CSRF_TOKEN_INVALID') return t('errCsrf');
      if (error.status === 403) return t('errForbidden');
      if (error.status === 429) return t('errRateLimited');
      if (error.code === 'VALIDATION_ERROR') return t('errValidation', { message: error.message });
      if (error.status >= 500) return t('errServer', { code: error.code });
      return t('errUnknown', { message: error.message });
    },
    [t],
  );
}
