/**
 * The delivery-zone editor (issue 19 items 4 and 9): a brand's managers (and API keys covering the
 * brand) create, edit and delete a city's zones, keep a change as a draft, publish it, and restore
 * an earlier version. Each write checks the scope, validates the zone (zone-rules), writes, audits
 * and records the catalogue change in one transaction, then announces it: this instance drops its
 * zone caches at once (the storefront's zone list and the address check see the change), the
 * others when the event reaches them.
 */
import type {
  TAdminZone,
  TAdminZones,
  TLanguage,
  TZoneCreate,
  TZoneVersion,
  TZoneWrite,
} from '@food/contracts';
import { checkPolygon, zoneFieldProblems } from '@food/domain/zone-rules';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES } from '../backoffice-app/index.js';
import { announceCatalogueChange, recordCatalogueChange } from '../catalog/index.js';
import {
  deleteDraft,
  listVersions,
  readDraft,
  readVersion,
  recordVersion,
  saveDraft,
  type EntityRef,
} from '../catalogue-history/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import {
  deleteZone,
  insertZone,
  selectCityOutlets,
  selectCityZones,
  selectOutletPlace,
  selectRegionNetwork,
  selectZone,
  selectZoneDrafts,
  selectZonePlace,
  selectZoneVersions,
  updateZone,
  type ZoneRow,
  type ZoneValues,
} from './zone-editor-repo.js';
import { findOverlaps } from './zone-overlaps.js';

type Deps = Pick<BackofficeDeps, 'db' | 'tenants' | 'events' | 'caches' | 'config'>;

/** The published state a version keeps and a restore publishes again. */
const snapshotOf = (z: ZoneRow): TZoneWrite => ({
  outletId: z.outletId,
  name: z.name,
  polygon: z.polygon as TZoneWrite['polygon'],
  deliveryPrice: z.deliveryPrice,
  freeDeliveryThreshold: z.freeDeliveryThreshold,
  minOrderAmount: z.minOrderAmount,
  deliveryTimeMinutes: z.deliveryTimeMinutes,
  priority: z.priority,
  color: z.color,
});

export class ZoneEditorService {
  constructor(private readonly deps: Deps) {}

  /* ------------------------------------------------------------ scope (the routes' guards) */

  /** The zone's brand when the principal covers it: 404 for an unknown zone, else 403. */
  async zoneInScope(
    principal: Principal,
    zoneId: number,
  ): Promise<{ retailNetworkId: number; businessRegionId: number }> {
    const place = await selectZonePlace(this.deps.db, zoneId);
    if (!place) throw new AppError('ZONE_NOT_FOUND', `Delivery zone ${zoneId} was not found`);
    assertCoversBrand(principal, place.retailNetworkId);
    return place;
  }

  /** The city's brand when the principal covers it: an unknown city is a 400, another brand's a 403. */
  async cityInScope(
    principal: Principal,
    businessRegionId: number,
    retailNetworkId?: number,
  ): Promise<number> {
    const rn = await selectRegionNetwork(this.deps.db, businessRegionId);
    if (rn === undefined || (retailNetworkId !== undefined && rn !== retailNetworkId)) {
      if (retailNetworkId !== undefined) assertCoversBrand(principal, retailNetworkId);
      throw new AppError(
        'UNKNOWN_BUSINESS_REGION',
        `Unknown business region ${businessRegionId}${retailNetworkId ? ` in retail network ${retailNetworkId}` : ''}`,
      );
    }
    assertCoversBrand(principal, rn);
    return rn;
  }

  /* ------------------------------------------------------------------------------- reads */

  async list(principal: Principal, retailNetworkId: number, businessRegionId: number): Promise<TAdminZones> {
    assertCoversBrand(principal, retailNetworkId);
    await this.cityInScope(principal, businessRegionId, retailNetworkId);
    const { db, tenants, config } = this.deps;
    const { brand, network } = await tenants.getTenant(retailNetworkId);
    const rows = await selectCityZones(db, businessRegionId);
    const views = await this.views(db, rows);
    const outlets = await selectCityOutlets(db, businessRegionId);
    const lang = brand.defaultLanguage;
    return {
      retailNetworkId,
      businessRegionId,
      languages: brand.languages as TLanguage[],
      defaultLanguage: lang as TLanguage,
      currencyCode: network.currencyCode,
      outlets: outlets.map((o) => ({
        id: o.id,
        name: o.name[lang] ?? Object.values(o.name)[0] ?? `#${o.id}`,
        lat: o.lat,
        lng: o.lng,
      })),
      map: {
        tileUrl: config.MAP_TILE_URL ?? DEFAULT_MAP_TILES,
        tileAttribution: config.MAP_TILE_ATTRIBUTION ?? (config.MAP_TILE_URL ? '' : DEFAULT_MAP_ATTRIBUTION),
      },
      zones: views,
      overlaps: findOverlaps(rows),
    };
  }

