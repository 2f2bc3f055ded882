import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: ReactNode;
  /** a line under the field: what to type */
  hint?: ReactNode;
  /** what is wrong with the value (also marks the field invalid for screen readers) */
  error?: ReactNode;
  /** hide the label visually (still read aloud), for fields whose purpose the layout shows */
  hideLabel?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  hideLabel,
  children,
  className,
}: FieldFrame & { id: string; children: ReactNode; className?: string | undefined }) {
  return (
    <div className={['bo-field', error ? 'bo-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'bo-visually-hidden' : 'bo-field__label'}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="bo-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export function TextField({ label, hint, error, hideLabel, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <input
        id={fieldId}
        className="bo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export type TextAreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextArea({ label, hint, error, hideLabel, id, className, ...input }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <textarea
        id={fieldId}
        className="bo-input bo-input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export type SelectProps = FieldFrame & SelectHTMLAttributes<HTMLSelectElement>;

export function Select({ label, hint, error, hideLabel, id, className, children, ...select }: SelectProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <select
        id={fieldId}
        className="bo-input bo-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
};

export function Checkbox({ label, hint, id, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={['bo-check', className].filter(Boolean).join(' ')}>
      <input
        id={fieldId}
        type="checkbox"
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        {...input}
      />
      <label htmlFor={fieldId}>{label}</label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="bo-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
