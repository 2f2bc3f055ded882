/**
 * A small analytics dispatch: events go to `window.dataLayer`, where a tag manager (when the
 * brand adds one) picks them up; without one they simply wait there, harmlessly.
 */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean>;

type DataLayerWindow = Window & { dataLayer?: AnalyticsEvent[] };

export function track(event: AnalyticsEvent) {
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push(event);
}

/**
 * SPEC section 4: a sign-up event fires on code success. It fires on every successful code
 * (as the spec says), with `new_customer` telling a first sign-in from a returning one.
 */
export const signUpEvent = (isNewUser: boolean): AnalyticsEvent => ({
  event: 'sign_up',
  method: 'phone',
  new_customer: isNewUser,
});
