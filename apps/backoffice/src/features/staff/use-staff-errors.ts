import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { staffMessages } from './messages';

/** The staff API's refusals in the reader's language; anything else goes to the common words. */
export function useStaffErrorText(): (error: unknown) => string {
  const t = useT(staffMessages);
  const common = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError)
        switch (error.code) {
          case 'EMAIL_TAKEN':
            return t('emailTaken');
          case 'FORBIDDEN':
            return t('forbiddenScope');
          case 'INVALID_SCOPE':
            return t('invalidScope', { message: error.message });
          case 'LAST_OWNER':
            return t('lastOwner');
          case 'INVITATION_PENDING':
            return t('invitationPending');
          case 'STAFF_INACTIVE':
            return t('inactiveReset');
          case 'STAFF_NOT_FOUND':
            return t('notFound');
        }
      return common(error);
    },
    [t, common],
  );
}
