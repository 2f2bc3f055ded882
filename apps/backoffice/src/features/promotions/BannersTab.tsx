import type { TBannerView, TPromotionOptions, TTarget } from '@food/contracts';
import { useState } from 'react';
import { commonMessages, useFormat, useLanguage, useT } from '../../i18n';
import { Button, Checkbox, EmptyState, Panel, Spinner, Table, TextField, useToast } from '../../ui';
import { FormDialog, useFormSubmit, useResource, type FieldErrors } from '../admin-kit';
import { PhotoField } from '../photos/PhotoField';
import { CitySelect } from './CityChecks';
import { LocalizedFields, localizedName } from './LocalizedFields';
import { promotionsMessages } from './messages';
import { RemoveDialog, RowActions } from './RowActions';
import { endsBeforeStart, fromLocalInput, isGoodLink, toLocalInput } from './promo-form';
import { promotionsApi } from './promotions-api';
import { cityNames, usePromoErrorText } from './use-promotions';

const TARGETS: TTarget[] = ['WEB', 'DESKTOP', 'MOBILE'];

/** Banners of the storefront's home page: picture, title, link, where and when. */
export function BannersTab({ rn, options }: { rn: number; options: TPromotionOptions }) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const toast = useToast();
  const errorText = usePromoErrorText();
  const list = useResource(`banners:${rn}`, () => promotionsApi.banners(rn));
  const [editing, setEditing] = useState<TBannerView | 'new' | null>(null);
  const [removing, setRemoving] = useState<TBannerView | null>(null);
  const name = (b: TBannerView) => localizedName(b.title, language, options.defaultLanguage);
  const shown = (b: TBannerView) =>
    b.activeFrom || b.activeTo
      ? `${b.activeFrom ? format.dateTime(b.activeFrom, options.timeZone) : '…'} – ${b.activeTo ? format.dateTime(b.activeTo, options.timeZone) : '…'}`
      : '—';

  return (
    <Panel
      title={t('tabBanners')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('newBanner')}
        </Button>
      }
    >
      {list.error ? (
        <p role="alert">{errorText(list.error)}</p>
      ) : !list.data ? (
        <Spinner label={common('loading')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('noBanners')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('picture')}</th>
              <th scope="col">{t('title')}</th>
              <th scope="col">{t('link')}</th>
              <th scope="col">{t('targets')}</th>
              <th scope="col">{t('city')}</th>
              <th scope="col">{t('order')}</th>
              <th scope="col">{t('shown')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((b) => (
              <tr key={b.id}>
                <td>
                  <img className="bo-promo-thumb" src={b.imageUrl} alt="" loading="lazy" />
                </td>
                <td>{name(b)}</td>
                <td>{b.link ?? '—'}</td>
                <td>{b.targets.map((x) => t(`target${x as TTarget}`)).join(', ')}</td>
                <td>
                  {cityNames(
                    b.businessRegionId === null ? null : [b.businessRegionId],
                    options,
                    t('allCities'),
                  )}
                </td>
                <td>{b.sortOrder}</td>
                <td>{shown(b)}</td>
                <td>
                  <RowActions name={name(b)} onEdit={() => setEditing(b)} onRemove={() => setRemoving(b)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? (
        <BannerDialog
          rn={rn}
          options={options}
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
            toast.show(t('saved'));
          }}
        />
      ) : null}
      {removing ? (
        <RemoveDialog
          name={name(removing)}
          remove={() => promotionsApi.deleteBanner(removing.id)}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            list.reload();
          }}
        />
      ) : null}
    </Panel>
  );
}

type Field = 'title' | 'imageKey' | 'link' | 'targets' | 'activeTo' | 'sortOrder';

