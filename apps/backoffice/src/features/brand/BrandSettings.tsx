import {
  BRAND_FLAGS,
  BRAND_LINKS,
  SOCIAL_NETWORKS,
  type TBrandView,
  type TBrandWrite,
  type THeaderBannerWrite,
  type TLanguage,
  type TPaymentType,
} from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api/client';
import { LANGUAGE_NAMES, LANGUAGES, useErrorText, useT, type Translate } from '../../i18n';
import { Button, Checkbox, Notice, Panel, Select, Stack, TextField, useToast } from '../../ui';
import { LoadStatus, showFieldErrors, useResource } from '../admin-kit';
import { BannerFields, bannerErrors, type BannerDraft } from './BannerFields';
import { isWebAddress, normalColour } from './brand-form-rules';
import { COLOUR_FIELDS, LookPanel, type LookDraft } from './LookPanel';
import { PaymentProviderField } from './PaymentProviderField';
import { brandMessages } from './messages';

const PAYMENTS: TPaymentType[] = ['ONLINE', 'CARD', 'CASH', 'GOOGLE_PAY', 'APPLE_PAY', 'BINANCE_PAY'];

interface Draft extends Omit<TBrandWrite, 'look' | 'headerBanner'> {
  look: LookDraft;
  banner: BannerDraft | null;
}

function draftOf(view: TBrandView): Draft {
  return {
    name: view.name,
    shortName: view.shortName,
    look: { ...view.look, buttonRadius: String(view.look.buttonRadius) },
    flags: view.flags,
    links: view.links,
    paymentTypes: view.paymentTypes,
    paymentProviders: view.paymentProviders,
    languages: view.languages,
    defaultLanguage: view.defaultLanguage,
    contacts: view.contacts,
    socialLinks: view.socialLinks.map((s) => ({
      ...s,
      name: s.name as TBrandWrite['socialLinks'][number]['name'],
    })),
    emailPopup: view.emailPopup,
    domains: view.domains,
    banner: view.headerBanner,
    revision: view.revision,
  };
}

type Errors = Partial<Record<string, string>>;
export type BrandT = Translate<keyof (typeof brandMessages)['en'] & string>;

function checkDraft(d: Draft, t: BrandT): Errors {
  const errors: Errors = {};
  if (!d.name.trim()) errors.name = t('required');
  if (!d.shortName.trim()) errors.shortName = t('required');
  for (const f of COLOUR_FIELDS) if (!normalColour(d.look[f])) errors[`look.${f}`] = t('colourInvalid');
  const radius = Number(d.look.buttonRadius);
  if (!Number.isInteger(radius) || radius < 0 || radius > 24) errors['look.buttonRadius'] = '0–24';
  for (const l of BRAND_LINKS) {
    const v = d.links[l] ?? '';
    if (v && !isWebAddress(v)) errors[`links.${l}`] = t('urlInvalid');
  }
  if (!d.paymentTypes.length) errors.paymentTypes = t('paymentsNone');
  if (!d.languages.length) errors.languages = t('languagesNone');
  if (!d.contacts.supportPhone.trim()) errors.supportPhone = t('required');
  d.socialLinks.forEach((s, i) => {
    if (!isWebAddress(s.url)) errors[`social.${i}`] = t('urlInvalid');
  });
  if (d.banner) Object.assign(errors, bannerErrors(d.banner, t));
  return errors;
}

function bodyOf(d: Draft): TBrandWrite {
  const { logoUrl: _logoUrl, buttonRadius, ...look } = d.look;
  return {
    ...d,
    look: {
      ...look,
      ...Object.fromEntries(COLOUR_FIELDS.map((f) => [f, normalColour(d.look[f])!])),
      buttonRadius: Number(buttonRadius),
    } as TBrandWrite['look'],
    headerBanner: d.banner as THeaderBannerWrite | null,
    domains: (d.domains ?? []).filter(Boolean),
    banner: undefined,
  } as TBrandWrite;
}

