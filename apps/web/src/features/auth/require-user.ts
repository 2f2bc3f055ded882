'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PATHS, useLocalizedHref } from '../shell/links';
import type { StoredUser } from '../shell/stored-user';
import { takeLogOutOn, useUser } from '../shell/use-user';
import { signInHref } from './sign-in-rules';
import { useHydrated } from './use-hydrated';

/**
 * The signed-in customer for a signed-in-only page (SPEC section 6), or null while it is not
 * known yet. A visitor who is not signed in (or is signed out meanwhile) goes to sign-in, which
 * brings them back here. One who logged out here is on the way home instead (`useLogOut`).
 */
export function useRequiredUser(): StoredUser | null {
  const user = useUser();
  const isHydrated = useHydrated();
  const router = useRouter();
  const pathname = usePathname();
  const href = useLocalizedHref();

  useEffect(() => {
    if (!isHydrated || user || takeLogOutOn(pathname)) return;
    router.replace(signInHref(href(PATHS.signIn), `${pathname}${window.location.search}`));
  }, [isHydrated, user, router, pathname, href]);

  return isHydrated ? user : null;
}
