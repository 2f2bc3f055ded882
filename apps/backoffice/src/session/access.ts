import type { StaffRole } from '../api/types';

/**
 * Which areas of the back office a role may open (the navigation shows only these). The API
 * checks every request again; this only keeps people away from pages that would answer 403.
 * Audit and settings are owners' (the API's list); staff and machine access are for whoever can
 * hand out a scope inside their own (owners and brand managers, `scopeWithin`).
 */
export type Area =
  | 'board'
  // issue 23 item 3: orders taken by phone (owners and brand managers, as customer care)
  | 'phoneOrder'
  | 'stopList'
  | 'day'
  | 'staff'
  | 'audit'
  | 'speed'
  // issue 23 item 1: reports (owners and brand managers; the API refuses outlet staff)
  | 'reports'
  // issue 23 item 2: customer care (owners and brand managers: customers belong to a network)
  | 'care'
  | 'reviews'
  // issue 21: the job queue's dead letters (owners: jobs belong to no brand)
  | 'jobs'
  | 'machine'
  | 'settings'
  | 'account'
  // issue 19: the catalogue editors (owners and brand managers)
  | 'menu'
  | 'menuImport'
  | 'zones'
  | 'promotions'
  | 'content'
  | 'brand';

/** Whose work is a whole brand's customers: taking orders by phone (the API refuses outlet staff). */
const BRAND_DESK: readonly Area[] = ['phoneOrder'];

const CATALOGUE: readonly Area[] = ['menu', 'menuImport', 'zones', 'promotions', 'content', 'brand'];

const AREAS_OF: Record<StaffRole, readonly Area[]> = {
  OWNER: [
    'board',
    ...BRAND_DESK,
    'stopList',
    'day',
    ...CATALOGUE,
    'staff',
    'audit',
    'reports',
    'care',
    'reviews',
    'speed',
    'jobs',
    'machine',
    'settings',
    'account',
  ],
  BRAND_MANAGER: [
    'board',
    ...BRAND_DESK,
    'stopList',
    'day',
    ...CATALOGUE,
    'reports',
    'care',
    'reviews',
    'staff',
    'machine',
    'account',
  ],
  OUTLET_STAFF: ['board', 'stopList', 'day', 'account'],
};

export function canUse(role: StaffRole, area: Area): boolean {
  return AREAS_OF[role].includes(area);
}
