import type { TMenu } from '@food/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { commonMessages, useFormat, useLanguage, useT } from '../../i18n';
import {
  Badge,
  Button,
  EmptyState,
  Notice,
  Panel,
  Select,
  Spinner,
  Table,
  TextField,
  Toolbar,
} from '../../ui';
import { Pager, useResource, useUrlParams } from '../admin-kit';
import { menuApi } from './menu-api';
import { menuMessages } from './messages';
import { useMenuErrorText, withBrand } from './use-menu';

/** The brand's dishes: search by name or article, filter by category; the filter lives in the URL. */
export function ProductTable({ menu }: { menu: TMenu }) {
  const t = useT(menuMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const errorText = useMenuErrorText();
  const [params, update] = useUrlParams();
  const rn = menu.retailNetworkId;
  const q = params.get('q') ?? '';
  const categoryId = Number(params.get('category')) || undefined;
  const page = Number(params.get('page')) || 1;
  const [typed, setTyped] = useState(q);

  // the search follows the typing a moment after the last key
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => update({ q: typed.trim(), page: null }), 300);
    return () => clearTimeout(timer);
  }, [typed, q, update]);

  const list = useResource(`products:${rn}:${q}:${categoryId}:${page}:${language}`, () =>
    menuApi.products({ retailNetworkId: rn, q: q || undefined, categoryId, page, lang: language }),
  );
  const categoryName = new Map(
    menu.categories.map((c) => [c.id, c.names[language] ?? c.names[menu.defaultLanguage] ?? c.slug ?? '']),
  );

  return (
    <Panel title={t('products')}>
      <Toolbar>
        <TextField
          type="search"
          label={t('search')}
          hint={t('searchHint')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Select
          label={t('category')}
          value={categoryId ?? ''}
          onChange={(e) => update({ category: e.target.value || null, page: null })}
        >
          <option value="">{t('allCategories')}</option>
          {menu.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryName.get(c.id)}
            </option>
          ))}
        </Select>
      </Toolbar>
      {list.error ? (
        <Notice tone="danger" action={<Button onClick={list.reload}>{common('retry')}</Button>}>
          {errorText(list.error)}
        </Notice>
      ) : !list.data ? (
        <Spinner label={common('loading')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('noProducts')} />
      ) : (
        <>
          <Table data-testid="menu-products">
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('article')}</th>
                <th scope="col">{t('category')}</th>
                <th scope="col" className="bo-num">
                  {t('price')}
                </th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <Link href={withBrand(`/products/${p.id}`, rn)}>{p.name || `#${p.id}`}</Link>
                  </th>
                  <td className="bo-menu-muted">{p.article}</td>
                  <td>{categoryName.get(p.categoryId)}</td>
                  <td className="bo-num">
                    {p.minPrice === null ? (
                      <span className="bo-menu-muted">{t('notSold')}</span>
                    ) : (
                      format.money(p.minPrice, menu.currencyCode)
                    )}
                  </td>
                  <td>
                    {p.hasDraft ? <Badge tone="info">{t('draft')}</Badge> : null}
                    {p.isArchived ? <Badge tone="warning">{t('archived')}</Badge> : null}
                    {p.isAddon ? <Badge>{t('addons')}</Badge> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager pagination={list.data.pagination} onPage={(next) => update({ page: String(next) })} />
        </>
      )}
    </Panel>
  );
}
