import { Link, Route, Switch, useLocation } from 'wouter';
import { commonMessages, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Notice, PageHeader, Select, Spinner, Toolbar } from '../../ui';
import { AutomaticTab } from './AutomaticTab';
import { BannersTab } from './BannersTab';
import { promotionsMessages } from './messages';
import { PagesTab } from './PagesTab';
import { PromoCodesTab } from './PromoCodesTab';
import './promotions.css';
import { usePromoBrand, usePromoErrorText, usePromotionOptions } from './use-promotions';

const SECTIONS = [
  { path: '/codes', label: 'tabCodes' },
  { path: '/automatic', label: 'tabAutomatic' },
  { path: '/banners', label: 'tabBanners' },
  { path: '/pages', label: 'tabPages' },
] as const;

/**
 * Promotions (issue 19 item 5), mounted at /promotions: promo codes, automatic promotions,
 * banners and promotion pages (the storefront's stories), one section each.
 */
export function PromotionsPage() {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const places = usePlaces();
  const [rn, setRn] = usePromoBrand();
  const options = usePromotionOptions(rn);
  const errorText = usePromoErrorText();
  const [location] = useLocation();
  const current = SECTIONS.find((s) => location.startsWith(s.path))?.path ?? '/codes';
  const keep = rn === null ? '' : `?rn=${rn}`;

  return (
    <div className="bo-page bo-page--wide">
      <PageHeader title={common('navPromotions')} description={t('intro')} />
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
      <nav aria-label={t('sections')} className="bo-promo-nav">
        {SECTIONS.map((s) => (
          <Link key={s.path} href={`${s.path}${keep}`} aria-current={s.path === current ? 'page' : undefined}>
            {t(s.label)}
          </Link>
        ))}
      </nav>
      {options.error ? (
        <Notice tone="danger" action={<Button onClick={options.reload}>{common('retry')}</Button>}>
          {errorText(options.error)}
        </Notice>
      ) : !options.data || rn === null ? (
        <Spinner label={common('loading')} />
      ) : (
        <Switch>
          <Route path="/automatic">
            <AutomaticTab rn={rn} options={options.data} />
          </Route>
          <Route path="/banners">
            <BannersTab rn={rn} options={options.data} />
          </Route>
          <Route path="/pages">
            <PagesTab rn={rn} options={options.data} />
          </Route>
          <Route>
            <PromoCodesTab rn={rn} options={options.data} />
          </Route>
        </Switch>
      )}
    </div>
  );
}
