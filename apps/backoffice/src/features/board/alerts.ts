import { useCallback, useEffect, useRef, useState } from 'react';

const SOUND_KEY = 'backoffice.board.sound';

function storedSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The new-order chime, made with Web Audio (no sound file to download). Browsers start audio
 * only after a user gesture, so the context is created at the first tap or key press on the page
 * and the chime plays from then on; the switch is kept for the shift in this browser.
 */
export function useChime() {
  const [enabled, setEnabledState] = useState(storedSound);
  const context = useRef<AudioContext | null>(null);

  useEffect(() => {
    const unlock = () => {
      if (!context.current) context.current = new AudioContext();
      void context.current.resume();
    };
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      void context.current?.close();
      context.current = null;
    };
  }, []);

  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // kept for this page only
    }
  }, []);

  const play = useCallback(() => {
    const ctx = context.current;
    if (!enabled || !ctx || ctx.state !== 'running') return;
    // two rising notes, soft attack and release: noticeable in a kitchen, not alarming
    const start = ctx.currentTime + 0.01;
    [880, 1318.5].forEach((frequency, i) => {
      const at = start + i * 0.18;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.32);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.35);
    });
  }, [enabled]);

  return { enabled, setEnabled, play };
}

export type NotificationState = NotificationPermission | 'unsupported';

/** Browser notifications, asked for by a button (never on load, which browsers punish). */
export function useNotifications() {
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [permission, setPermission] = useState<NotificationState>(
    supported ? Notification.permission : 'unsupported',
  );

  const request = useCallback(async () => {
    if (!supported) return;
    setPermission(await Notification.requestPermission());
  }, [supported]);

  const notify = useCallback(
    (title: string, body: string, tag: string) => {
      if (!supported || Notification.permission !== 'granted') return;
      const notification = new Notification(title, { body, tag });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
    },
    [supported],
  );

  return { permission, request, notify };
}

/** "(3) Orders · Back office": the tab says how many orders wait to be accepted. */
export function useTitleCount(title: string, appName: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = previous;
    };
  }, [title, appName]);
}
