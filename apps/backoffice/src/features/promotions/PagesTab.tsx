import type { TPromotionOptions, TPromotionPageView } from '@food/contracts';
import { useState } from 'react';
import { commonMessages, useFormat, useLanguage, useT } from '../../i18n';
import { Button, EmptyState, Panel, Select, Spinner, Table, TextField, useToast } from '../../ui';
import { FormDialog, useFormSubmit, useResource, type FieldErrors } from '../admin-kit';
import { PhotoField } from '../photos/PhotoField';
import { DishChecks } from './AutomaticTab';
import { CitySelect } from './CityChecks';
import { LocalizedFields, localizedName } from './LocalizedFields';
import { promotionsMessages } from './messages';
import { RemoveDialog, RowActions } from './RowActions';
import { endsBeforeStart, fromLocalInput, isSlug, toLocalInput } from './promo-form';
import { promotionsApi } from './promotions-api';
import { RichTextPreview } from './RichTextPreview';
import { cityNames, usePromoErrorText } from './use-promotions';

/** Promotion pages: the storefront's stories and their pages (title, text, dishes, code). */
export function PagesTab({ rn, options }: { rn: number; options: TPromotionOptions }) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const toast = useToast();
  const errorText = usePromoErrorText();
  const list = useResource(`promotion-pages:${rn}`, () => promotionsApi.pages(rn));
  const [editing, setEditing] = useState<TPromotionPageView | 'new' | null>(null);
  const [removing, setRemoving] = useState<TPromotionPageView | null>(null);
  const name = (p: TPromotionPageView) => localizedName(p.title, language, options.defaultLanguage);

  return (
    <Panel
      title={t('tabPages')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('newPage')}
        </Button>
      }
    >
      {list.error ? (
        <p role="alert">{errorText(list.error)}</p>
      ) : !list.data ? (
        <Spinner label={common('loading')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('noPages')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('picture')}</th>
              <th scope="col">{t('title')}</th>
              <th scope="col">{t('slug')}</th>
              <th scope="col">{t('window')}</th>
              <th scope="col">{t('city')}</th>
              <th scope="col">{t('dishes')}</th>
              <th scope="col">{t('code')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((p) => (
              <tr key={p.id}>
                <td>
                  <img className="bo-promo-thumb" src={p.imageUrl} alt="" loading="lazy" />
                </td>
                <td>{name(p)}</td>
                <td>/{p.slug}</td>
                <td>
                  {p.endsAt
                    ? t('until', {
                        from: format.dateTime(p.startsAt, options.timeZone),
                        to: format.dateTime(p.endsAt, options.timeZone),
                      })
                    : t('since', { date: format.dateTime(p.startsAt, options.timeZone) })}
                </td>
                <td>
                  {cityNames(
                    p.businessRegionId === null ? null : [p.businessRegionId],
                    options,
                    t('allCities'),
                  )}
                </td>
                <td>{p.productIds.length}</td>
                <td className="bo-promo-code">{p.promoCode ?? '—'}</td>
                <td>
                  <RowActions name={name(p)} onEdit={() => setEditing(p)} onRemove={() => setRemoving(p)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? (
        <PageDialog
          rn={rn}
          options={options}
          page={editing === 'new' ? null : editing}
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
          remove={() => promotionsApi.deletePage(removing.id)}
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

type Field = 'slug' | 'title' | 'imageKey' | 'startsAt' | 'endsAt' | 'sortOrder';

function PageDialog({
  rn,
  options,
  page,
  onClose,
  onSaved,
}: {
  rn: number;
  options: TPromotionOptions;
  page: TPromotionPageView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const errorText = usePromoErrorText();
  const codes = useResource(`promo-codes:${rn}`, () => promotionsApi.promoCodes(rn));
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [title, setTitle] = useState<Partial<Record<string, string>>>(page?.title ?? {});
  // the stored HTML is valid Markdown: it is edited as it is
  const [body, setBody] = useState<Partial<Record<string, string>>>(page?.body ?? {});
  const [image, setImage] = useState({ key: page?.imageKey ?? '', url: page?.imageUrl ?? '' });
  const [dishes, setDishes] = useState<number[]>(page?.productIds ?? []);
  const [city, setCity] = useState<number | null>(page?.businessRegionId ?? null);
  const [promoCode, setPromoCode] = useState(page?.promoCode ?? '');
  const [sortOrder, setSortOrder] = useState(String(page?.sortOrder ?? 0));
  const [startsAt, setStartsAt] = useState(toLocalInput(page?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(page?.endsAt ?? null));

  const form = useFormSubmit<Field>({
    check: () => {
      const e: FieldErrors<Field> = {};
      if (!isSlug(slug)) e.slug = t('errSlug');
      if (!title[options.defaultLanguage]?.trim()) e.title = t('errRequired');
      if (!image.key) e.imageKey = t('errPicture');
      if (!startsAt) e.startsAt = t('errRequired');
      if (endsBeforeStart(startsAt, endsAt)) e.endsAt = t('errEndsBeforeStart');
      if (!/^-?\d+$/.test(sortOrder.trim())) e.sortOrder = t('errRequired');
      return e;
    },
    send: async () => {
      const payload = {
        businessRegionId: city,
        slug,
        title: title as Record<string, string>,
        body: body as Record<string, string>,
        imageKey: image.key,
        productIds: dishes,
        promoCode: promoCode || null,
        startsAt: fromLocalInput(startsAt)!,
        endsAt: fromLocalInput(endsAt),
        sortOrder: Number(sortOrder),
      };
      if (page) await promotionsApi.updatePage(page.id, payload);
      else await promotionsApi.createPage({ retailNetworkId: rn, ...payload });
      onSaved();
    },
    fieldCodes: { DUPLICATE_SLUG: 'slug' },
    explain: errorText,
  });

  return (
    <FormDialog
      title={page ? t('editNamed', { name: page.title[options.defaultLanguage] ?? page.slug }) : t('newPage')}
      submitLabel={common('save')}
      form={form}
      onClose={onClose}
    >
      <div className="bo-promo-grid">
        <TextField
          label={t('slug')}
          hint={t('slugHint', { slug: slug || 'summer' })}
          value={slug}
          onChange={(e) => setSlug(e.target.value.trim())}
          error={form.errors.slug}
          autoComplete="off"
          required
        />
        <CitySelect options={options} value={city} onChange={setCity} />
        <Select label={t('linkedCode')} value={promoCode} onChange={(e) => setPromoCode(e.target.value)}>
          <option value="">{t('noCode')}</option>
          {(codes.data?.data ?? [])
            .filter((c) => c.isActive || c.code === promoCode)
            .map((c) => (
              <option key={c.id} value={c.code}>
                {c.code}
              </option>
            ))}
        </Select>
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
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={form.errors.startsAt}
          required
        />
        <TextField
          type="datetime-local"
          label={t('endsAt')}
          hint={t('endsHint')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={form.errors.endsAt}
        />
      </div>
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
        label="bodyIn"
        value={body}
        onChange={setBody}
        hint={t('bodyHint')}
        multiline
      />
      <RichTextPreview
        source={body[options.defaultLanguage] ?? ''}
        label={t('previewOf', { language: options.defaultLanguage })}
      />
      <PhotoField
        label={t('picture')}
        value={image.key}
        imageUrl={image.url}
        retailNetworkId={rn}
        onChange={(key, url) => setImage({ key, url })}
      />
      {form.errors.imageKey ? <p className="bo-field__error">{form.errors.imageKey}</p> : null}
      <DishChecks options={options} value={dishes} onChange={setDishes} />
    </FormDialog>
  );
}
