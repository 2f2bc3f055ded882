import { useId, type HTMLAttributes, type ReactNode, type TableHTMLAttributes } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="bo-page-header">
      <div className="bo-page-header__text">
        <h1 className="bo-page-header__title">{title}</h1>
        {description ? <p className="bo-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="bo-page-header__actions">{actions}</div> : null}
    </header>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="bo-empty">
      <p className="bo-empty__title">{title}</p>
      {children ? <div className="bo-empty__text">{children}</div> : null}
      {action ? <div className="bo-empty__action">{action}</div> : null}
    </div>
  );
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short label; its text carries the meaning, the colour only repeats it. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={['bo-badge', `bo-badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>
  );
}

/** An inline message; errors are announced at once (role=alert), the rest politely. */
export function Notice({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`bo-notice bo-notice--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <div className="bo-notice__text">
        {title ? <p className="bo-notice__title">{title}</p> : null}
        {children}
      </div>
      {action ? <div className="bo-notice__action">{action}</div> : null}
    </div>
  );
}

/** A dense data table that scrolls sideways on a phone instead of squeezing its columns. */
export function Table({
  caption,
  children,
  className,
  ...rest
}: TableHTMLAttributes<HTMLTableElement> & { caption?: ReactNode }) {
  return (
    <div className="bo-table-wrap">
      <table className={['bo-table', className].filter(Boolean).join(' ')} {...rest}>
        {caption ? <caption className="bo-table__caption">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

type Gap = 'xs' | 'sm' | 'md' | 'lg';

/** Children one under another, `gap` apart. */
export function Stack({ gap = 'md', className, ...rest }: HTMLAttributes<HTMLDivElement> & { gap?: Gap }) {
  return <div className={['bo-stack', `bo-gap-${gap}`, className].filter(Boolean).join(' ')} {...rest} />;
}

/** Children side by side, wrapping on a narrow screen. */
export function Row({
  gap = 'sm',
  align = 'center',
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { gap?: Gap; align?: 'start' | 'center' | 'end' | 'baseline' }) {
  return (
    <div
      className={['bo-row', `bo-gap-${gap}`, `bo-align-${align}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** A bar of filters and actions over a table or a board. */
export function Toolbar({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={['bo-toolbar', className].filter(Boolean).join(' ')} {...rest} />;
}

/** A titled panel (a card of settings, a section of a form); with a title it is a named region. */
export function Panel({
  title,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section
      className={['bo-panel', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || actions ? (
        <header className="bo-panel__header">
          {title ? (
            <Heading className="bo-panel__title" id={titleId}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="bo-panel__actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span className="bo-loading" role="status">
      <span className="bo-spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
