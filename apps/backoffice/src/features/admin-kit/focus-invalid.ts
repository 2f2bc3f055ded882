import { flushSync } from 'react-dom';

/**
 * Shows a form's field errors and moves the focus to the first field they mark, so a keyboard
 * or screen-reader user lands on what to fix. The errors are rendered first (flushSync): the
 * marks to look for exist only after that render.
 */
export function showFieldErrors(form: HTMLFormElement, render: () => void): void {
  flushSync(render);
  form.querySelector<HTMLElement>('[aria-invalid="true"], .bo-scope--invalid input:not([disabled])')?.focus();
}
