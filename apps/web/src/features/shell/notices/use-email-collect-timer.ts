'use client';

import { useEffect, useState } from 'react';
import { hasBrowserCookie } from '../cookies';
import {
  EMAIL_COLLECT_DELAY_MS,
  EMAIL_COLLECT_RETRY_MS,
  mayOpenEmailCollectNow,
  shouldOfferEmailCollect,
  type EmailCollectState,
} from './email-collect-rule';
import { EMAIL_COLLECT_COOKIE } from './notice-timings';

/** What the visitor is doing right now, which the pop-up must not interrupt. */
function pageBusy() {
  const active = document.activeElement;
  return {
    isDialogOpen: document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
    isTyping:
      active instanceof HTMLElement &&
      (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName)),
  };
}

/**
 * Whether the e-mail pop-up's time has come (email-collect-rule.ts): 15 s after the home page
 * is shown, then as soon as no dialog is open and nothing is being typed. Lives in the page's
 * own bundle, so the timer starts with the page; the pop-up itself loads only when it opens.
 */
export function useEmailCollectTimer(state: Omit<EmailCollectState, 'isAnswered'>): boolean {
  const [isDue, setIsDue] = useState(false);
  const isOffered = shouldOfferEmailCollect({ ...state, isAnswered: false });
  useEffect(() => {
    if (!isOffered || hasBrowserCookie(EMAIL_COLLECT_COOKIE)) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      // answered meanwhile, in another tab of this site
      if (hasBrowserCookie(EMAIL_COLLECT_COOKIE)) return;
      if (mayOpenEmailCollectNow(pageBusy())) setIsDue(true);
      else timer = setTimeout(check, EMAIL_COLLECT_RETRY_MS);
    };
    timer = setTimeout(check, EMAIL_COLLECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOffered]);
  return isDue && isOffered;
}
