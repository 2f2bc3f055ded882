import type { TCategoryWrite } from '@food/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { commonMessages, LANGUAGE_NAMES, isLanguage, useLanguage, useT } from '../../i18n';
import {
  Button,
  Checkbox,
  Notice,
  PageHeader,
  Panel,
  Select,
  Spinner,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '../../ui';
import { ConfirmDialog } from '../admin-kit';
import { menuApi } from './menu-api';
import { menuMessages } from './messages';
import { LanguageTabs } from './LanguageTabs';
import { useMenu, useMenuBrand, useMenuErrorText, withBrand } from './use-menu';

type Texts = TCategoryWrite['translations'];

/** A category: its address, parent, visibility, and names and SEO texts per language. */
export function CategoryEditor({ categoryId }: { categoryId: number | null }) {
  const t = useT(menuMessages);
  const common = useT(commonMessages);
  const { language } = useLanguage();
  const toast = useToast();
  const errorText = useMenuErrorText();
  const [, navigate] = useLocation();
  const [rn] = useMenuBrand();
  const menu = useMenu(rn);
  const category = categoryId === null ? null : menu.data?.categories.find((c) => c.id === categoryId);
  const [form, setForm] = useState<TCategoryWrite | null>(null);
  const [tab, setTab] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  useEffect(() => {
    if (!menu.data || form) return;
    setForm(
      category
        ? {
            slug: category.slug ?? '',
            parentId: category.parentId,
            isVisible: category.isVisible,
            translations: category.translations as Texts,
          }
        : {
            slug: '',
            parentId: null,
            isVisible: true,
            translations: { [menu.data.defaultLanguage]: { name: '' } },
          },
    );
  }, [menu.data, category, form]);

  if (menu.error) return <Notice tone="danger">{errorText(menu.error)}</Notice>;
  if (!menu.data || !form) return <Spinner label={common('loading')} />;
  const data = menu.data;
  const lang = tab ?? data.defaultLanguage;
  const texts = form.translations[lang as keyof Texts] ?? { name: '' };
  const title = category
    ? t('categoryTitle', { name: category.names[language] ?? category.slug ?? '' })
    : t('newCategoryTitle');
  const setText = (field: 'name' | 'seoTitle' | 'seoDescription' | 'seoText', value: string) =>
    setForm({ ...form, translations: { ...form.translations, [lang]: { ...texts, [field]: value } } });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setBusy(true);
    setError(null);
    // a language left without a name is not sent (the brand's default one is required)
    const translations = Object.fromEntries(
      Object.entries(form.translations).filter(([, v]) => v && v.name.trim()),
    ) as Texts;
    try {
      const saved =
        categoryId === null
          ? await menuApi.createCategory(data.retailNetworkId, { ...form, translations })
          : await menuApi.updateCategory(categoryId, { ...form, translations });
      toast.show(
        t('categorySaved', { name: saved.names[data.defaultLanguage] ?? saved.slug ?? '' }),
        'success',
      );
      navigate(withBrand('/', rn));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="bo-page">
      <PageHeader title={title} actions={<Link href={withBrand('/', rn)}>{t('back')}</Link>} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          {error ? <Notice tone="danger">{error}</Notice> : null}
          <Panel title={t('sectionDetails')}>
            <Stack>
              <TextField
                label={t('slug')}
                hint={t('slugHint')}
                value={form.slug}
                required
                disabled={category?.isAddons}
                onChange={(e) => setForm({ ...form, slug: e.target.value })}
              />
              <Select
                label={t('parent')}
                value={form.parentId ?? ''}
                onChange={(e) =>
                  setForm({ ...form, parentId: e.target.value ? Number(e.target.value) : null })
                }
              >
                <option value="">{t('noParent')}</option>
                {data.categories
                  .filter((c) => c.id !== categoryId)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.names[language] ?? c.names[data.defaultLanguage] ?? c.slug}
                    </option>
                  ))}
              </Select>
              <Checkbox
                label={t('visible')}
                checked={form.isVisible}
                onChange={(e) => setForm({ ...form, isVisible: e.target.checked })}
              />
            </Stack>
          </Panel>
          <Panel title={t('languageTabs')}>
            <LanguageTabs
              languages={data.languages}
              defaultLanguage={data.defaultLanguage}
              value={lang}
              onChange={setTab}
              label={(l) => (isLanguage(l) ? LANGUAGE_NAMES[l] : l)}
            >
              <Stack>
                <TextField
                  label={t('name')}
                  value={texts.name}
                  required={lang === data.defaultLanguage}
                  onChange={(e) => setText('name', e.target.value)}
                />
                <TextField
                  label={t('seoTitle')}
                  value={texts.seoTitle ?? ''}
                  onChange={(e) => setText('seoTitle', e.target.value)}
                />
                <TextField
                  label={t('seoDescription')}
                  value={texts.seoDescription ?? ''}
                  onChange={(e) => setText('seoDescription', e.target.value)}
                />
                <TextArea
                  label={t('seoText')}
                  rows={5}
                  value={texts.seoText ?? ''}
                  onChange={(e) => setText('seoText', e.target.value)}
                />
              </Stack>
            </LanguageTabs>
          </Panel>
          <div className="bo-menu-actions">
            <Button type="submit" variant="primary" busy={isBusy}>
              {common('save')}
            </Button>
            {category && !category.isAddons ? (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('deleteCategory')}
              </Button>
            ) : null}
          </div>
        </Stack>
      </form>
      {isDeleting && category ? (
        <ConfirmDialog
          title={t('deleteCategory')}
          confirmLabel={t('deleteCategory')}
          explain={errorText}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await menuApi.deleteCategory(category.id);
            toast.show(
              t('categoryDeleted', { name: category.names[language] ?? category.slug ?? '' }),
              'success',
            );
            navigate(withBrand('/', rn));
          }}
        >
          {t('deleteCategoryConfirm', { name: category.names[language] ?? category.slug ?? '' })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
