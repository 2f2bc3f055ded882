import type { TProductEditor, TProductVersion, TProductWrite } from '@food/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { browserTimeZone, commonMessages, useFormat, useT } from '../../i18n';
import { Badge, Button, Notice, PageHeader, Panel, Spinner, Stack, useToast } from '../../ui';
import { ConfirmDialog } from '../admin-kit';
import { OptionGroupsEditor } from '../menu-options/OptionGroupsEditor';
import { PhotoField } from '../photos/PhotoField';
import { menuApi } from './menu-api';
import { menuMessages } from './messages';
import { newProduct, writeOf } from './product-form';
import { AddonsSection, DetailsSection, PricesSection } from './product-sections';
import { AttributesSection, HistorySection, HoursSection, NutritionSection } from './product-sections-more';
import { useMenu, useMenuBrand, useMenuErrorText, withBrand } from './use-menu';

type Asked = { kind: 'archive' } | { kind: 'restore'; version: number } | null;

/**
 * One dish in every detail (issue 19 items 1 and 9): texts per language, prices per city with
 * outlet overrides, addons, options, labels, hours, nutrition and photo; saved as a draft (with
 * its storefront preview) or published as a new version; older versions restored from its history.
 */
export function ProductEditor({ productId }: { productId: number | null }) {
  const t = useT(menuMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const toast = useToast();
  const errorText = useMenuErrorText();
  const [, navigate] = useLocation();
  const [rn] = useMenuBrand();
  const menu = useMenu(rn);
  const [view, setView] = useState<TProductEditor | null>(null);
  const [form, setForm] = useState<TProductWrite | null>(null);
  const [imageUrl, setImageUrl] = useState<string | undefined>(undefined);
  const [versions, setVersions] = useState<TProductVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked>(null);

  const show = useCallback((next: TProductEditor) => {
    setView(next);
    setForm(next.draft ? next.draft.payload : writeOf(next));
    setImageUrl(next.imageUrl);
    void menuApi.versions(next.id).then(setVersions, () => setVersions(null));
  }, []);

  useEffect(() => {
    if (productId === null) return;
    menuApi.product(productId).then(show, (err: unknown) => setError(errorText(err)));
  }, [productId, show, errorText]);
  useEffect(() => {
    if (productId === null && menu.data && !form) setForm(newProduct(menu.data));
  }, [productId, menu.data, form]);

  if (menu.error) return <Notice tone="danger">{errorText(menu.error)}</Notice>;
  if (!menu.data || !form || (productId !== null && !view))
    return error ? <Notice tone="danger">{error}</Notice> : <Spinner label={common('loading')} />;
  const data = menu.data;
  const name =
    form.translations[data.defaultLanguage as keyof typeof form.translations]?.name || `#${productId ?? ''}`;

  async function run(what: string, action: () => Promise<void>) {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  /** Prices left half-typed are caught here: the server would only see a null. */
  const pricesTyped = () =>
    form.prices.every(
      (p) => Number.isFinite(p.price) && (p.oldPrice === null || Number.isFinite(p.oldPrice)),
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pricesTyped()) return setError(t('invalidMoney'));
    void run('publish', async () => {
      if (productId === null) {
        const created = await menuApi.create(data.retailNetworkId, form);
        toast.show(t('created', { name }), 'success');
        navigate(withBrand(`/products/${created.id}`, rn), { replace: true });
        return;
      }
      const published = await menuApi.publish(productId, form);
      show(published);
      toast.show(t('published', { name, version: published.version }), 'success');
    });
  };

  const saveDraft = () => {
    if (productId === null || !view) return;
    if (!pricesTyped()) return setError(t('invalidMoney'));
    void run('draft', async () => {
      const saved = await menuApi.saveDraft(productId, form);
      setView({ ...view, draft: { ...saved, payload: form } });
      toast.show(t('draftSaved'), 'success');
    });
  };

  const discardDraft = () =>
    productId !== null &&
    void run('discard', async () => {
      await menuApi.discardDraft(productId);
      show(await menuApi.product(productId));
      toast.show(t('draftDiscarded'), 'success');
    });

  return (
    <div className="bo-page bo-page--wide">
      <PageHeader
        title={productId === null ? t('newProductTitle') : t('productTitle', { name })}
        description={
          view ? (view.version ? t('version', { version: view.version }) : t('neverPublished')) : undefined
        }
        actions={<Link href={withBrand('/', rn)}>{t('back')}</Link>}
      />
      <form onSubmit={submit} noValidate aria-label={name}>
        <Stack gap="lg">
          {view?.isArchived ? <Notice tone="warning">{t('archivedNotice')}</Notice> : null}
          {view?.draft ? (
            <Notice tone="info">
              <Badge tone="info">{t('draft')}</Badge>{' '}
              {t('draftNotice', { when: format.dateTime(view.draft.updatedAt, browserTimeZone()) })}
            </Notice>
          ) : null}
          {error ? <Notice tone="danger">{error}</Notice> : null}
          <div className="bo-menu-editor">
            <div className="bo-menu-editor__main">
              <DetailsSection menu={data} value={form} onChange={setForm} />
              <PricesSection menu={data} value={form} onChange={setForm} />
              <Panel title={t('sectionOptions')}>
                <OptionGroupsEditor
                  value={form.optionGroups ?? []}
                  onChange={(optionGroups) => setForm({ ...form, optionGroups })}
                  languages={data.languages}
                  retailNetworkId={data.retailNetworkId}
                />
              </Panel>
              <AddonsSection menu={data} value={form} onChange={setForm} />
              <AttributesSection menu={data} value={form} onChange={setForm} />
              <HoursSection value={form} onChange={setForm} />
              <NutritionSection value={form} onChange={setForm} />
            </div>
            <div className="bo-menu-editor__side">
              <Panel title={t('sectionPhoto')}>
                <PhotoField
                  label={t('photo')}
                  value={form.imageKey}
                  imageUrl={imageUrl}
                  retailNetworkId={data.retailNetworkId}
                  onChange={(imageKey, url) => {
                    setForm({ ...form, imageKey });
                    setImageUrl(url);
                  }}
                />
              </Panel>
              {view ? (
                <HistorySection
                  versions={versions}
                  onRestore={(version) => setAsked({ kind: 'restore', version })}
                />
              ) : null}
            </div>
          </div>
          <div className="bo-menu-actions" role="group" aria-label={t('sectionHistory')}>
            <Button type="submit" variant="primary" busy={busy === 'publish'}>
              {productId === null ? t('create') : t('publish')}
            </Button>
            {view ? (
              <>
                <Button busy={busy === 'draft'} onClick={saveDraft}>
                  {t('saveDraft')}
                </Button>
                {view.draft ? (
                  <>
                    <a
                      className="bo-btn bo-btn--secondary bo-btn--md"
                      href={view.draft.previewUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('preview')}
                    </a>
                    <Button variant="ghost" busy={busy === 'discard'} onClick={discardDraft}>
                      {t('discardDraft')}
                    </Button>
                  </>
                ) : null}
                {!view.isArchived ? (
                  <Button variant="danger" onClick={() => setAsked({ kind: 'archive' })}>
                    {t('archive')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
        </Stack>
      </form>
      {asked && view ? (
        <ConfirmDialog
          title={asked.kind === 'archive' ? t('archive') : t('restoreLabel', { version: asked.version })}
          confirmLabel={asked.kind === 'archive' ? t('archive') : t('restore')}
          tone={asked.kind === 'archive' ? 'danger' : 'primary'}
          explain={errorText}
          onClose={() => setAsked(null)}
          onConfirm={async () => {
            if (asked.kind === 'archive') {
              show(await menuApi.archive(view.id));
              toast.show(t('archivedDone', { name }), 'success');
            } else {
              show(await menuApi.restore(view.id, asked.version));
              toast.show(t('restored', { version: asked.version }), 'success');
            }
            setAsked(null);
          }}
        >
          {asked.kind === 'archive'
            ? t('archiveConfirm', { name })
            : t('restoreConfirm', { version: asked.version })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