export function BrandSettings({ brandId, retailNetworkId }: { brandId: number; retailNetworkId: number }) {
  const t = useT(brandMessages);
  const explain = useErrorText();
  const brand = useResource(`brand:${brandId}`, () => api.get<TBrandView>(`/brands/${brandId}`));
  return (
    <>
      <LoadStatus resource={brand} failedTitle={t('loadFailed')} explain={explain} />
      {brand.data ? (
        <BrandForm
          key={brand.data.revision}
          view={brand.data}
          retailNetworkId={retailNetworkId}
          onSaved={(next) => brand.setData(() => next)}
          onReload={brand.reload}
        />
      ) : null}
    </>
  );
}

function BrandForm({
  view,
  retailNetworkId,
  onSaved,
  onReload,
}: {
  view: TBrandView;
  retailNetworkId: number;
  onSaved: (next: TBrandView) => void;
  onReload: () => void;
}) {
  const t = useT(brandMessages);
  const explain = useErrorText();
  const toast = useToast();
  const [d, setD] = useState<Draft>(() => draftOf(view));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ text: string; isConflict: boolean } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setD((prev) => ({ ...prev, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkDraft(d, t);
    setFailure(null);
    showFieldErrors(event.currentTarget, () => setErrors(found));
    if (Object.keys(found).length) {
      setFailure({ text: t('fixErrors'), isConflict: false });
      return;
    }
    setBusy(true);
    try {
      const saved = await api.put<TBrandView>(`/brands/${view.id}`, bodyOf(d));
      toast.show(t('saved'));
      onSaved(saved);
    } catch (err) {
      const isConflict = err instanceof ApiError && err.code === 'BRAND_CHANGED';
      setFailure({ text: isConflict ? t('changedElsewhere') : explain(err), isConflict });
    } finally {
      setBusy(false);
    }
  }

  const toggle = <V,>(list: readonly V[], v: V, on: boolean) =>
    on ? [...list.filter((x) => x !== v), v] : list.filter((x) => x !== v);

  return (
    <form onSubmit={submit} noValidate className="bo-brand__form">
      <Stack gap="md">
        {failure ? (
          <Notice
            tone="danger"
            action={failure.isConflict ? <Button onClick={onReload}>{t('reload')}</Button> : undefined}
          >
            {failure.text}
          </Notice>
        ) : null}
        <Panel title={t('names')}>
          <div className="bo-brand__grid">
            <TextField
              label={t('name')}
              value={d.name}
              error={errors.name}
              onChange={(e) => set({ name: e.target.value })}
            />
            <TextField
              label={t('shortName')}
              value={d.shortName}
              error={errors.shortName}
              onChange={(e) => set({ shortName: e.target.value })}
            />
          </div>
        </Panel>
        <LookPanel
          look={d.look}
          name={d.name}
          errors={errors}
          retailNetworkId={retailNetworkId}
          onChange={(look) => set({ look })}
        />
        <Panel title={t('switches')}>
          <p className="bo-muted">{t('switchesIntro')}</p>
          <div className="bo-brand__switches">
            {BRAND_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                role="switch"
                className="bo-brand__switch"
                label={t(`flag_${flag}`)}
                hint={t(`help_${flag}`)}
                checked={d.flags[flag] ?? false}
                onChange={(e) => set({ flags: { ...d.flags, [flag]: e.target.checked } })}
              />
            ))}
          </div>
          <h3 className="bo-brand__subtitle">{t('links')}</h3>
          <div className="bo-brand__grid">
            {BRAND_LINKS.map((link) => (
              <TextField
                key={link}
                label={t(`link_${link}`)}
                hint={t('urlHint')}
                type="url"
                value={d.links[link] ?? ''}
                error={errors[`links.${link}`]}
                onChange={(e) => set({ links: { ...d.links, [link]: e.target.value } })}
              />
            ))}
          </div>
        </Panel>
        <div className="bo-brand__pair">
          <Panel title={t('payments')}>
            <fieldset className="bo-brand__fieldset" aria-describedby="bo-brand-payments-hint">
              <legend className="bo-visually-hidden">{t('payments')}</legend>
              <p id="bo-brand-payments-hint" className="bo-field__hint">
                {t('paymentsHint')}
              </p>
              {PAYMENTS.map((p) => (
                <Checkbox
                  key={p}
                  label={t(`pay_${p}`)}
                  checked={d.paymentTypes.includes(p)}
                  onChange={(e) => set({ paymentTypes: toggle(d.paymentTypes, p, e.target.checked) })}
                />
              ))}
              {errors.paymentTypes ? (
                <p className="bo-field__error" role="alert">
                  {errors.paymentTypes}
                </p>
              ) : null}
            </fieldset>
            <PaymentProviderField
              view={view}
              value={d.paymentProviders ?? []}
              onChange={(paymentProviders) => set({ paymentProviders })}
            />
          </Panel>
          <Panel title={t('languages')}>
            <fieldset className="bo-brand__fieldset">
              <legend className="bo-visually-hidden">{t('languages')}</legend>
              {LANGUAGES.map((l) => (
                <Checkbox
                  key={l}
                  label={LANGUAGE_NAMES[l]}
                  checked={d.languages.includes(l)}
                  onChange={(e) => {
                    const languages = toggle(d.languages, l, e.target.checked);
                    const ordered = LANGUAGES.filter((x) => languages.includes(x));
                    set({
                      languages: ordered,
                      defaultLanguage: ordered.includes(d.defaultLanguage)
                        ? d.defaultLanguage
                        : (ordered[0] ?? d.defaultLanguage),
                    });
                  }}
                />
              ))}
              {errors.languages ? (
                <p className="bo-field__error" role="alert">
                  {errors.languages}
                </p>
              ) : null}
            </fieldset>
            <Select
              label={t('defaultLanguage')}
              hint={t('defaultLanguageHint')}
              value={d.defaultLanguage}
              onChange={(e) => set({ defaultLanguage: e.target.value as TLanguage })}
            >
              {d.languages.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </Select>
          </Panel>
        </div>
        <Panel title={t('contacts')}>
          <div className="bo-brand__grid">
            <TextField
              label={t('supportPhone')}
              hint={t('supportPhoneHint')}
              type="tel"
              value={d.contacts.supportPhone}
              error={errors.supportPhone}
              onChange={(e) => set({ contacts: { ...d.contacts, supportPhone: e.target.value } })}
            />
            <TextField
              label={t('supportEmail')}
              type="email"
              value={d.contacts.supportEmail}
              onChange={(e) => set({ contacts: { ...d.contacts, supportEmail: e.target.value } })}
            />
            <TextField
              label={t('domains')}
              hint={t('domainsHint')}
              value={(d.domains ?? []).join(', ')}
              onChange={(e) => set({ domains: e.target.value.split(/[\s,]+/).map((v) => v.toLowerCase()) })}
            />
          </div>
          <h3 className="bo-brand__subtitle">{t('socials')}</h3>
          <Stack gap="sm">
            {d.socialLinks.map((s, i) => (
              <div key={i} className="bo-brand__social">
                <Select
                  label={t('socialNetwork')}
                  value={s.name}
                  onChange={(e) => {
                    const next = [...d.socialLinks];
                    next[i] = { ...s, name: e.target.value as typeof s.name };
                    set({ socialLinks: next });
                  }}
                >
                  {SOCIAL_NETWORKS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
                <TextField
                  label={t('socialUrl')}
                  type="url"
                  value={s.url}
                  error={errors[`social.${i}`]}
                  onChange={(e) => {
                    const next = [...d.socialLinks];
                    next[i] = { ...s, url: e.target.value };
                    set({ socialLinks: next });
                  }}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => set({ socialLinks: d.socialLinks.filter((_, j) => j !== i) })}
                >
                  {t('removeSocial', { name: s.name })}
                </Button>
              </div>
            ))}
            <div>
              <Button
                size="sm"
                onClick={() =>
                  set({ socialLinks: [...d.socialLinks, { name: 'instagram', url: '', cityUrls: {} }] })
                }
              >
                {t('addSocial')}
              </Button>
            </div>
          </Stack>
        </Panel>
        <Panel title={t('banner')}>
          <Stack gap="sm">
            <Checkbox
              label={t('emailPopup')}
              hint={t('emailPopupHint')}
              checked={d.emailPopup}
              onChange={(e) => set({ emailPopup: e.target.checked })}
            />
            <BannerFields
              banner={d.banner}
              languages={d.languages}
              errors={errors}
              onChange={(banner) => set({ banner })}
            />
          </Stack>
        </Panel>
        <div className="bo-brand__actions">
          <Button type="submit" variant="primary" busy={isBusy}>
            {t('save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
