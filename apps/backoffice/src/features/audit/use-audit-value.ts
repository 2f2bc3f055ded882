import { useCallback } from 'react';
import type { StaffRole } from '../../api/types';
import { commonMessages, LANGUAGE_NAMES, isLanguage, useFormat, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { adminKitMessages, useStamp } from '../admin-kit';
import type { AuditEntry } from './audit-api';
import { auditMessages } from './messages';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ROLES = new Set<string>(['OWNER', 'BRAND_MANAGER', 'OUTLET_STAFF']);

/**
 * A recorded value as staff read it: brands and outlets by name, roles, statuses and languages
 * in words, times on the reader's clock, prices with the brand's currency, yes and no.
 */
export function useAuditValue(): (path: string, value: unknown, entry: AuditEntry) => string {
  const t = useT(auditMessages);
  const common = useT(commonMessages);
  const kit = useT(adminKitMessages);
  const places = usePlaces();
  const stamp = useStamp();
  const format = useFormat();

  return useCallback(
    function show(path: string, value: unknown, entry: AuditEntry): string {
      if (value === undefined || value === null) return kit('nothing');
      const field = path.split('.').pop() ?? path;
      if (Array.isArray(value)) {
        if (value.length === 0) return kit('nothing');
        if (field === 'retailNetworkIds')
          return value.map((id: number) => places.brandById.get(id)?.name ?? `#${id}`).join(', ');
        if (field === 'outletIds') return value.map((id: number) => places.outletLabel(id)).join(', ');
        return value
          .map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : show('', v, entry)))
          .join(', ');
      }
      if (typeof value === 'boolean') return value ? kit('yes') : kit('no');
      if (field === 'role' && typeof value === 'string' && ROLES.has(value))
        return common(`role${value as StaffRole}`);
      if (field === 'statusId' && typeof value === 'number' && value >= 0 && value <= 4)
        return t(`status${value}` as 'status0');
      if (field === 'language' && isLanguage(value)) return LANGUAGE_NAMES[value];
      if (field === 'businessRegionId' && typeof value === 'number')
        return places.cityById.get(value)?.name ?? `#${value}`;
      if (field === 'price' && typeof value === 'number' && entry.retailNetworkId !== null)
        return format.money(value, places.currencyOf(entry.retailNetworkId));
      if (typeof value === 'string' && ISO_TIME.test(value)) return stamp(value, value);
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    [t, common, kit, places, stamp, format],
  );
}
