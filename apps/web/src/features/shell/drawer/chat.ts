'use client';

import { showMessage } from '../notify';

/**
 * Online chat (SPEC section 3: CHAT_KIND is TALKME or JIVOSITE). The providers' widgets are
 * third-party scripts loaded by the page when configured; when none is loaded the customer is
 * told to call instead, never left with a button that does nothing.
 */
type ChatWindow = Window & {
  jivo_api?: { open: () => void };
  TalkMe?: (command: string) => void;
};

export function openSupportChat(kind: string | number | boolean | undefined) {
  const w = window as ChatWindow;
  if (kind === 'JIVOSITE' && w.jivo_api) return w.jivo_api.open();
  if (kind === 'TALKME' && w.TalkMe) return w.TalkMe('openSupport');
  showMessage({ kind: 'error', key: 'notices:chatUnavailable' });
}
