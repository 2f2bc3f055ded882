'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { PATHS } from './page-paths';
import { useLocalizedHref } from './links';
import { logOut } from './use-user';

/**
 * Logs out and takes the customer to the city's home page in the current language (issue 17,
 * item 16; SPEC section 4 only says logout clears the user). From any page: a signed-in-only page
 * would otherwise send them to the sign-in form they just left, and the menu is where a guest
 * starts. A push, so Back returns to the page they were on (a private one then asks to sign in).
 */
export function useLogOut(): () => void {
  const router = useRouter();
  const href = useLocalizedHref();
  return useCallback(() => {
    logOut();
    router.push(href(PATHS.home));
  }, [router, href]);
}