function BannerDialog({
  rn,
  options,
  banner,
  onClose,
  onSaved,
}: {
  rn: number;
  options: TPromotionOptions;
  banner: TBannerView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const errorText = usePromoErrorText();
  const [title, setTitle] = useState<Partial<Record<string, string>>>(banner?.title ?? {});
  const [subtitle, setSubtitle] = useState<Partial<Record<string, string>>>(banner?.subtitle ?? {});
  const [image, setImage] = useState({ key: banner?.imageKey ?? '', url: banner?.imageUrl ?? '' });
  const [link, setLink] = useState(banner?.link ?? '');
  const [targets, setTargets] = useState<string[]>(banner?.targets ?? ['WEB', 'DESKTOP', 'MOBILE']);
  const [city, setCity] = useState<number | null>(banner?.businessRegionId ?? null);
  const [sortOrder, setSortOrder] = useState(String(banner?.sortOrder ?? 0));
  const [activeFrom, setActiveFrom] = useState(toLocalInput(banner?.activeFrom ?? null));
  const [activeTo, setActiveTo] = useState(toLocalInput(banner?.activeTo ?? null));

  const form = useFormSubmit<Field>({
    check: () => {
      const e: FieldErrors<Field> = {};
      if (!title[options.defaultLanguage]?.trim()) e.title = t('errRequired');
      if (!image.key) e.imageKey = t('errPicture');
      if (!isGoodLink(link.trim())) e.link = t('errLink');
      if (targets.length === 0) e.targets = t('errTargets');
      if (!/^-?\d+$/.test(sortOrder.trim())) e.sortOrder = t('errRequired');
      if (endsBeforeStart(activeFrom, activeTo)) e.activeTo = t('errEndsBeforeStart');
      return e;
    },
    send: async () => {
      const body = {
        businessRegionId: city,
        title: title as Record<string, string>,
        subtitle: subtitle as Record<string, string>,
        imageKey: image.key,
        link: link.trim() || null,
        targets: targets as TTarget[],
        sortOrder: Number(sortOrder),
        activeFrom: fromLocalInput(activeFrom),
        activeTo: fromLocalInput(activeTo),
      };
      if (banner) await promotionsApi.updateBanner(banner.id, body);
      else await promotionsApi.createBanner({ retailNetworkId: rn, ...body });
      onSaved();
    },
    explain: errorText,
  });

  return (
    <FormDialog
      title={banner ? t('editNamed', { name: banner.title[options.defaultLanguage] ?? '' }) : t('newBanner')}
      submitLabel={common('save')}
      form={form}
      onClose={onClose}
    >
      <LocalizedFields
        languages={options.languages}
        defaultLanguage={options.defaultLanguage}
        label="titleIn"
        value={title}
        onChange={setTitle}
        error={form.errors.title}
        required
      />
      <LocalizedFields
        languages={options.languages}
        defaultLanguage={options.defaultLanguage}
        label="subtitleIn"
        value={subtitle}
        onChange={setSubtitle}
      />
      <PhotoField
        label={t('picture')}
        value={image.key}
        imageUrl={image.url}
        retailNetworkId={rn}
        onChange={(key, url) => setImage({ key, url })}
      />
      {form.errors.imageKey ? <p className="bo-field__error">{form.errors.imageKey}</p> : null}
      <div className="bo-promo-grid">
        <TextField
          label={t('link')}
          hint={t('linkHint')}
          value={link}
          onChange={(e) => setLink(e.target.value)}
          error={form.errors.link}
        />
        <CitySelect options={options} value={city} onChange={setCity} />
        <TextField
          label={t('order')}
          hint={t('orderHint')}
          value={sortOrder}
          inputMode="numeric"
          onChange={(e) => setSortOrder(e.target.value)}
          error={form.errors.sortOrder}
        />
        <TextField
          type="datetime-local"
          label={t('startsAt')}
          value={activeFrom}
          onChange={(e) => setActiveFrom(e.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('endsAt')}
          hint={t('endsHint')}
          value={activeTo}
          onChange={(e) => setActiveTo(e.target.value)}
          error={form.errors.activeTo}
        />
      </div>
      <fieldset className="bo-promo-checks">
        <legend>{t('targets')}</legend>
        {TARGETS.map((x) => (
          <Checkbox
            key={x}
            label={t(`target${x}`)}
            checked={targets.includes(x)}
            onChange={(e) => setTargets(e.target.checked ? [...targets, x] : targets.filter((y) => y !== x))}
          />
        ))}
      </fieldset>
      {form.errors.targets ? <p className="bo-field__error">{form.errors.targets}</p> : null}
    </FormDialog>
  );
}
