import { lazy } from 'react';

/**
 * Every page but the board is fetched when first opened, so a kitchen tablet's first load is
 * the board alone (bench: first-load JS of the board ≤ 150 KB gzip).
 */
export const SignInPage = lazy(() =>
  import('../features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage })),
);
export const LinkPage = lazy(() =>
  import('../features/link/LinkPage').then((m) => ({ default: m.LinkPage })),
);
export const StopListPage = lazy(() =>
  import('../features/stop-list/StopListPage').then((m) => ({ default: m.StopListPage })),
);
export const DayPage = lazy(() => import('../features/day/DayPage').then((m) => ({ default: m.DayPage })));
export const StaffPage = lazy(() =>
  import('../features/staff/StaffPage').then((m) => ({ default: m.StaffPage })),
);
export const AuditPage = lazy(() =>
  import('../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })),
);
export const SpeedPage = lazy(() =>
  import('../features/speed/SpeedPage').then((m) => ({ default: m.SpeedPage })),
);
export const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
export const CarePage = lazy(() =>
  import('../features/care/CarePage').then((m) => ({ default: m.CarePage })),
);
export const ReviewsPage = lazy(() =>
  import('../features/reviews/ReviewsPage').then((m) => ({ default: m.ReviewsPage })),
);
export const PhoneOrderPage = lazy(() =>
  import('../features/phone-order/PhoneOrderPage').then((m) => ({ default: m.PhoneOrderPage })),
);
export const JobsPage = lazy(() =>
  import('../features/jobs/JobsPage').then((m) => ({ default: m.JobsPage })),
);
export const MachinePage = lazy(() =>
  import('../features/machine/MachinePage').then((m) => ({ default: m.MachinePage })),
);
export const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
export const AccountPage = lazy(() =>
  import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })),
);
export const MenuPage = lazy(() =>
  import('../features/menu/MenuPage').then((m) => ({ default: m.MenuPage })),
);
export const MenuImportPage = lazy(() =>
  import('../features/menu-import/MenuImportPage').then((m) => ({ default: m.MenuImportPage })),
);
export const ZonesPage = lazy(() =>
  import('../features/zones/ZonesPage').then((m) => ({ default: m.ZonesPage })),
);
export const PromotionsPage = lazy(() =>
  import('../features/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
);
export const ContentPage = lazy(() =>
  import('../features/content/ContentPage').then((m) => ({ default: m.ContentPage })),
);
export const BrandPage = lazy(() =>
  import('../features/brand/BrandPage').then((m) => ({ default: m.BrandPage })),
);
