import type { ReactNode } from 'react';
import { commonMessages, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT } from '../../i18n';
import './auth.css';

/** The centred card of the signed-out screens (sign-in, invitation, reset, setup). */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(commonMessages);
  const { language, setLanguage } = useLanguage();
  return (
    <main className="bo-auth">
      <div className="bo-auth__card">
        <p className="bo-auth__app">{t('appName')}</p>
        <h1 className="bo-auth__title">{title}</h1>
        {children}
      </div>
      <nav className="bo-auth__languages" aria-label={t('language')}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === language}
            className="bo-auth__language"
            onClick={() => setLanguage(code)}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </nav>
    </main>
  );
}
