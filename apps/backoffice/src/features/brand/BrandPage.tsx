import type { TBrandList } from '@food/contracts';
import { useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { api } from '../../api/client';
import { commonMessages, useErrorText, useT } from '../../i18n';
import { EmptyState, PageHeader, Select } from '../../ui';
import { LoadStatus, useResource } from '../admin-kit';
import { BrandSettings } from './BrandSettings';
import { CitiesPanel } from './CitiesPanel';
import { OutletsPanel } from './OutletsPanel';
import { brandMessages } from './messages';
import './brand.css';

const loadBrands = () => api.get<TBrandList>('/brands');

/**
 * Brand settings, cities and outlets (issue 19 item 6), mounted at /brand with `nest`: the
 * settings at /brand, the cities at /brand/cities, the outlets at /brand/outlets.
 */
export function BrandPage() {
  const t = useT(brandMessages);
  const common = useT(commonMessages);
  const explain = useErrorText();
  const brands = useResource('brands', loadBrands);
  const [picked, setPicked] = useState<number | null>(null);
  const [location] = useLocation();
  const list = brands.data?.brands ?? [];
  const brand = list.find((b) => b.id === picked) ?? list[0] ?? null;
  const tabs = [
    { href: '/', label: t('tabSettings') },
    { href: '/cities', label: t('tabCities') },
    { href: '/outlets', label: t('tabOutlets') },
  ];
  return (
    <div className="bo-page bo-page--wide bo-brand">
      <PageHeader
        title={common('navBrand')}
        description={t('intro')}
        actions={
          list.length > 1 && brand ? (
            <Select
              label={t('brand')}
              value={brand.id}
              onChange={(e) => setPicked(Number(e.target.value))}
              className="bo-brand__picker"
            >
              {list.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </Select>
          ) : null
        }
      />
      <LoadStatus resource={brands} failedTitle={t('loadFailed')} explain={explain} />
      {brands.data && !brand ? <EmptyState title={t('noBrand')} /> : null}
      {brand ? (
        <>
          <nav aria-label={t('sections')} className="bo-brand__tabs">
            <ul>
              {tabs.map((tab) => (
                <li key={tab.href}>
                  <Link href={tab.href} aria-current={location === tab.href ? 'page' : undefined}>
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Switch>
            <Route path="/cities">
              <CitiesPanel
                key={brand.id}
                retailNetworkId={brand.retailNetworkId}
                languages={brand.languages}
              />
            </Route>
            <Route path="/outlets">
              <OutletsPanel
                key={brand.id}
                retailNetworkId={brand.retailNetworkId}
                languages={brand.languages}
                defaultLanguage={brand.defaultLanguage}
              />
            </Route>
            <Route>
              <BrandSettings key={brand.id} brandId={brand.id} retailNetworkId={brand.retailNetworkId} />
            </Route>
          </Switch>
        </>
      ) : null}
    </div>
  );
}
