import { BRAND_FONTS, type TBrandFont } from '@food/contracts';
import type { CSSProperties } from 'react';
import { useT } from '../../i18n';
import { Notice, Panel, Select, TextField } from '../../ui';
import { PhotoField } from '../photos/PhotoField';
import { contrastOf, normalColour } from './brand-form-rules';
import { brandMessages } from './messages';

export interface LookDraft {
  primary: string;
  primaryText: string;
  accent: string;
  headerBackground: string;
  pageBackground: string;
  footerBackground: string;
  font: TBrandFont | null;
  logoKey: string;
  logoUrl: string;
  buttonRadius: string;
}

export const COLOUR_FIELDS = [
  'primary',
  'primaryText',
  'accent',
  'headerBackground',
  'pageBackground',
  'footerBackground',
] as const;
type ColourField = (typeof COLOUR_FIELDS)[number];

const FONTS: TBrandFont[] = ['system', 'humanist', 'geometric', 'rounded', 'serif'];

/** A colour: the browser's picker beside the typed #rrggbb (either one changes both). */
function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT(brandMessages);
  return (
    <div className="bo-brand__colour">
      <input
        type="color"
        className="bo-brand__swatch-input"
        aria-label={t('pickColour', { name: label })}
        value={normalColour(value) ?? '#000000'}
        onChange={(e) => onChange(e.target.value)}
      />
      <TextField
        label={label}
        hint={t('colourHint')}
        value={value}
        spellCheck={false}
        autoComplete="off"
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The storefront's header and main button in the brand's colours, as they change. */
function Preview({ look, name }: { look: LookDraft; name: string }) {
  const t = useT(brandMessages);
  const colour = (v: string, fallback: string) => normalColour(v) ?? fallback;
  const font = look.font ? BRAND_FONTS[look.font] : undefined;
  const style = {
    '--pv-primary': colour(look.primary, '#000000'),
    '--pv-primary-text': colour(look.primaryText, '#ffffff'),
    '--pv-accent': colour(look.accent, '#000000'),
    '--pv-header': colour(look.headerBackground, '#ffffff'),
    '--pv-page': colour(look.pageBackground, '#ffffff'),
    '--pv-footer': colour(look.footerBackground, '#000000'),
    '--pv-radius': `${Number(look.buttonRadius) || 0}px`,
    fontFamily: font,
  } as CSSProperties;
  return (
    <figure className="bo-brand__preview" style={style} aria-label={t('preview')}>
      <figcaption className="bo-field__label">{t('preview')}</figcaption>
      <div className="bo-brand__pv-header">
        {look.logoUrl ? <img src={look.logoUrl} alt="" className="bo-brand__pv-logo" /> : null}
        <span className="bo-brand__pv-name">{name}</span>
        <span className="bo-brand__pv-accent">{t('previewMenu')}</span>
      </div>
      <div className="bo-brand__pv-page">
        <span className="bo-brand__pv-button">{t('previewAdd')}</span>
      </div>
      <div className="bo-brand__pv-footer" />
    </figure>
  );
}

export function LookPanel({
  look,
  name,
  errors,
  retailNetworkId,
  onChange,
}: {
  look: LookDraft;
  name: string;
  errors: Partial<Record<string, string>>;
  retailNetworkId: number;
  onChange: (next: LookDraft) => void;
}) {
  const t = useT(brandMessages);
  const set = (patch: Partial<LookDraft>) => onChange({ ...look, ...patch });
  const ratio = contrastOf(look.primaryText, look.primary);
  return (
    <Panel title={t('look')}>
      <div className="bo-brand__look">
        <div className="bo-brand__grid">
          {COLOUR_FIELDS.map((field) => (
            <ColourField
              key={field}
              label={t(field)}
              value={look[field]}
              error={errors[`look.${field}`]}
              onChange={(v) => set({ [field]: v })}
            />
          ))}
          <Select
            label={t('font')}
            value={look.font ?? ''}
            onChange={(e) => set({ font: (e.target.value || null) as TBrandFont | null })}
          >
            {look.font === null ? <option value="">{t('fontKept')}</option> : null}
            {FONTS.map((f) => (
              <option key={f} value={f}>
                {t(`font${f}`)}
              </option>
            ))}
          </Select>
          <TextField
            label={t('buttonRadius')}
            type="number"
            min={0}
            max={24}
            value={look.buttonRadius}
            error={errors['look.buttonRadius']}
            onChange={(e) => set({ buttonRadius: e.target.value })}
          />
        </div>
        <div className="bo-brand__side">
          <Preview look={look} name={name} />
          {ratio !== null && ratio < 4.5 ? (
            <Notice tone="warning">{t('lowContrast', { ratio })}</Notice>
          ) : null}
          <PhotoField
            label={t('logo')}
            value={look.logoKey}
            imageUrl={look.logoUrl}
            retailNetworkId={retailNetworkId}
            onChange={(logoKey, logoUrl) => set({ logoKey, logoUrl })}
          />
        </div>
      </div>
    </Panel>
  );
}
