import type { TAdminZone, TAdminZones, TLanguage, TZoneOverlap } from '@food/contracts';
import { useFormat, useLanguage, useT } from '../../i18n';
import { Badge, Button, EmptyState, Panel, Table } from '../../ui';
import { zoneMessages } from './messages';

export function zoneName(
  zone: Pick<TAdminZone, 'name' | 'id'>,
  language: TLanguage,
  fallback: TLanguage,
): string {
  return zone.name[language] || zone.name[fallback] || Object.values(zone.name)[0] || `#${zone.id}`;
}

/** The overlap's rule in the member's words, from what decides it (as zone-choice.ts decides). */
export function useOverlapWords(data: TAdminZones | null) {
  const t = useT(zoneMessages);
  const format = useFormat();
  const { language } = useLanguage();
  return (overlap: TZoneOverlap) => {
    if (!data) return '';
    const byId = new Map(data.zones.map((z) => [z.id, z]));
    const name = (id: number) => {
      const zone = byId.get(id);
      return zone ? zoneName(zone, language, data.defaultLanguage) : `#${id}`;
    };
    const [a, b] = overlap.zoneIds;
    const winner = byId.get(overlap.winnerId);
    const loser = byId.get(overlap.winnerId === a ? b : a);
    const value = (zone: TAdminZone | undefined) => {
      if (!zone) return '';
      switch (overlap.decidedBy) {
        case 'deliveryPrice':
          return format.money(zone.deliveryPrice, data.currencyCode);
        case 'minOrderAmount':
          return format.money(zone.minOrderAmount, data.currencyCode);
        case 'deliveryTimeMinutes':
          return t('minutes', { count: zone.deliveryTimeMinutes });
        case 'priority':
          return String(zone.priority);
        default:
          return String(zone.id);
      }
    };
    return [
      t('overlapPair', { a: name(a), b: name(b) }),
      t('ruleServes', { winner: name(overlap.winnerId) }),
      t(`rule_${overlap.decidedBy}`, { winnerValue: value(winner), loserValue: value(loser) }),
    ].join(' ');
  };
}

/**
 * The map's text alternative: every zone of the city with its terms, a button to edit it, and the
 * overlaps with the rule that decides each.
 */
export function ZonesTable({
  data,
  cityName,
  selectedId,
  onEdit,
}: {
  data: TAdminZones;
  cityName: string;
  selectedId: number | null;
  onEdit: (zoneId: number) => void;
}) {
  const t = useT(zoneMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const words = useOverlapWords(data);
  const outletName = (id: number) => data.outlets.find((o) => o.id === id)?.name ?? `#${id}`;
  const money = (minor: number) => format.money(minor, data.currencyCode);

  return (
    <>
      <Panel title={t('tableTitle', { city: cityName })}>
        {data.zones.length === 0 ? (
          <EmptyState title={t('noZones')}>{t('noZonesHint')}</EmptyState>
        ) : (
          <Table caption={t('tableCaption')} data-testid="zones-table">
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('outlet')}</th>
                <th scope="col" className="bo-num">
                  {t('deliveryPrice')}
                </th>
                <th scope="col" className="bo-num">
                  {t('minOrder')}
                </th>
                <th scope="col" className="bo-num">
                  {t('freeFrom')}
                </th>
                <th scope="col" className="bo-num">
                  {t('time')}
                </th>
                <th scope="col" className="bo-num">
                  {t('priority')}
                </th>
                <th scope="col">{t('state')}</th>
                <th scope="col">
                  <span className="bo-visually-hidden">{t('edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.zones.map((zone) => {
                const name = zoneName(zone, language, data.defaultLanguage);
                return (
                  <tr key={zone.id} aria-current={zone.id === selectedId ? 'true' : undefined}>
                    <th scope="row">
                      <span
                        className="bo-zone-swatch"
                        style={{ background: zone.color }}
                        aria-hidden="true"
                      />
                      {name}
                    </th>
                    <td>{outletName(zone.outletId)}</td>
                    <td className="bo-num">{money(zone.deliveryPrice)}</td>
                    <td className="bo-num">{money(zone.minOrderAmount)}</td>
                    <td className="bo-num">
                      {zone.freeDeliveryThreshold === null ? t('never') : money(zone.freeDeliveryThreshold)}
                    </td>
                    <td className="bo-num">{t('minutes', { count: zone.deliveryTimeMinutes })}</td>
                    <td className="bo-num">{zone.priority}</td>
                    <td>
                      <span className="bo-zone-state">
                        {zone.version ? (
                          <Badge tone="success">{t('published', { version: zone.version })}</Badge>
                        ) : (
                          <Badge>{t('notVersioned')}</Badge>
                        )}
                        {zone.draft ? <Badge tone="warning">{t('hasDraft')}</Badge> : null}
                      </span>
                    </td>
                    <td>
                      <Button size="sm" aria-label={t('editLabel', { name })} onClick={() => onEdit(zone.id)}>
                        {t('edit')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </Panel>
      <Panel title={t('overlapsTitle')}>
        <p className="bo-zone-muted">{t('ruleOrder')}</p>
        {data.overlaps.length === 0 ? (
          <p>{t('noOverlaps')}</p>
        ) : (
          <ul className="bo-zone-overlaps" data-testid="zone-overlaps">
            {data.overlaps.map((overlap) => (
              <li key={overlap.zoneIds.join('-')}>{words(overlap)}</li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