  async versions(principal: Principal, zoneId: number): Promise<TZoneVersion[]> {
    await this.zoneInScope(principal, zoneId);
    const rows = await listVersions(this.deps.db, 'zone', zoneId);
    return rows.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString(), by: v.by }));
  }

  /* ------------------------------------------------------------------------------ writes */

  async create(principal: Principal, body: TZoneCreate, ip: string): Promise<TAdminZone> {
    const { businessRegionId, ...write } = body;
    const rn = await this.cityInScope(principal, businessRegionId);
    const values = await this.validate(rn, businessRegionId, write);
    const { db } = this.deps;
    const { zone, event } = await db.transaction(async (tx) => {
      const zone = await insertZone(tx, values);
      await recordVersion(tx, this.ref(rn, zone.id), snapshotOf(zone), principal);
      await this.audit(tx, principal, ip, rn, 'zone.create', zone, null, snapshotOf(zone));
      const event = await recordCatalogueChange(tx, { retailNetworkId: rn, area: 'zones', ids: [zone.id] });
      return { zone, event };
    });
    await announceCatalogueChange(this.deps, event);
    return this.view(zone);
  }

  /** Publishes the zone as given (a direct edit): the next version, and the draft is gone. */
  async update(principal: Principal, zoneId: number, body: TZoneWrite, ip: string): Promise<TAdminZone> {
    return this.publish(principal, zoneId, body, ip, 'zone.update');
  }

  async publishDraft(principal: Principal, zoneId: number, ip: string): Promise<TAdminZone> {
    await this.zoneInScope(principal, zoneId);
    const draft = await readDraft(this.deps.db, 'zone', zoneId);
    if (!draft) throw new AppError('DRAFT_NOT_FOUND', `Delivery zone ${zoneId} has no draft to publish`);
    return this.publish(principal, zoneId, draft.payload as TZoneWrite, ip, 'zone.draft.publish');
  }

  async restore(principal: Principal, zoneId: number, version: number, ip: string): Promise<TAdminZone> {
    await this.zoneInScope(principal, zoneId);
    const snapshot = await readVersion(this.deps.db, 'zone', zoneId, version);
    if (!snapshot)
      throw new AppError('VERSION_NOT_FOUND', `Delivery zone ${zoneId} has no version ${version}`);
    return this.publish(principal, zoneId, snapshot as TZoneWrite, ip, 'zone.restore', {
      restoredVersion: version,
    });
  }

  async saveDraft(principal: Principal, zoneId: number, body: TZoneWrite, ip: string): Promise<TAdminZone> {
    const place = await this.zoneInScope(principal, zoneId);
    // a draft is checked like a publish, so publishing it later cannot fail on its content
    const values = await this.validate(place.retailNetworkId, place.businessRegionId, body);
    const payload = snapshotOf({ id: zoneId, ...values });
    const zone = await this.deps.db.transaction(async (tx) => {
      const zone = await selectZone(tx, zoneId, true);
      if (!zone) throw new AppError('ZONE_NOT_FOUND', `Delivery zone ${zoneId} was not found`);
      await saveDraft(tx, this.ref(place.retailNetworkId, zoneId), payload, principal);
      await this.audit(tx, principal, ip, place.retailNetworkId, 'zone.draft.save', zone, null, payload);
      return zone;
    });
    return this.view(zone);
  }

  async discardDraft(principal: Principal, zoneId: number, ip: string): Promise<void> {
    const place = await this.zoneInScope(principal, zoneId);
    await this.deps.db.transaction(async (tx) => {
      const draft = await readDraft(tx, 'zone', zoneId);
      if (!draft) throw new AppError('DRAFT_NOT_FOUND', `Delivery zone ${zoneId} has no draft`);
      await deleteDraft(tx, 'zone', zoneId);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'zone.draft.discard',
          entityType: 'delivery_zone',
          entityId: zoneId,
          retailNetworkId: place.retailNetworkId,
          before: draft.payload,
          after: null,
        },
        ip,
      );
    });
  }

  /** Deletes the zone (orders keep their own copy of the price; its versions stay in history). */
  async remove(principal: Principal, zoneId: number, ip: string): Promise<void> {
    const place = await this.zoneInScope(principal, zoneId);
    const event = await this.deps.db.transaction(async (tx) => {
      const zone = await selectZone(tx, zoneId, true);
      if (!zone) throw new AppError('ZONE_NOT_FOUND', `Delivery zone ${zoneId} was not found`);
      await deleteDraft(tx, 'zone', zoneId);
      await deleteZone(tx, zoneId);
      await this.audit(tx, principal, ip, place.retailNetworkId, 'zone.delete', zone, snapshotOf(zone), null);
      return recordCatalogueChange(tx, {
        retailNetworkId: place.retailNetworkId,
        area: 'zones',
        ids: [zoneId],
      });
    });
    await announceCatalogueChange(this.deps, event);
  }

  /* ----------------------------------------------------------------------------- helpers */

  private async publish(
    principal: Principal,
    zoneId: number,
    body: TZoneWrite,
    ip: string,
    kind: string,
    extra: Record<string, unknown> = {},
  ): Promise<TAdminZone> {
    const place = await this.zoneInScope(principal, zoneId);
    const rn = place.retailNetworkId;
    const values = await this.validate(rn, place.businessRegionId, body);
    const { zone, event } = await this.deps.db.transaction(async (tx) => {
      const before = await selectZone(tx, zoneId, true);
      if (!before) throw new AppError('ZONE_NOT_FOUND', `Delivery zone ${zoneId} was not found`);
      const ref = this.ref(rn, zoneId);
      // a zone from the seed (or made before the editor) gets its state until now as version 1,
      // so the first edit can be undone
      if (!(await selectZoneVersions(tx, [zoneId])).has(zoneId))
        await recordVersion(tx, ref, snapshotOf(before), null);
      const zone = await updateZone(tx, zoneId, values);
      const version = await recordVersion(tx, ref, snapshotOf(zone), principal);
      await deleteDraft(tx, 'zone', zoneId);
      await this.audit(tx, principal, ip, rn, kind, zone, snapshotOf(before), {
        ...snapshotOf(zone),
        version,
        ...extra,
      });
      const event = await recordCatalogueChange(tx, { retailNetworkId: rn, area: 'zones', ids: [zoneId] });
      return { zone, event };
    });
    await announceCatalogueChange(this.deps, event);
    return this.view(zone);
  }

  /**
   * The zone's row values, or the first thing wrong: the polygon (422 with its own code), a
   * number or colour out of range (400), a name in a language the brand does not speak or none in
   * its default (422), an outlet of another city or brand (422).
   */
  private async validate(rn: number, businessRegionId: number, body: TZoneWrite): Promise<ZoneValues> {
    const polygon = checkPolygon(body.polygon);
    if (!polygon.ok)
      throw new AppError(
        polygon.code,
        polygon.message,
        polygon.where.length ? [{ path: '/polygon', where: polygon.where }] : undefined,
      );
    const fields = zoneFieldProblems(body);
    if (fields.length)
      throw new AppError(
        'VALIDATION_ERROR',
        `Invalid body: ${fields.map((f) => f.message).join('; ')}`,
        fields.map((f) => ({ in: 'body', path: `/${f.field}`, message: f.message })),
      );
    const { brand } = await this.deps.tenants.getTenant(rn);
    const name: Record<string, string> = {};
    for (const [lang, text] of Object.entries(body.name)) {
      if (!brand.languages.includes(lang))
        throw new AppError(
          'UNKNOWN_LANGUAGE',
          `The brand has no ${lang} language (it has ${brand.languages.join(', ')})`,
        );
      if (text?.trim()) name[lang] = text.trim();
    }
    if (!name[brand.defaultLanguage])
      throw new AppError(
        'DEFAULT_LANGUAGE_REQUIRED',
        `The zone needs a name in the brand's default language (${brand.defaultLanguage})`,
      );
    const outlet = await selectOutletPlace(this.deps.db, body.outletId);
    if (!outlet || outlet.retailNetworkId !== rn || outlet.businessRegionId !== businessRegionId)
      throw new AppError(
        'UNKNOWN_OUTLET',
        `Outlet ${body.outletId} is not an outlet of this zone's city (business region ${businessRegionId})`,
      );
    return {
      outletId: body.outletId,
      businessRegionId,
      name,
      polygon: polygon.polygon,
      deliveryPrice: body.deliveryPrice,
      freeDeliveryThreshold: body.freeDeliveryThreshold,
      minOrderAmount: body.minOrderAmount,
      deliveryTimeMinutes: body.deliveryTimeMinutes,
      priority: body.priority,
      color: body.color.toLowerCase(),
    };
  }

  private ref(retailNetworkId: number, entityId: number): EntityRef {
    return { kind: 'zone', entityId, retailNetworkId };
  }

  private audit(
    tx: DbOrTx,
    principal: Principal,
    ip: string,
    retailNetworkId: number,
    kind: string,
    zone: ZoneRow,
    before: unknown,
    after: unknown,
  ) {
    return recordAudit(
      tx,
      principal,
      {
        kind,
        entityType: 'delivery_zone',
        entityId: zone.id,
        retailNetworkId,
        outletId: zone.outletId,
        before,
        after,
      },
      ip,
    );
  }

  private async view(zone: ZoneRow): Promise<TAdminZone> {
    const [view] = await this.views(this.deps.db, [zone]);
    return view!;
  }

  private async views(db: DbOrTx, rows: ZoneRow[]): Promise<TAdminZone[]> {
    const ids = rows.map((r) => r.id);
    const drafts = await selectZoneDrafts(db, ids);
    const versions = await selectZoneVersions(db, ids);
    const regions = new Map<number, number>();
    for (const r of rows)
      if (!regions.has(r.businessRegionId))
        regions.set(r.businessRegionId, (await selectRegionNetwork(db, r.businessRegionId)) ?? 0);
    return rows.map((z) => {
      const draft = drafts.get(z.id);
      return {
        id: z.id,
        retailNetworkId: regions.get(z.businessRegionId)!,
        businessRegionId: z.businessRegionId,
        ...snapshotOf(z),
        draft: draft
          ? { payload: draft.payload as TZoneWrite, updatedAt: draft.updatedAt.toISOString() }
          : null,
        version: versions.get(z.id) ?? 0,
      };
    });
  }
}
