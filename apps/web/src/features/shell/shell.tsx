import type { ReactNode } from 'react';

/** The page chrome around every page (header, drawer, footer, notices): see SPEC section 2. */
export function Shell({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
