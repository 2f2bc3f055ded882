'use client';

import { formatNational, phoneFieldValue, phoneFieldView, phonePlanOf } from '@food/domain/phone-display';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import formStyles from './form.module.css';
import styles from './phone-field.module.css';

/**
 * A phone typed as at sign-in: the country's prefix ("+380") stands before the box and the
 * national part is typed in any spelling ("67 123 45 67", "067…", a pasted "+38 067…") and shown
 * grouped. A number of another country is typed whole with its "+". The form keeps what the box
 * holds; the phone rule of both sides reads it into E.164 (`@food/domain/phone`).
 */
export function PhoneField({
  name,
  label,
  value,
  onValue,
  country,
  error,
  testId,
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** the brand's network country ("UA"): national numbers are typed after its prefix */
  country: string | undefined;
  /** a key under checkout.errors */
  error?: string;
  testId?: string;
  autoComplete: string;
}) {
  const t = useTranslations('checkout.errors');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const plan = phonePlanOf(country);
  const view = phoneFieldView(value, plan);
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {label}
      </label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {view.prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {view.prefix}
          </span>
        )}
        <input
          id={inputId}
          name={name}
          className={styles.input}
          data-testid={testId}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          maxLength={24}
          placeholder={view.prefix ? formatNational('_'.repeat(plan.nationalLength), plan) : undefined}
          value={view.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onValue(phoneFieldValue(e.target.value, plan))}
        />
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {t(error)}
        </p>
      )}
    </div>
  );
}
