import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { commonMessages, LanguageProvider, useT } from '../i18n';
import { SessionProvider } from '../session';
import { ToastProvider } from '../ui';
import './app.css';
import { AppRoutes } from './AppRoutes';

/** The SPA lives under /admin (the API serves index.html for every path below it). */
const BASE = '/admin';

function Toasts({ children }: { children: ReactNode }) {
  const t = useT(commonMessages);
  return <ToastProvider dismissLabel={t('dismiss')}>{children}</ToastProvider>;
}

export function App() {
  return (
    <LanguageProvider>
      <Toasts>
        <SessionProvider>
          <Router base={BASE}>
            <AppRoutes />
          </Router>
        </SessionProvider>
      </Toasts>
    </LanguageProvider>
  );
}
