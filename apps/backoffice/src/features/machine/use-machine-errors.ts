import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { machineMessages } from './messages';

/** The machine-access API's refusals in the reader's language. */
export function useMachineErrorText(): (error: unknown) => string {
  const t = useT(machineMessages);
  const common = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError)
        switch (error.code) {
          case 'API_KEY_NOT_FOUND':
            return t('keyNotFound');
          case 'WEBHOOK_NOT_FOUND':
          case 'NOT_FOUND':
            return t('hookNotFound');
          case 'WEBHOOK_URL_NOT_ALLOWED':
            // the reason names the address's problem (a private host, no such name)
            return t('urlRefused', { reason: error.message });
          case 'FORBIDDEN':
            return t('forbiddenScope');
          case 'INVALID_SCOPE':
            return t('invalidScope', { message: error.message });
        }
      return common(error);
    },
    [t, common],
  );
}
