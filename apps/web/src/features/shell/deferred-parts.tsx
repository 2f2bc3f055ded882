'use client';

import dynamic from 'next/dynamic';

/*
 * The shell's parts that draw nothing until a visitor does something or a timer fires: cookie
 * and e-mail notices, the app popup, the city popup and chooser, the live order widget, the chat
 * and the global cart hook. Loaded after the page, with their CSS, so a menu page's first load
 * carries neither their scripts nor their styles (issue 3's first-load JS and TBT budgets).
 */
const lazy = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  dynamic(load, { ssr: false, loading: () => null });

export const CartGlobalHooks = lazy(() => import('../cart/cart-global-hooks').then((m) => m.CartGlobalHooks));
export const CookieNotice = lazy(() => import('./notices/cookie-notice').then((m) => m.CookieNotice));
export const EmailCollectModal = lazy(() =>
  import('./notices/email-collect-modal').then((m) => m.EmailCollectModal),
);
export const MobileAppPopup = lazy(() => import('../content/mobile-app-popup').then((m) => m.MobileAppPopup));
export const LocationHost = lazy(() => import('../location/location-host').then((m) => m.LocationHost));
export const LatestOrderWidget = lazy(() =>
  import('../orders-live/latest-order-widget').then((m) => m.LatestOrderWidget),
);
export const SupportChat = lazy(() => import('../account/support-chat').then((m) => m.SupportChat));
