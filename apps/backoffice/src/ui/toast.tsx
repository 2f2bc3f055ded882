import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Tone } from './display';

interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

interface ToastApi {
  /** a short confirmation ("Accepted order 42") or failure; it fades after a few seconds */
  show: (text: string, tone?: Tone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const VISIBLE_MS = 5000;

/**
 * Toasts in one live region at the bottom: announced by screen readers, never taking the focus,
 * and kept while the pointer or the focus is on them (a notice must not vanish under the hand).
 */
export function ToastProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const held = useRef(false);

  const remove = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((text: string, tone: Tone = 'success') => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-3), { id, text, tone }]);
  }, []);

  useEffect(() => {
    if (toasts.length === 0) return;
    const oldest = toasts[0]!;
    const timer = setInterval(() => {
      if (!held.current) remove(oldest.id);
    }, VISIBLE_MS);
    return () => clearInterval(timer);
  }, [toasts, remove]);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      <div
        className="bo-toasts"
        aria-live="polite"
        onPointerEnter={() => (held.current = true)}
        onPointerLeave={() => (held.current = false)}
        onFocus={() => (held.current = true)}
        onBlur={() => (held.current = false)}
      >
        {toasts.map((toast) => (
          <div key={toast.id} className={`bo-toast bo-toast--${toast.tone}`}>
            <span>{toast.text}</span>
            <button
              type="button"
              className="bo-toast__close"
              onClick={() => remove(toast.id)}
              aria-label={dismissLabel}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
