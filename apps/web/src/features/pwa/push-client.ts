/**
 * The browser's side of order status push (issue 21 item 4): asks the customer's permission
 * (only from a button they press, after an order), subscribes this browser's push service with
 * our VAPID key, and tells the API (`/push/v1`). The service worker (/sw.js) shows the messages.
 */
import type { TPushPublicKey, TPushSubscribeBody } from '@food/contracts';
import { apiCall } from '@/lib/api/browser-client';

export type PushProblem = 'unsupported' | 'denied' | 'failed';

export class PushUnavailable extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
  }
}

export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/** This browser's push subscription, made (and the permission asked) when there is none. */
async function browserSubscription(): Promise<PushSubscriptionJSON> {
  if (!isPushSupported()) throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(permission === 'denied' ? 'denied' : 'failed');
  try {
    const registration =
      (await navigator.serviceWorker.getRegistration('/')) ??
      (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
    await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    if (existing) return existing.toJSON();
    const { publicKey } = await apiCall<TPushPublicKey>('/push/v1/publicKey');
    const made = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return made.toJSON();
  } catch (err) {
    console.warn('push: no subscription', err);
    throw new PushUnavailable('failed');
  }
}

const bodyOf = (subscription: PushSubscriptionJSON, language: string) =>
  ({ subscription, language }) as unknown as TPushSubscribeBody;

/** The order's status changes to this browser (a guest's order by its id, a customer's by session). */
export async function subscribeToOrder(orderId: string, language: string): Promise<void> {
  const subscription = await browserSubscription();
  await apiCall(`/push/v1/orders/${encodeURIComponent(orderId)}/subscriptions`, {
    method: 'POST',
    body: bodyOf(subscription, language),
  });
}

/** The account's push switch on: the signed-in customer's orders to this browser. */
export async function subscribeAccount(language: string): Promise<void> {
  const subscription = await browserSubscription();
  await apiCall('/push/v1/subscriptions', { method: 'POST', body: bodyOf(subscription, language) });
}

/** The account's push switch off: this browser's subscription goes, here and at the API. */
export async function unsubscribeBrowser(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiCall('/push/v1/unsubscribe', { method: 'POST', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
