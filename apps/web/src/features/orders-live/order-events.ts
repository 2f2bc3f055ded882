'use client';

import { useEffect, useRef } from 'react';
import { parseStatusEvent, type StatusEvent } from './latest-order-rules';

/**
 * The signed-in customer's live order events: one EventSource on `/api/orders/v1/stream`
 * (server-sent events through the storefront's /api proxy) shared by every listener on the
 * page — the latest-order widget, the orders list and the order page. The browser reconnects
 * by itself after a dropped line (the API asks for 3 s); a refused stream (closed for good) is
 * opened again after a pause. Events sent while disconnected are not replayed, so listeners
 * are told when the stream is back and refetch what they show.
 */
export type OrderEventListener = {
  onStatus: (event: StatusEvent) => void;
  /** the stream (re)connected: anything may have changed meanwhile */
  onReconnect?: () => void;
};

const STREAM_URL = '/api/orders/v1/stream';
const REOPEN_AFTER_MS = 5_000;

const listeners = new Set<OrderEventListener>();
let source: EventSource | null = null;
let reopenTimer: number | undefined;
let hasConnectedBefore = false;

function open() {
  if (source || listeners.size === 0) return;
  const es = new EventSource(STREAM_URL, { withCredentials: true });
  source = es;
  es.addEventListener('open', () => {
    if (hasConnectedBefore) listeners.forEach((l) => l.onReconnect?.());
    hasConnectedBefore = true;
  });
  es.addEventListener('order-status', (e) => {
    const event = parseStatusEvent((e as MessageEvent<string>).data);
    if (event) listeners.forEach((l) => l.onStatus(event));
  });
  es.addEventListener('error', () => {
    // CONNECTING: the browser is already retrying; CLOSED: it gave up (a 401, a proxy error)
    if (es.readyState !== EventSource.CLOSED) return;
    close();
    reopenTimer = window.setTimeout(open, REOPEN_AFTER_MS);
  });
}

function close() {
  window.clearTimeout(reopenTimer);
  source?.close();
  source = null;
}

function subscribeOrderEvents(listener: OrderEventListener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      close();
      hasConnectedBefore = false;
    }
  };
}

/** Listens while `enabled` (signed in); the latest callbacks are used without resubscribing. */
export function useOrderEvents(enabled: boolean, listener: OrderEventListener) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeOrderEvents({
      onStatus: (e) => latest.current.onStatus(e),
      onReconnect: () => latest.current.onReconnect?.(),
    });
  }, [enabled]);
}
