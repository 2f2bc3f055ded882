'use client';

import { useRef, useState, type RefObject } from 'react';

/**
 * The button side of a dialog whose code is fetched on first use (the side drawer, the header
 * search, the sort and filter drawer): the fetch starts when a pointer comes over the button or
 * it gets the focus, so a tap opens it without a visible wait. `openings` counts the openings:
 * mount the dialog once it is above 0, or key it by it for a fresh state on each opening. The
 * dialog gives the focus back to `triggerRef` when it closes (it is not a Radix trigger).
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setOpenings((n) => n + 1);
      setOpen(true);
    },
  };
  return { open, setOpen, openings, triggerRef, triggerProps };
}

/**
 * The dialog side: Radix gives the focus back to its own trigger, and these buttons are not one
 * (they live in the first load); `onCloseAutoFocus={focusBackTo(returnFocusTo)}` gives it to them.
 */
export const focusBackTo = (button: RefObject<HTMLButtonElement | null>) => (e: Event) => {
  e.preventDefault();
  button.current?.focus();
};
