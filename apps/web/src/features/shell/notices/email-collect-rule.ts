/**
 * When the e-mail pop-up may ask (issue 17, item 17). It asks once: closing it or subscribing
 * keeps it away for a year on every city of the brand, where SPEC section 4's 300-second cookie
 * brought it back every five minutes. It asks on the home page only, after the visitor has had
 * time to look around, and never over another dialog, into a field being typed in, or during
 * checkout (which is not the home page).
 */
export const EMAIL_COLLECT_DELAY_MS = 15_000;
/** Once the delay has passed, how often a busy page (an open dialog, typing) is looked at again. */
export const EMAIL_COLLECT_RETRY_MS = 2_000;
export const EMAIL_COLLECT_ANSWERED_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface EmailCollectState {
  /** the brand's emailCollect.popup.isVisible */
  isEnabled: boolean;
  isHome: boolean;
  /** closed or subscribed on this browser (the long-lived cookie) */
  isAnswered: boolean;
  /** crawlers are never asked */
  isBot: boolean;
}

/** Whether to start the pop-up's timer at all. */
export const shouldOfferEmailCollect = (s: EmailCollectState) =>
  s.isEnabled && s.isHome && !s.isAnswered && !s.isBot;

export interface PageBusyState {
  /** another dialog (city chooser, drawer, search, a message) is open */
  isDialogOpen: boolean;
  /** the focus is in a field the visitor types in */
  isTyping: boolean;
}

/** Whether the pop-up may open now, its delay passed: not over what the visitor is doing. */
export const mayOpenEmailCollectNow = (s: PageBusyState) => !s.isDialogOpen && !s.isTyping;
