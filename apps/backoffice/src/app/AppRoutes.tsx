import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { BoardPage } from '../features/board/BoardPage';
import { commonMessages, useT } from '../i18n';
import { canUse, useAuth, useSession, type Area } from '../session';
import { EmptyState, Spinner } from '../ui';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Shell } from './Shell';
import {
  AccountPage,
  AuditPage,
  BrandPage,
  ContentPage,
  DayPage,
  JobsPage,
  LinkPage,
  MachinePage,
  MenuImportPage,
  MenuPage,
  PhoneOrderPage,
  PromotionsPage,
  ReportsPage,
  CarePage,
  ReviewsPage,
  SettingsPage,
  SignInPage,
  SpeedPage,
  StaffPage,
  StopListPage,
  ZonesPage,
} from './lazy-pages';

function Loading() {
  const t = useT(commonMessages);
  return (
    <div className="bo-page-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** A page, fetched on first use, behind the role check of its area. */
function AreaPage({
  area,
  page: Page,
}: {
  area: Area;
  page: LazyExoticComponent<ComponentType> | ComponentType;
}) {
  const { member } = useSession();
  if (!canUse(member.role, area)) return <NotFound />;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

function NotFound() {
  const t = useT(commonMessages);
  return <EmptyState title={t('pageNotFound')} action={<Link href="/">{t('backToBoard')}</Link>} />;
}

/** Only a path of this app (starting with one slash) may be the place to go back to after sign-in. */
function safeNext(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}

function SignedInArea() {
  const { mustSetUpTotp } = useSession();
  const [location] = useLocation();
  // the owners require a second factor: nothing else answers until it is set up
  if (mustSetUpTotp && location !== '/account') return <Redirect to="/account" replace />;
  return (
    <Shell>
      <Switch>
        <Route path="/">
          <AreaPage area="board" page={BoardPage} />
        </Route>
        <Route path="/phone-order">
          <AreaPage area="phoneOrder" page={PhoneOrderPage} />
        </Route>
        <Route path="/stop-list">
          <AreaPage area="stopList" page={StopListPage} />
        </Route>
        <Route path="/day">
          <AreaPage area="day" page={DayPage} />
        </Route>
        <Route path="/menu" nest>
          <AreaPage area="menu" page={MenuPage} />
        </Route>
        <Route path="/menu-import" nest>
          <AreaPage area="menuImport" page={MenuImportPage} />
        </Route>
        <Route path="/zones" nest>
          <AreaPage area="zones" page={ZonesPage} />
        </Route>
        <Route path="/promotions" nest>
          <AreaPage area="promotions" page={PromotionsPage} />
        </Route>
        <Route path="/content" nest>
          <AreaPage area="content" page={ContentPage} />
        </Route>
        <Route path="/brand" nest>
          <AreaPage area="brand" page={BrandPage} />
        </Route>
        <Route path="/staff">
          <AreaPage area="staff" page={StaffPage} />
        </Route>
        <Route path="/audit">
          <AreaPage area="audit" page={AuditPage} />
        </Route>
        <Route path="/reports">
          <AreaPage area="reports" page={ReportsPage} />
        </Route>
        <Route path="/care">
          <AreaPage area="care" page={CarePage} />
        </Route>
        <Route path="/reviews">
          <AreaPage area="reviews" page={ReviewsPage} />
        </Route>
        <Route path="/speed">
          <AreaPage area="speed" page={SpeedPage} />
        </Route>
        <Route path="/jobs">
          <AreaPage area="jobs" page={JobsPage} />
        </Route>
        <Route path="/machine">
          <AreaPage area="machine" page={MachinePage} />
        </Route>
        <Route path="/settings">
          <AreaPage area="settings" page={SettingsPage} />
        </Route>
        <Route path="/account">
          <AreaPage area="account" page={AccountPage} />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Shell>
  );
}

function Public({ children }: { children: React.ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

export function AppRoutes() {
  const { state } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const next = safeNext(new URLSearchParams(search).get('next'));

  return (
    <Switch>
      <Route path="/link/:token">
        <Public>
          <LinkPage />
        </Public>
      </Route>
      <Route path="/sign-in">
        {state.status === 'signedIn' ? (
          <Redirect to={state.mustSetUpTotp ? '/account' : next} replace />
        ) : state.status === 'loading' ? (
          <Loading />
        ) : (
          <Public>
            <SignInPage />
          </Public>
        )}
      </Route>
      <Route>
        {state.status === 'loading' ? (
          <Loading />
        ) : state.status === 'signedOut' ? (
          <Redirect
            to={
              location === '/'
                ? '/sign-in'
                : `/sign-in?next=${encodeURIComponent(location + (search ? `?${search}` : ''))}`
            }
            replace
          />
        ) : (
          <SignedInArea />
        )}
      </Route>
    </Switch>
  );
}
