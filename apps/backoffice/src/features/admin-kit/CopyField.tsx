import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../../ui';
import { adminKitMessages } from './messages';

/** Copies through the clipboard API, else by selecting the field (plain http has no clipboard API). */
async function copyText(
  text: string,
  input: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * A value to hand on (a one-time link, a key shown once, a secret): read-only, selected whole on
 * focus, with a Copy button that says when it worked.
 */
export function CopyField({
  label,
  value,
  hint,
  isSecret = false,
  copyValue = value,
}: {
  label: ReactNode;
  value: string;
  /** what the button copies, when the field shows it spaced for reading */
  copyValue?: string;
  hint?: ReactNode;
  /** a key or secret: monospace, so 0/O and l/1 can be told apart when typed by hand */
  isSecret?: boolean;
}) {
  const t = useT(adminKitMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div className="bo-copy">
      <label htmlFor={id} id={`${id}-label`} className="bo-field__label">
        {label}
      </label>
      <div className="bo-copy__row">
        <input
          id={id}
          ref={input}
          className={`bo-input bo-copy__input${isSecret ? ' bo-copy__input--mono' : ''}`}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          onClick={async () => setState((await copyText(copyValue, input.current)) ? 'copied' : 'failed')}
          aria-describedby={`${id}-label`}
        >
          {state === 'copied' ? t('copied') : t('copy')}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      ) : null}
      <p className="bo-copy__status" role="status">
        {state === 'copied' ? <span className="bo-visually-hidden">{t('copied')}</span> : null}
        {state === 'failed' ? t('copyFailed') : null}
      </p>
    </div>
  );
}
