/**
 * The wire shapes of /admin/v1 this app reads: the contracts' inferred types (packages/contracts,
 * `import type` only, so no zod reaches the bundle), under the names the screens use.
 */
import type { TLanguage, TMe, TPlaces, TSignInResponse, TStaffMember, TStaffRole } from '@food/contracts';

export type Language = TLanguage;
export type StaffRole = TStaffRole;
export type Member = TStaffMember;
export type MeAnswer = TMe;
export type SignInAnswer = TSignInResponse;
export type Places = TPlaces;
export type Brand = TPlaces['brands'][number];
export type Outlet = TPlaces['outlets'][number];

export interface Pagination {
  page: number;
  size: number;
  total: number;
  totalPages: number;
}
