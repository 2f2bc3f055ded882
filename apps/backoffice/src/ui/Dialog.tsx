import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** a line under the title saying what the dialog is about */
  description?: ReactNode;
  children?: ReactNode;
  /** the buttons, right-aligned under the content */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert and closes it on
 * Escape. On open the focus goes to the first `[autofocus]` element or the first field or button;
 * on close it returns to where it was (the button that opened it). A click on the backdrop closes.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ??
      dialog.querySelector<HTMLElement>(
        '.bo-dialog__body input:not([disabled]), .bo-dialog__body select:not([disabled]), .bo-dialog__body textarea:not([disabled]), .bo-dialog__body button:not([disabled]), .bo-dialog__footer button:not([disabled])',
      );
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`bo-dialog bo-dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the parent decides (it owns `open`)
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="bo-dialog__panel">
        <header className="bo-dialog__header">
          <h2 id={titleId} className="bo-dialog__title">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="bo-dialog__description">
              {description}
            </p>
          ) : null}
        </header>
        <div className="bo-dialog__body">{children}</div>
        {footer ? <footer className="bo-dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
