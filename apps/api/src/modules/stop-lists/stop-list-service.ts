import { servedLanguage } from '@food/domain/language';
import type {
  TOutletProduct,
  TOutletStopList,
  TStopListChanged,
  TStopListEntry,
  TStopListPut,
} from '@food/contracts';
import { endOfBusinessDay } from '@food/domain/outlet-day';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { pickText } from '../catalog/index.js';
import { recordEvent, type OutboxEvent } from '../events/index.js';
import { outletDaysOf, type LiveDay, type OutletDays } from '../outlet-day/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertInScope, type Principal } from '../staff/index.js';
import {
  deleteEntry,
  findEntry,
  findSoldProduct,
  listActiveEntries,
  staffLanguage,
  upsertEntry,
  type StopRow,
} from './stop-list-repo.js';

const isActive = (row: Pick<StopRow, 'until'> | null, now: Date) =>
  row !== null && (row.until === null || row.until > now);

/**
 * Stop lists per outlet (issue 18 item 5): staff (`/admin/v1`) and API keys (`/ops/v1`) put a
 * product or an addon on stop at an outlet until a time, until the end of the outlet's day, or
 * until further notice, and take it off. Every write is audited and becomes a `stop_list.changed`
 * event in the same transaction; after the commit the event is published, and every instance's
 * catalogue drops that outlet's list (catalog/catalogue-sync.ts), so the storefront's live read
 * and the checkout see it at once.
 */
export class StopListService {
  private readonly days: OutletDays;

  constructor(readonly deps: BackofficeDeps) {
    this.days = outletDaysOf(deps.db, deps.config.CATALOG_CACHE_SECONDS * 1000);
  }

  /**
   * The outlet, when it exists (404) and is in the caller's scope (403). Routes call it before
   * validating the body, so a stranger learns nothing from validation messages.
   */
  async outletInScope(principal: Principal, outletId: number): Promise<LiveDay> {
    const day = await this.days.read(outletId, this.deps.clock.now());
    if (!day) throw new AppError('RESTAURANT_NOT_FOUND', `Outlet ${outletId} was not found`);
    assertInScope(principal, { retailNetworkId: day.row.retailNetworkId, outletId });
    return day;
  }

  async list(principal: Principal, outletId: number, lang?: string): Promise<TOutletStopList> {
    const { row } = await this.outletInScope(principal, outletId);
    const now = this.deps.clock.now();
    const entries = await listActiveEntries(this.deps.db, outletId, now);
    const names = await this.namesOf(
      principal,
      row.retailNetworkId,
      entries.map((e) => e.productId),
      lang,
    );
    return {
      outletId,
      timeZone: row.timeZone,
      data: entries.map((e) => this.entryView(e, names)),
    };
  }

  /** The picker: what the outlet sells (products and addons), by name or article. */
  async products(
    principal: Principal,
    outletId: number,
    q: string | undefined,
    lang?: string,
  ): Promise<{ data: TOutletProduct[] }> {
    const { row } = await this.outletInScope(principal, outletId);
    const { db, clock } = this.deps;
    const sold = (
      await this.deps.products.pricedProductsOf(row.retailNetworkId, row.businessRegionId, outletId)
    ).filter((p) => !p.isArchived);
    const translations = await this.deps.products.translationsOf(sold.map((p) => p.id));
    const language = await this.languageOf(principal, row.retailNetworkId, lang);
    const fallback = (await this.deps.tenants.getTenant(row.retailNetworkId)).brand.defaultLanguage;
    const stops = new Map((await listActiveEntries(db, outletId, clock.now())).map((e) => [e.productId, e]));
    const needle = q?.toLocaleLowerCase();
    const data: TOutletProduct[] = [];
    for (const p of sold) {
      const texts = translations.filter((t) => t.productId === p.id);
      const name = pickText(Object.fromEntries(texts.map((t) => [t.language, t.name])), language, fallback);
      if (
        needle &&
        !p.article.toLocaleLowerCase().includes(needle) &&
        !texts.some((t) => t.name.toLocaleLowerCase().includes(needle))
      )
        continue;
      const stop = stops.get(p.id);
      data.push({
        id: p.id,
        name,
        article: p.article,
        isAddon: p.isAddon,
        onStop: stop !== undefined,
        until: stop?.until?.toISOString() ?? null,
      });
    }
    return { data };
  }

