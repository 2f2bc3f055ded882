import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { menuMessages } from './messages';

/** Tabs per language of the brand (WAI-ARIA tabs: arrows move between them, one tab stop). */
export function LanguageTabs({
  languages,
  defaultLanguage,
  value,
  onChange,
  label,
  children,
}: {
  languages: string[];
  defaultLanguage: string;
  value: string;
  onChange: (language: string) => void;
  label: (language: string) => string;
  children: ReactNode;
}) {
  const t = useT(menuMessages);
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    const at = languages.indexOf(value);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = languages[(at + step + languages.length) % languages.length]!;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="bo-tabs">
      <div role="tablist" aria-label={t('languageTabs')} className="bo-tabs__list" onKeyDown={onKey}>
        {languages.map((l) => (
          <button
            key={l}
            id={`${id}-tab-${l}`}
            type="button"
            role="tab"
            aria-selected={l === value}
            aria-controls={`${id}-panel`}
            tabIndex={l === value ? 0 : -1}
            className="bo-tabs__tab"
            onClick={() => onChange(l)}
          >
            {l === defaultLanguage ? t('defaultLanguage', { language: label(l) }) : label(l)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        className="bo-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
