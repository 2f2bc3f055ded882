'use client';

import { useEffect } from 'react';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { chatScript } from './support-chat-rules';

const SCRIPT_ID = 'support-chat-script';

type ChatWindow = Window & {
  supportAPIMethod?: string;
  TalkMe?: ((...args: unknown[]) => void) & { q?: unknown[][] };
  jivo_destroy?: () => void;
};

/**
 * Loads the support chat widget for a signed-in customer when the brand has it on (rules in
 * support-chat-rules.ts); the drawer's chat row opens it (shell/drawer/chat.ts). Signing out
 * takes the widget away again.
 */
export function SupportChat() {
  const site = useSite();
  const user = useUser();
  const isSignedIn = user !== null;

  useEffect(() => {
    const script = chatScript(site.env, isSignedIn, window.location.search);
    if (!script || document.getElementById(SCRIPT_ID)) return;
    const w = window as ChatWindow;
    if (script.kind === 'TALKME') {
      // the provider's documented bootstrap: calls made before the script loads are queued
      w.supportAPIMethod = 'TalkMe';
      w.TalkMe ??= Object.assign((...args: unknown[]) => (w.TalkMe!.q ??= []).push(args), {
        q: [] as unknown[][],
      });
    }
    const el = document.createElement('script');
    el.id = SCRIPT_ID;
    el.src = script.src;
    el.async = true;
    el.charset = 'utf-8';
    document.body.appendChild(el);
    return () => {
      el.remove();
      w.jivo_destroy?.();
    };
  }, [site.env, isSignedIn]);

  return null;
}
