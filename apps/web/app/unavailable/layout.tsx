import type { ReactNode } from 'react';
import styles from '@/features/errors/neutral-page.module.css';
import { unavailableLanguage } from './language';

/** Its own document: this page is outside [city]/[locale], shown when no brand config loads. */
export default async function UnavailableLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await unavailableLanguage()}>
      <body className={styles.body}>{children}</body>
    </html>
  );
}
