import { Link } from 'wouter';
import { commonMessages, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Notice, PageHeader, Select, Spinner, Toolbar } from '../../ui';
import { CategoryList } from './CategoryList';
import { menuMessages } from './messages';
import { ProductTable } from './ProductTable';
import { useMenu, useMenuBrand, useMenuErrorText, withBrand } from './use-menu';

/** The menu's front page: the brand's categories in their order beside its dishes. */
export function MenuHome() {
  const t = useT(menuMessages);
  const common = useT(commonMessages);
  const errorText = useMenuErrorText();
  const places = usePlaces();
  const [rn, setRn] = useMenuBrand();
  const menu = useMenu(rn);

  return (
    <div className="bo-page bo-page--wide">
      <PageHeader
        title={common('navMenu')}
        description={t('intro')}
        actions={
          rn !== null ? (
            <Link href={withBrand('/products/new', rn)} className="bo-btn bo-btn--primary bo-btn--md">
              {t('newProduct')}
            </Link>
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
      {menu.error ? (
        <Notice tone="danger" action={<Button onClick={menu.reload}>{common('retry')}</Button>}>
          {errorText(menu.error)}
        </Notice>
      ) : !menu.data ? (
        <Spinner label={common('loading')} />
      ) : (
        <div className="bo-menu">
          <CategoryList
            menu={menu.data}
            onChanged={(categories) => menu.setData((m) => (m ? { ...m, categories } : m))}
          />
          <ProductTable menu={menu.data} />
        </div>
      )}
    </div>
  );
}
