'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { isHomePath } from './paths';
import { useSite } from './site-context';
import { useUser } from './use-user';
import { isOn } from './visibility';

/*
 * The shell's parts that draw nothing until a visitor does something or a timer fires: cookie
 * and e-mail notices, the app popup, the city popup and chooser, the live order widget, the chat
 * and the global cart hook. Loaded after the page, with their CSS, so a menu page's first load
 * carries neither their scripts nor their styles (issue 3's first-load JS and TBT budgets); the
 * ones behind a brand flag or a sign-in are not loaded at all without it.
 */
const lazy = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  dynamic(load, { ssr: false, loading: () => null });

export const CartGlobalHooks = lazy(() => import('../cart/cart-global-hooks').then((m) => m.CartGlobalHooks));
export const CookieNotice = lazy(() => import('./notices/cookie-notice').then((m) => m.CookieNotice));
const EmailCollect = lazy(() => import('./notices/email-collect-modal').then((m) => m.EmailCollectModal));
const AppPopup = lazy(() => import('../content/mobile-app-popup').then((m) => m.MobileAppPopup));

/** The brand's e-mail collect modal (SPEC section 4): asked on the home page only. */
export function EmailCollectModal() {
  const isHome = isHomePath(usePathname());
  return useSite().emailCollectVisible && isHome ? <EmailCollect /> : null;
}

/** The 'mobile app is more convenient' popup, when the brand has it on. */
export function MobileAppPopup() {
  return isOn(useSite().env, 'SHOW_MOBILE_APP_POPUP') ? <AppPopup /> : null;
}
export const LocationHost = lazy(() => import('../location/location-host').then((m) => m.LocationHost));
const LatestOrderWidget = lazy(() =>
  import('../orders-live/latest-order-widget').then((m) => m.LatestOrderWidget),
);
const SupportChat = lazy(() => import('../account/support-chat').then((m) => m.SupportChat));

/** The live order card and the support chat serve signed-in customers only: guests never load them. */
export function SignedInParts() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <LatestOrderWidget />
      <SupportChat />
    </>
  );
}
