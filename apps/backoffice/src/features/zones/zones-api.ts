/** The zone editor's calls to /admin/v1/zones (packages/contracts/src/admin-zones.ts). */
import type { TAdminZone, TAdminZones, TZoneVersion, TZoneWrite } from '@food/contracts';
import { api, query } from '../../api/client';

export const zonesApi = {
  list: (retailNetworkId: number, businessRegionId: number) =>
    api.get<TAdminZones>(`/zones${query({ retailNetworkId, businessRegionId })}`),
  create: (businessRegionId: number, write: TZoneWrite) =>
    api.post<TAdminZone>('/zones', { businessRegionId, ...write }),
  publish: (zoneId: number, write: TZoneWrite) => api.put<TAdminZone>(`/zones/${zoneId}`, write),
  saveDraft: (zoneId: number, write: TZoneWrite) => api.put<TAdminZone>(`/zones/${zoneId}/draft`, write),
  discardDraft: (zoneId: number) => api.del(`/zones/${zoneId}/draft`),
  remove: (zoneId: number) => api.del(`/zones/${zoneId}`),
  versions: (zoneId: number) => api.get<TZoneVersion[]>(`/zones/${zoneId}/versions`),
  restore: (zoneId: number, version: number) =>
    api.post<TAdminZone>(`/zones/${zoneId}/versions/${version}/restore`),
};