  async put(
    principal: Principal,
    outletId: number,
    productId: number,
    body: TStopListPut,
    ip: string | null,
  ): Promise<TStopListEntry> {
    const { row, rules } = await this.outletInScope(principal, outletId);
    const { db, clock } = this.deps;
    const now = clock.now();
    const product = await findSoldProduct(
      db,
      { retailNetworkId: row.retailNetworkId, businessRegionId: row.businessRegionId, outletId },
      productId,
    );
    if (!product)
      throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} is not sold at outlet ${outletId}`);
    const until = body.endOfDay ? endOfBusinessDay(rules, now) : body.until ? new Date(body.until) : null;
    if (until && until <= now)
      throw new AppError('VALIDATION_ERROR', 'Invalid body: /until must be in the future', [
        { in: 'body', path: '/until', message: 'must be in the future' },
      ]);
    const reason = body.reason?.trim() || null;

    const { entry, event } = await db.transaction(async (tx) => {
      const before = await findEntry(tx, outletId, productId);
      const wasOn = isActive(before, now);
      const entry = await upsertEntry(tx, {
        outletId,
        productId,
        until,
        reason,
        // since when it is on stop: kept while it stays on, new when it comes back on
        createdAt: wasOn ? before!.createdAt : now,
      });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'stop_list.put',
          entityType: 'product',
          entityId: productId,
          retailNetworkId: row.retailNetworkId,
          outletId,
          before: wasOn ? snapshot(before!) : { onStop: false },
          after: snapshot(entry),
        },
        ip,
      );
      const event = await recordEvent(tx, {
        type: 'stop_list.changed',
        retailNetworkId: row.retailNetworkId,
        outletId,
        data: changed(outletId, productId, true, until),
      });
      return { entry, event };
    });
    await this.published(outletId, event);
    const names = await this.namesOf(principal, row.retailNetworkId, [productId]);
    return this.entryView(entry, names, product);
  }

  /** Takes the product off the stop list; nothing to take off changes nothing (and logs nothing). */
  async remove(principal: Principal, outletId: number, productId: number, ip: string | null): Promise<void> {
    const { row } = await this.outletInScope(principal, outletId);
    const now = this.deps.clock.now();
    const event = await this.deps.db.transaction(async (tx) => {
      const gone = await deleteEntry(tx, outletId, productId);
      // an entry whose time had passed was already back on sale: its row goes quietly
      if (!gone || !isActive(gone, now)) return null;
      await recordAudit(
        tx,
        principal,
        {
          kind: 'stop_list.delete',
          entityType: 'product',
          entityId: productId,
          retailNetworkId: row.retailNetworkId,
          outletId,
          before: snapshot(gone),
          after: { onStop: false },
        },
        ip,
      );
      return recordEvent(tx, {
        type: 'stop_list.changed',
        retailNetworkId: row.retailNetworkId,
        outletId,
        data: changed(outletId, productId, false, null),
      });
    });
    if (event) await this.published(outletId, event);
  }

  /** After the commit: this instance's catalogue at once, every instance through the event. */
  private async published(outletId: number, event: OutboxEvent) {
    this.deps.products.dropStopList(outletId);
    await this.deps.events.publish(event);
  }

  private entryView(
    e: StopRow,
    names: Map<number, { name: string; article: string; isAddon: boolean }>,
    product?: { article: string; isAddon: boolean },
  ): TStopListEntry {
    const named = names.get(e.productId);
    return {
      productId: e.productId,
      name: named?.name ?? '',
      article: named?.article ?? product?.article ?? '',
      isAddon: named?.isAddon ?? product?.isAddon ?? false,
      until: e.until?.toISOString() ?? null,
      reason: e.reason,
      createdAt: e.createdAt.toISOString(),
    };
  }

  /** The staff member's language (or the asked one), else the brand's default. */
  private async languageOf(principal: Principal, rn: number, lang?: string): Promise<string> {
    const { brand } = await this.deps.tenants.getTenant(rn);
    const own = lang ?? (principal.kind === 'staff' ? await staffLanguage(this.deps.db, principal.id) : null);
    return servedLanguage(own, brand);
  }

  private async namesOf(principal: Principal, rn: number, ids: number[], lang?: string) {
    const names = new Map<number, { name: string; article: string; isAddon: boolean }>();
    if (!ids.length) return names;
    const language = await this.languageOf(principal, rn, lang);
    const { brand } = await this.deps.tenants.getTenant(rn);
    const texts = await this.deps.products.translationsOf(ids);
    const rows = await this.deps.products.productsByIds(ids);
    for (const p of rows) {
      const own = Object.fromEntries(
        texts.filter((t) => t.productId === p.id).map((t) => [t.language, t.name]),
      );
      names.set(p.id, {
        name: pickText(own, language, brand.defaultLanguage),
        article: p.article,
        isAddon: p.isAddon,
      });
    }
    return names;
  }
}

const snapshot = (e: StopRow) => ({
  onStop: true,
  until: e.until?.toISOString() ?? null,
  reason: e.reason,
});

const changed = (
  outletId: number,
  productId: number,
  onStop: boolean,
  until: Date | null,
): TStopListChanged => ({
  outletId,
  productId,
  onStop,
  until: until?.toISOString() ?? null,
});
