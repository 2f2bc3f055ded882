import { LANGUAGE_NAMES, isLanguage, useT } from '../../i18n';
import { TextArea, TextField } from '../../ui';
import { promotionsMessages } from './messages';

const nameOf = (l: string) => (isLanguage(l) ? LANGUAGE_NAMES[l] : l);

/** One field per language of the brand (a brand speaks two or three); the default one first. */
export function LocalizedFields({
  languages,
  defaultLanguage,
  label,
  value,
  onChange,
  error,
  multiline,
  hint,
  required,
}: {
  languages: string[];
  defaultLanguage: string;
  /** the message key whose {language} is filled in */
  label: 'titleIn' | 'subtitleIn' | 'bodyIn';
  value: Partial<Record<string, string>>;
  onChange: (next: Partial<Record<string, string>>) => void;
  /** shown at the default language's field */
  error?: string | undefined;
  multiline?: boolean;
  hint?: string;
  required?: boolean;
}) {
  const t = useT(promotionsMessages);
  const ordered = [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)];
  return (
    <>
      {ordered.map((l) => {
        const common = {
          label: t(label, { language: nameOf(l) }),
          value: value[l] ?? '',
          error: l === defaultLanguage ? error : undefined,
          required: required && l === defaultLanguage,
          lang: l,
          hint: l === defaultLanguage ? hint : undefined,
        };
        return multiline ? (
          <TextArea
            key={l}
            {...common}
            rows={6}
            onChange={(e) => onChange({ ...value, [l]: e.target.value })}
          />
        ) : (
          <TextField key={l} {...common} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
        );
      })}
    </>
  );
}

export const localizedName = (text: Record<string, string>, language: string, fallback: string) =>
  text[language] || text[fallback] || Object.values(text)[0] || '';
