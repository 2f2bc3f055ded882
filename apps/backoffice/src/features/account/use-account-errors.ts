import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { accountMessages } from './messages';

/** The account API's refusals in the reader's language. */
export function useAccountErrorText(): (error: unknown) => string {
  const t = useT(accountMessages);
  const common = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError)
        switch (error.code) {
          case 'PASSWORD_INCORRECT':
            return t('passwordIncorrect');
          case 'WEAK_PASSWORD':
            return t('weakPassword', { message: error.message });
          case 'TOO_MANY_SIGN_IN_ATTEMPTS':
            return t('tooManyAttempts');
          case 'TOTP_REQUIRED_SETUP':
            return t('setUpFirst');
          case 'TOTP_INCORRECT':
            return t('wrongCode');
          case 'TOTP_ALREADY_ENABLED':
            return t('alreadyOn');
          case 'FORBIDDEN':
            return t('requiredByOwners');
        }
      return common(error);
    },
    [t, common],
  );
}
