import type { TLanguage, TPromotionOptions, TSiteTextKind, TSiteTextView } from '@food/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { LANGUAGE_NAMES, commonMessages, isLanguage, useFormat, useT } from '../../i18n';
import { usePlaces } from '../../session';
import {
  Button,
  EmptyState,
  Notice,
  PageHeader,
  Panel,
  Select,
  Spinner,
  Table,
  TextArea,
  TextField,
  Toolbar,
  useToast,
} from '../../ui';
import { ConfirmDialog, FormDialog, useFormSubmit, useResource, type FieldErrors } from '../admin-kit';
import { CitySelect } from '../promotions/CityChecks';
import '../promotions/promotions.css';
import { promotionsApi } from '../promotions/promotions-api';
import { RichTextPreview } from '../promotions/RichTextPreview';
import { usePromoBrand, usePromoErrorText, usePromotionOptions } from '../promotions/use-promotions';
import { contentMessages } from './messages';

const KINDS: TSiteTextKind[] = ['PUBLIC_OFFER', 'PRIVACY', 'REQUISITES', 'ABOUT'];
const languageName = (l: string) => (isLanguage(l) ? LANGUAGE_NAMES[l] : l);

/**
 * Legal and content pages (issue 19 item 5), mounted at /content: each page per language,
 * brand-wide, with a city's own version where it needs one. Written in Markdown, previewed as
 * the server will store it (sanitised), published on saving.
 */
export function ContentPage() {
  const t = useT(contentMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const places = usePlaces();
  const toast = useToast();
  const [rn, setRn] = usePromoBrand();
  const options = usePromotionOptions(rn);
  const errorText = usePromoErrorText();
  const texts = useResource(`site-texts:${rn}`, () =>
    rn === null ? Promise.resolve(null) : promotionsApi.siteTexts(rn),
  );
  const [editing, setEditing] = useState<TSiteTextView | 'new' | null>(null);
  const [removing, setRemoving] = useState<TSiteTextView | null>(null);
  const cityName = (id: number | null) =>
    id === null ? t('allCities') : (options.data?.cities.find((c) => c.id === id)?.name ?? `#${id}`);
  const label = (x: TSiteTextView) =>
    `${t(`kind${x.kind}`)} · ${languageName(x.language)} · ${cityName(x.businessRegionId)}`;

  return (
    <div className="bo-page bo-page--wide">
      <PageHeader
        title={common('navContent')}
        description={t('intro')}
        actions={
          rn !== null && options.data ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('newOverride')}
            </Button>
          ) : null
        }
      />
      {places.brands.length > 1 ? (
        <Toolbar>
          <Select label={t('brand')} value={rn ?? ''} onChange={(e) => setRn(Number(e.target.value))}>
            {places.brands.map((b) => (
              <option key={b.retailNetworkId} value={b.retailNetworkId}>
                {b.name}
              </option>
            ))}
          </Select>
        </Toolbar>
      ) : null}
      {texts.error || options.error ? (
        <Notice
          tone="danger"
          action={
            <Button
              onClick={() => {
                texts.reload();
                options.reload();
              }}
            >
              {common('retry')}
            </Button>
          }
        >
          {errorText(texts.error ?? options.error)}
        </Notice>
      ) : !texts.data || !options.data || rn === null ? (
        <Spinner label={common('loading')} />
      ) : (
        <Panel>
          {texts.data.data.length === 0 ? (
            <EmptyState title={t('noTexts')} />
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('kind')}</th>
                  <th scope="col">{t('language')}</th>
                  <th scope="col">{t('city')}</th>
                  <th scope="col">{t('title')}</th>
                  <th scope="col">{t('updated')}</th>
                  <th scope="col">
                    <span className="bo-visually-hidden">{t('edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {texts.data.data.map((x) => (
                  <tr key={x.id}>
                    <td>{t(`kind${x.kind}`)}</td>
                    <td>{languageName(x.language)}</td>
                    <td>{cityName(x.businessRegionId)}</td>
                    <td>{x.title}</td>
                    <td>{format.dateTime(x.updatedAt, options.data!.timeZone)}</td>
                    <td>
                      <div className="bo-promo-actions">
                        <Button
                          size="sm"
                          onClick={() => setEditing(x)}
                          aria-label={t('editNamed', { name: label(x) })}
                        >
                          {t('edit')}
                        </Button>
                        {x.businessRegionId !== null ? (
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setRemoving(x)}
                            aria-label={t('removeNamed', { name: label(x) })}
                          >
                            {t('remove')}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      )}
      {editing && rn !== null && options.data ? (
        <SiteTextDialog
          rn={rn}
          options={options.data}
          text={editing === 'new' ? null : editing}
          heading={editing === 'new' ? t('newOverride') : t('editNamed', { name: label(editing) })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            texts.reload();
            toast.show(t('saved'));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('removeNamed', { name: label(removing) })}
          confirmLabel={t('remove')}
          explain={errorText}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await promotionsApi.deleteSiteText(removing.id);
            setRemoving(null);
            texts.reload();
            toast.show(t('removed'));
          }}
        >
          {t('confirmRemove', { name: label(removing) })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

type Field = 'title' | 'body';

function SiteTextDialog({
  rn,
  options,
  text,
  heading,
  onClose,
  onSaved,
}: {
  rn: number;
  options: TPromotionOptions;
  text: TSiteTextView | null;
  heading: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(contentMessages);
  const common = useT(commonMessages);
  const errorText = usePromoErrorText();
  const [kind, setKind] = useState<TSiteTextKind>(text?.kind ?? 'PUBLIC_OFFER');
  const [language, setLanguage] = useState<string>(text?.language ?? options.defaultLanguage);
  const [city, setCity] = useState<number | null>(
    text ? text.businessRegionId : (options.cities[0]?.id ?? null),
  );
  const [title, setTitle] = useState(text?.title ?? '');
  // the stored HTML is valid Markdown: it is edited as it is
  const [body, setBody] = useState(text?.html ?? '');

  const form = useFormSubmit<Field>({
    check: () => {
      const e: FieldErrors<Field> = {};
      if (!title.trim()) e.title = t('errRequired');
      if (!body.trim()) e.body = t('errRequired');
      return e;
    },
    send: async () => {
      if (text) await promotionsApi.updateSiteText(text.id, { title, body });
      else
        await promotionsApi.createSiteText({
          retailNetworkId: rn,
          businessRegionId: city,
          kind,
          language: language as TLanguage,
          title,
          body,
        });
      onSaved();
    },
    explain: (error) =>
      error instanceof ApiError && error.code === 'DUPLICATE_SITE_TEXT'
        ? t('errDuplicate')
        : errorText(error),
  });

  return (
    <FormDialog title={heading} submitLabel={common('save')} form={form} onClose={onClose}>
      {text ? null : (
        <div className="bo-promo-grid">
          <Select label={t('kind')} value={kind} onChange={(e) => setKind(e.target.value as TSiteTextKind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind${k}`)}
              </option>
            ))}
          </Select>
          <Select label={t('language')} value={language} onChange={(e) => setLanguage(e.target.value)}>
            {options.languages.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </Select>
          <CitySelect options={options} value={city} onChange={setCity} />
        </div>
      )}
      <TextField
        label={t('title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={form.errors.title}
        required
      />
      <TextArea
        label={t('body')}
        hint={t('bodyHint')}
        rows={12}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={form.errors.body}
        lang={text?.language ?? language}
        required
      />
      <RichTextPreview source={body} label={t('preview')} />
    </FormDialog>
  );
}
