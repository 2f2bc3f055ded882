'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEmailCollectTimer } from './notices/use-email-collect-timer';
import { isHomePath } from './paths';
import { useSite } from './site-context';
import { useUser } from './use-user';
import { isOn } from './visibility';

/*
 * The shell's parts that draw nothing until a visitor does something or a timer fires: the
 * e-mail notice, the app popup, the city popup and chooser, the live order widget, the chat
 * and the global cart hook. Loaded after the page, with their CSS, so a menu page's first load
 * carries neither their scripts nor their styles (issue 3's first-load JS and TBT budgets); the
 * ones behind a brand flag or a sign-in are not loaded at all without it.
 */
const lazy = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  dynamic(load, { ssr: false, loading: () => null });

export const CartGlobalHooks = lazy(() => import('../cart/cart-global-hooks').then((m) => m.CartGlobalHooks));
const EmailCollect = lazy(() => import('./notices/email-collect-modal').then((m) => m.EmailCollectModal));
const AppPopup = lazy(() => import('../content/mobile-app-popup').then((m) => m.MobileAppPopup));

/**
 * The brand's e-mail pop-up (issue 17, item 17): its timer runs here, with the page; the dialog
 * loads when its time comes, on the home page only.
 */
export function EmailCollectModal() {
  const site = useSite();
  const isHome = isHomePath(usePathname());
  const isDue = useEmailCollectTimer({ isEnabled: site.emailCollectVisible, isHome, isBot: site.isBot });
  // mounted open; once closed it stays mounted and shut (Radix draws nothing then)
  return isDue ? <EmailCollect /> : null;
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
const BonusBalanceSync = lazy(() => import('../bonuses/use-bonus-balance').then((m) => m.BonusBalanceSync));

/**
 * The live order card, the support chat and the bonus balance's refresh (once per page load, so
 * the header and drawer counts are the confirmed balance) serve signed-in customers only.
 */
export function SignedInParts() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <LatestOrderWidget />
      <SupportChat />
      <BonusBalanceSync userId={user.id} />
    </>
  );
}
