import type { ButtonHTMLAttributes, ReactNode } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** `lg` for the board's tap targets (48 px), `sm` for dense tables (32 px) */
  size?: 'sm' | 'md' | 'lg';
  /** a request is running: the button stays in place, says so and takes no second click */
  busy?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={['bo-btn', `bo-btn--${variant}`, `bo-btn--${size}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="bo-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
