/**
 * What an audit entry is about, by name where the page knows one (pure, tested): a member's
 * name, an outlet's, an API key's or webhook's from its snapshot, an order's short number.
 */
import type { TAuditEntry } from '@food/contracts';

export interface EntityLookups {
  staffName: (id: string) => string | undefined;
  outletName: (id: number) => string | undefined;
}

const field = (snapshot: unknown, name: string): string | undefined => {
  if (!snapshot || typeof snapshot !== 'object') return undefined;
  const value = (snapshot as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
};

const fromSnapshots = (entry: Pick<TAuditEntry, 'before' | 'after'>, name: string) =>
  field(entry.after, name) ?? field(entry.before, name);

export function entityName(
  entry: Pick<TAuditEntry, 'entityType' | 'entityId' | 'before' | 'after'>,
  lookups: EntityLookups,
): string {
  const id = entry.entityId;
  switch (entry.entityType) {
    case 'staff_member':
      return lookups.staffName(id) ?? fromSnapshots(entry, 'name') ?? id;
    case 'outlet':
      return lookups.outletName(Number(id)) ?? `#${id}`;
    case 'outlet_exception': {
      // `${outletId}:${date}`
      const [outletId, date] = id.split(':');
      return `${lookups.outletName(Number(outletId)) ?? `#${outletId}`} · ${date ?? ''}`.trim();
    }
    case 'api_key':
      return fromSnapshots(entry, 'name') ?? id.slice(0, 8);
    case 'webhook':
      return fromSnapshots(entry, 'url') ?? id.slice(0, 8);
    case 'order':
      // order ids are UUIDs; the first block is enough to find it on the board
      return `#${id.slice(0, 8)}`;
    case 'backoffice_settings':
      return '';
    default:
      return `#${id}`;
  }
}

/** "Olena <olena@sushi.ua>", as members are recorded, as a name and an e-mail; anything else whole. */
export function actorOf(label: string): { name: string; email: string | null } {
  const match = /^(.+) <([^<>\s]+@[^<>\s]+)>$/.exec(label);
  return match ? { name: match[1]!, email: match[2]! } : { name: label, email: null };
}
