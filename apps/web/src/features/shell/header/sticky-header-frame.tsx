'use client';

import { createContext, useContext, type ReactNode } from 'react';
import styles from './header.module.css';
import { useStickyHeaderHidden } from './use-sticky-header';

const HeaderHidden = createContext(false);

/**
 * The header's `<header>` element and its tuck-away-on-scroll behaviour: the one client part of
 * the frame; the rows inside are server HTML with their own islands.
 */
export function StickyHeaderFrame({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useStickyHeaderHidden();
  return (
    <HeaderHidden.Provider value={hidden}>
      <header
        className={`${styles.header} ${hidden ? styles.hidden : ''}`}
        data-chrome
        // a keyboard user tabbing into a tucked-away header gets it back; a tap on the category
        // row (or its cart) must not move the row from under the finger before the click lands
        onFocus={(e) => {
          if (e.target.matches(':focus-visible')) setHidden(false);
        }}
      >
        {children}
      </header>
    </HeaderHidden.Provider>
  );
}

/** Whether the header's top row is tucked away (for the cart copy in the category row). */
export const useHeaderHidden = () => useContext(HeaderHidden);
