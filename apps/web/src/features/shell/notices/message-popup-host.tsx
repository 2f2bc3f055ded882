'use client';

import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import { messageStore } from '../notify';

const MessagePopup = dynamic(() => import('./message-popup').then((m) => m.MessagePopup), {
  ssr: false,
  loading: () => null,
});

/**
 * Mounts the message popup when the first message comes: a page that never shows one never
 * downloads the dialog (storefront issue: first-load JS). The popup then reads the store itself.
 */
export function MessagePopupHost() {
  const message = useSyncExternalStore(messageStore.subscribe, messageStore.get, () => null);
  const [isNeeded, setNeeded] = useState(false);
  if (message && !isNeeded) setNeeded(true);
  return isNeeded ? <MessagePopup /> : null;
}
