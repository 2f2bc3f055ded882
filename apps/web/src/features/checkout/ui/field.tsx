'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** a key under checkout.errors */
  error?: string;
  hint?: ReactNode;
  testId?: string;
  wide?: boolean;
};

/** A labelled text field whose problem is announced and tied to it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, value, onValue, error, hint, testId, wide, id, className, ...rest },
  ref,
) {
  const t = useTranslations('checkout.errors');
  const own = useId();
  const inputId = id ?? own;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        data-testid={testId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(error)}
        </p>
      )}
    </div>
  );
});

/** A checkbox with its label beside it. */
export function CheckField({
  label,
  checked,
  onChecked,
  testId,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  testId?: string;
  error?: string;
  name?: string;
}) {
  const t = useTranslations('checkout.errors');
  const id = useId();
  return (
    <div className={styles.checkField}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChecked(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** A form section with its title. */
export function FormSection({ title, children, id }: { title: ReactNode; children: ReactNode; id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
