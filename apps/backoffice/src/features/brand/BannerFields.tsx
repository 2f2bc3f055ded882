import type { TLanguage } from '@food/contracts';
import { LANGUAGE_NAMES, useT } from '../../i18n';
import { Checkbox, TextField } from '../../ui';
import type { BrandT } from './BrandSettings';
import { normalColour } from './brand-form-rules';
import { brandMessages } from './messages';

export interface BannerDraft {
  showBannerForDesktop: boolean;
  showBannerForMobile: boolean;
  text: { desktop: Partial<Record<string, string>>; mobile: Partial<Record<string, string>> };
  linkText: { desktop: Partial<Record<string, string>>; mobile: Partial<Record<string, string>> };
  color: string;
  textColor: string;
  buttonLink: string | null;
  buttonColor: string;
  buttonTextColor: string;
}

const EMPTY: BannerDraft = {
  showBannerForDesktop: true,
  showBannerForMobile: true,
  text: { desktop: {}, mobile: {} },
  linkText: { desktop: {}, mobile: {} },
  color: '#1d1d1b',
  textColor: '#ffffff',
  buttonLink: null,
  buttonColor: '#ffffff',
  buttonTextColor: '#1d1d1b',
};

const COLOURS = ['color', 'textColor', 'buttonColor', 'buttonTextColor'] as const;

export function bannerErrors(b: BannerDraft, t: BrandT): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const c of COLOURS) if (!normalColour(b[c])) errors[`banner.${c}`] = t('colourInvalid');
  if (b.buttonLink && !/^(\/[^\s]*|https?:\/\/[^\s]+)$/i.test(b.buttonLink))
    errors['banner.buttonLink'] = t('urlInvalid');
  return errors;
}

/**
 * The header banner of SPEC section 3: one text per language (the same on computers and
 * phones, kept apart in the stored config), colours and an optional button.
 */
export function BannerFields({
  banner,
  languages,
  errors,
  onChange,
}: {
  banner: BannerDraft | null;
  languages: readonly TLanguage[];
  errors: Partial<Record<string, string>>;
  onChange: (next: BannerDraft | null) => void;
}) {
  const t = useT(brandMessages);
  const set = (patch: Partial<BannerDraft>) => banner && onChange({ ...banner, ...patch });
  const labels: Record<(typeof COLOURS)[number], string> = {
    color: t('bannerColor'),
    textColor: t('bannerTextColor'),
    buttonColor: t('primary'),
    buttonTextColor: t('primaryText'),
  };
  return (
    <>
      <Checkbox
        label={t('bannerOn')}
        checked={!!banner}
        onChange={(e) => onChange(e.target.checked ? EMPTY : null)}
      />
      {banner ? (
        <div className="bo-brand__banner">
          <div className="bo-brand__grid">
            <Checkbox
              label={t('bannerDesktop')}
              checked={banner.showBannerForDesktop}
              onChange={(e) => set({ showBannerForDesktop: e.target.checked })}
            />
            <Checkbox
              label={t('bannerMobile')}
              checked={banner.showBannerForMobile}
              onChange={(e) => set({ showBannerForMobile: e.target.checked })}
            />
          </div>
          <div className="bo-brand__grid">
            {languages.map((l) => (
              <TextField
                key={l}
                label={t('bannerText', { lang: LANGUAGE_NAMES[l] })}
                value={banner.text.desktop[l] ?? ''}
                onChange={(e) =>
                  set({
                    text: {
                      desktop: { ...banner.text.desktop, [l]: e.target.value },
                      mobile: { ...banner.text.mobile, [l]: e.target.value },
                    },
                  })
                }
              />
            ))}
            {COLOURS.map((c) => (
              <TextField
                key={c}
                label={labels[c]}
                hint={t('colourHint')}
                value={banner[c]}
                error={errors[`banner.${c}`]}
                onChange={(e) => set({ [c]: e.target.value })}
              />
            ))}
            <TextField
              label={t('bannerLink')}
              hint={t('bannerLinkHint')}
              value={banner.buttonLink ?? ''}
              error={errors['banner.buttonLink']}
              onChange={(e) => set({ buttonLink: e.target.value.trim() ? e.target.value : null })}
            />
            {banner.buttonLink
              ? languages.map((l) => (
                  <TextField
                    key={l}
                    label={t('bannerLinkText', { lang: LANGUAGE_NAMES[l] })}
                    value={banner.linkText.desktop[l] ?? ''}
                    onChange={(e) =>
                      set({
                        linkText: {
                          desktop: { ...banner.linkText.desktop, [l]: e.target.value },
                          mobile: { ...banner.linkText.mobile, [l]: e.target.value },
                        },
                      })
                    }
                  />
                ))
              : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
