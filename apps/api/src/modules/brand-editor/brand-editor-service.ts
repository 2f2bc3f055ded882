/**
 * Brand settings, cities and outlets (issue 19 item 6). Owners and brand managers of the brand;
 * outlet staff get 403 on all of it (an outlet's day stays theirs: outlet-day). Every write is one
 * transaction with its audit entry and its `catalog.changed` event (area `brand` or `places`);
 * after the commit this instance drops its caches and the others hear the event, so the
 * storefront's next `/config/v1/init` and restaurants read answer the change: no rebuild.
 */
import { createHash } from 'node:crypto';
import type {
  TBrandList,
  TBrandView,
  TBrandWrite,
  TCityCreate,
  TCityList,
  TCityView,
  TCityWrite,
  TOutletCreate,
  TOutletProfile,
  TOutletProfileList,
  TOutletProfileWrite,
} from '@food/contracts';
import { brandPhoneCountries, readPhone } from '@food/domain/phone';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryZones } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { createMediaUrls, type MediaUrls } from '../../lib/media-url.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import { announceCatalogueChange, recordCatalogueChange, type CatalogueArea } from '../catalog/index.js';
import { outletDaysOf } from '../outlet-day/index.js';
import { UPLOAD_KEY_PATTERN } from '../media/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import * as repo from './brand-editor-repo.js';
import {
  bannerOf,
  canonicalTimeZone,
  envAfter,
  flagsOf,
  hoursProblems,
  domainProblems,
  languageProblems,
  linksOf,
  lookOf,
  lookWarnings,
  paymentProviderProblems,
  paymentTypeProblems,
  socialLinkProblems,
  socialLinksOf,
  sortedHours,
  storedBanner,
  storedSocialLinks,
  uiAfter,
  type Problem,
  type StoredSocialLink,
} from './brand-rules.js';
import { offeredPaymentTypes } from '../payment/index.js';

function refuse(problems: Problem[]): void {
  if (!problems.length) return;
  const first = problems[0]!;
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid body: ${first.path} ${first.message}`,
    problems.map((p) => ({ in: 'body', ...p })),
  );
}

/** Brand settings are brand-wide: a member with no whole brand (outlet staff) may not touch them. */
export function assertBrandWorker(principal: Principal): void {
  if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
    throw new AppError('FORBIDDEN', 'Brand settings, cities and outlets are for brand managers and owners');
}

export class BrandEditorService {
  private readonly media: MediaUrls;

  constructor(private readonly deps: BackofficeDeps) {
    this.media = createMediaUrls(deps.config.PUBLIC_API_URL);
  }

  /* ---------------------------------------------------------------- scope (routes' guards) */

  async brandInScope(principal: Principal, brandId: number) {
    assertBrandWorker(principal);
    const row = await repo.findBrand(this.deps.db, brandId);
    if (!row) throw new AppError('BRAND_NOT_FOUND', `Brand ${brandId} was not found`);
    assertCoversBrand(principal, row.brand.retailNetworkId);
    return row;
  }

  networkInScope(principal: Principal, retailNetworkId: number): void {
    assertBrandWorker(principal);
    assertCoversBrand(principal, retailNetworkId);
  }

  async cityInScope(principal: Principal, businessRegionId: number) {
    assertBrandWorker(principal);
    const city = await repo.findCity(this.deps.db, businessRegionId);
    if (!city) throw new AppError('CITY_NOT_FOUND', `City ${businessRegionId} was not found`);
    assertCoversBrand(principal, city.retailNetworkId);
    return city;
  }

  async outletInScope(principal: Principal, outletId: number) {
    assertBrandWorker(principal);
    const outlet = await repo.findOutlet(this.deps.db, outletId);
    if (!outlet) throw new AppError('RESTAURANT_NOT_FOUND', `Outlet ${outletId} was not found`);
    assertCoversBrand(principal, outlet.retailNetworkId);
    return outlet;
  }

  /* ---------------------------------------------------------------- brands */

  async listBrands(principal: Principal): Promise<TBrandList> {
    assertBrandWorker(principal);
    const rows = await repo.listBrands(
      this.deps.db,
      principal.scope.all ? null : principal.scope.retailNetworkIds,
    );
    return {
      brands: rows.map((r) => ({
        ...r,
        languages: r.languages as TBrandView['languages'],
        defaultLanguage: r.defaultLanguage as TBrandView['defaultLanguage'],
      })),
    };
  }

  async getBrand(principal: Principal, brandId: number): Promise<TBrandView> {
    const { brand, currencyCode } = await this.brandInScope(principal, brandId);
    return this.brandView(brand, currencyCode);
  }

  async putBrand(principal: Principal, brandId: number, body: TBrandWrite, ip: string | null) {
    const { brand: current, countryCode } = await this.brandInScope(principal, brandId);
    const rn = current.retailNetworkId;
    const countries = brandPhoneCountries(countryCode, current.env.SMS_EXTRA_COUNTRIES);
    const phone = readPhone(body.contacts.supportPhone, countries);
    const citySlugs = (await repo.listCities(this.deps.db, rn)).flatMap((c) => (c.slug ? [c.slug] : []));
    refuse([
      ...languageProblems(body.languages, body.defaultLanguage),
      ...paymentTypeProblems(body.paymentTypes),
      ...paymentProviderProblems(body.paymentProviders),
      ...(phone.ok
        ? []
        : [{ path: '/contacts/supportPhone', message: `is not a phone number of ${countries.join(', ')}` }]),
      ...socialLinkProblems(body.socialLinks, citySlugs),
      ...(body.domains
        ? domainProblems(body.domains, await repo.domainsOfOtherBrands(this.deps.db, brandId))
        : []),
      ...(body.look.logoKey === `logo.${current.slug}` || UPLOAD_KEY_PATTERN.test(body.look.logoKey)
        ? []
        : [{ path: '/look/logoKey', message: 'is not an uploaded picture (upload a logo first)' }]),
    ]);
    const supportPhone = phone.ok ? phone.e164 : '';
    const next = {
      name: body.name,
      shortName: body.shortName,
      languages: body.languages,
      defaultLanguage: body.defaultLanguage,
      env: envAfter(current.env, body),
      ui: uiAfter(current.ui, body.look),
      supportContact: {
        phone: supportPhone,
        ...(body.contacts.supportEmail ? { email: body.contacts.supportEmail } : {}),
      },
      customerSupportPhone: supportPhone,
      headerSupportContact: { phone: supportPhone },
      socialLinks: storedSocialLinks(body.socialLinks),
      headerBanner: storedBanner(body.headerBanner),
      emailCollect: { popup: { isVisible: body.emailPopup } },
      ...(body.domains ? { domains: body.domains } : {}),
    };
    await this.write(principal, ip, rn, 'brand', [brandId], async (tx) => {
      // the read the form was made from must still be the stored one: no silent overwrite
      const locked = await repo.findBrand(tx, brandId, true);
      if (!locked || revisionOf(locked.brand) !== body.revision)
        throw new AppError(
          'BRAND_CHANGED',
          'Someone saved this brand after you opened it; reload to see their change',
        );
      await repo.updateBrand(tx, brandId, next);
      return {
        kind: 'brand.update',
        entityType: 'brand',
        entityId: brandId,
        retailNetworkId: rn,
        before: editableOf(locked.brand),
        after: editableOf({ ...locked.brand, ...next }),
      };
    });
    return this.getBrand(principal, brandId);
  }

  private brandView(brand: repo.BrandRow, currencyCode: string): TBrandView {
    const look = lookOf(brand.ui);
    const banner = bannerOf(brand.headerBanner);
    const supportPhone = brand.supportContact?.phone ?? brand.customerSupportPhone ?? '';
    return {
      id: brand.id,
      retailNetworkId: brand.retailNetworkId,
      slug: brand.slug,
      name: brand.name,
      shortName: brand.shortName,
      defaultCitySlug: brand.defaultCitySlug,
      look: { ...look, logoUrl: this.media.imageUrl(look.logoKey) },
      flags: flagsOf(brand.env),
      links: linksOf(brand.env),
      paymentTypes: offeredPaymentTypes(brand.env),
      ...this.deps.payments.providerChoice(brand.env, currencyCode),
      languages: brand.languages as TBrandView['languages'],
      defaultLanguage: brand.defaultLanguage as TBrandView['defaultLanguage'],
      contacts: { supportPhone, supportEmail: brand.supportContact?.email ?? '' },
      socialLinks: socialLinksOf(brand.socialLinks as StoredSocialLink[]),
      emailPopup: brand.emailCollect.popup.isVisible,
      headerBanner: banner,
      domains: brand.domains,
      revision: revisionOf(brand),
      // only colours the editor can read are checked (one set outside it is shown as it is)
      warnings: isHexLook(look) ? lookWarnings(look, banner && isHexBanner(banner) ? banner : null) : [],
    };
  }

  /* ---------------------------------------------------------------- cities */

  async listCities(principal: Principal, rn: number): Promise<TCityList> {
    this.networkInScope(principal, rn);
    const tenant = await repo.findBrandOfNetwork(this.deps.db, rn);
    if (!tenant) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${rn}`);
    const rows = await repo.listCities(this.deps.db, rn);
    return { cities: rows.map((r) => cityView(r, tenant.brand.defaultCitySlug)) };
  }

  async createCity(principal: Principal, body: TCityCreate, ip: string | null): Promise<TCityView> {
    const { retailNetworkId: rn, ...fields } = body;
    this.networkInScope(principal, rn);
    const values = await this.checkCity(rn, fields);
    const city = await this.write(principal, ip, rn, 'places', [], async (tx) => {
      await this.refuseTakenSlug(tx, rn, values.slug);
      const row = await repo.insertCity(tx, { retailNetworkId: rn, settings: {}, ...values });
      return {
        result: row,
        kind: 'city.create',
        entityType: 'business_region',
        entityId: row.id,
        retailNetworkId: rn,
        before: null,
        after: citySnapshot(row),
      };
    });
    return this.cityAnswer(rn, city.id);
  }

  async updateCity(
    principal: Principal,
    id: number,
    body: TCityWrite,
    ip: string | null,
  ): Promise<TCityView> {
    const current = await this.cityInScope(principal, id);
    const rn = current.retailNetworkId;
    const values = await this.checkCity(rn, body);
    await this.write(principal, ip, rn, 'places', [id], async (tx) => {
      const before = (await repo.findCity(tx, id, true))!;
      await this.refuseTakenSlug(tx, rn, values.slug, id);
      const brand = await repo.findBrandOfNetwork(tx, rn);
      const isDefault = !!before.slug && brand?.brand.defaultCitySlug === before.slug;
      if (isDefault && !values.isActive)
        throw new AppError(
          'DEFAULT_CITY_REQUIRED',
          'This is the brand’s default city (its storefront opens there): make another city the default first',
        );
      const row = await repo.updateCity(tx, id, values);
      // the storefront's default city follows its slug
      if (isDefault && before.slug !== values.slug && brand)
        await repo.updateBrand(tx, brand.brand.id, { defaultCitySlug: values.slug });
      return {
        kind: 'city.update',
        entityType: 'business_region',
        entityId: id,
        retailNetworkId: rn,
        before: citySnapshot(before),
        after: citySnapshot(row),
      };
    });
    return this.cityAnswer(rn, id);
  }

  private async checkCity(rn: number, body: TCityWrite) {
    const brand = await repo.findBrandOfNetwork(this.deps.db, rn);
    if (!brand) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${rn}`);
    const timeZone = canonicalTimeZone(body.timeZone);
    const languages = body.localization.map((l) => l.language);
    refuse([
      ...(timeZone ? [] : [{ path: '/timeZone', message: 'is not an IANA time zone (e.g. Europe/Kyiv)' }]),
      ...(new Set(languages).size === languages.length
        ? []
        : [{ path: '/localization', message: 'names a language twice' }]),
      ...languages
        .filter((l) => !brand.brand.languages.includes(l))
        .map((l) => ({ path: '/localization', message: `${l} is not a language of this brand` })),
    ]);
    return { ...body, slug: body.slug.toLowerCase(), timeZone: timeZone! };
  }

  private async refuseTakenSlug(tx: DbOrTx, rn: number, slug: string, exceptId?: number) {
    if (await repo.isCitySlugTaken(tx, rn, slug, exceptId))
      throw new AppError('CITY_SLUG_TAKEN', `Another city of this brand has the slug ${slug}`, [
        { in: 'body', path: '/slug', message: 'is taken by another city of this brand' },
      ]);
  }

  private async cityAnswer(rn: number, id: number): Promise<TCityView> {
    const brand = await repo.findBrandOfNetwork(this.deps.db, rn);
    const row = (await repo.listCities(this.deps.db, rn)).find((c) => c.id === id)!;
    return cityView(row, brand?.brand.defaultCitySlug ?? '');
  }

  /* ---------------------------------------------------------------- outlets */

  async listOutlets(principal: Principal, rn: number): Promise<TOutletProfileList> {
    this.networkInScope(principal, rn);
    return { outlets: (await repo.listOutlets(this.deps.db, rn)).map(outletView) };
  }

  async createOutlet(principal: Principal, body: TOutletCreate, ip: string | null): Promise<TOutletProfile> {
    const { retailNetworkId: rn, ...fields } = body;
    this.networkInScope(principal, rn);
    const values = await this.checkOutlet(rn, fields);
    const row = await this.write(principal, ip, rn, 'places', [], async (tx) => {
      const created = await repo.insertOutlet(tx, {
        retailNetworkId: rn,
        settings: { cookingTimeMinutes: 25, acceptsCash: true, acceptsCard: true },
        ...values,
      });
      return {
        result: created,
        kind: 'outlet.create',
        entityType: 'outlet',
        entityId: created.id,
        retailNetworkId: rn,
        outletId: created.id,
        before: null,
        after: outletView(created),
      };
    });
    return outletView(row);
  }

  async updateOutletProfile(
    principal: Principal,
    id: number,
    body: TOutletProfileWrite,
    ip: string | null,
  ): Promise<TOutletProfile> {
    const current = await this.outletInScope(principal, id);
    const rn = current.retailNetworkId;
    const values = await this.checkOutlet(rn, body);
    const row = await this.write(principal, ip, rn, 'places', [id], async (tx) => {
      const before = (await repo.findOutlet(tx, id, true))!;
      if (before.businessRegionId !== values.businessRegionId) {
        const [zones] = await tx
          .select({ n: count() })
          .from(deliveryZones)
          .where(eq(deliveryZones.outletId, id));
        // its zones lie in the old city: they would deliver there in the new city's name
        if (Number(zones?.n ?? 0) > 0)
          throw new AppError(
            'OUTLET_HAS_ZONES',
            'This outlet delivers to zones of its city: move or delete its delivery zones before moving it to another city',
          );
      }
      const updated = await repo.updateOutlet(tx, id, values);
      return {
        result: updated,
        kind: 'outlet.profile',
        entityType: 'outlet',
        entityId: id,
        retailNetworkId: rn,
        outletId: id,
        before: outletView(before),
        after: outletView(updated),
      };
    });
    return outletView(row);
  }

  private async checkOutlet(rn: number, body: TOutletProfileWrite) {
    const tenant = await repo.findBrandOfNetwork(this.deps.db, rn);
    if (!tenant) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${rn}`);
    const city = await repo.findCity(this.deps.db, body.businessRegionId);
    if (city?.retailNetworkId !== rn)
      throw new AppError(
        'UNKNOWN_BUSINESS_REGION',
        `Business region ${body.businessRegionId} is not a city of retail network ${rn}`,
        [{ in: 'body', path: '/businessRegionId', message: 'is not a city of this brand' }],
      );
    const { brand, countryCode } = tenant;
    const countries = brandPhoneCountries(countryCode, brand.env.SMS_EXTRA_COUNTRIES);
    const phone = readPhone(body.phone, countries);
    const timeZone = canonicalTimeZone(body.timeZone);
    const named = (map: Record<string, string>) => Object.values(map).some((v) => v.trim());
    refuse([
      ...(named(body.name) ? [] : [{ path: '/name', message: 'needs a name in at least one language' }]),
      ...(body.name[brand.defaultLanguage as 'uk']?.trim()
        ? []
        : [{ path: `/name/${brand.defaultLanguage}`, message: 'is needed in the brand’s default language' }]),
      ...(body.address[brand.defaultLanguage as 'uk']?.trim()
        ? []
        : [
            {
              path: `/address/${brand.defaultLanguage}`,
              message: 'is needed in the brand’s default language',
            },
          ]),
      ...(phone.ok ? [] : [{ path: '/phone', message: `is not a phone number of ${countries.join(', ')}` }]),
      ...(timeZone ? [] : [{ path: '/timeZone', message: 'is not an IANA time zone (e.g. Europe/Kyiv)' }]),
      ...hoursProblems(body.openingHours),
    ]);
    const trimmed = (map: Record<string, string>) =>
      Object.fromEntries(Object.entries(map).flatMap(([k, v]) => (v.trim() ? [[k, v.trim()]] : [])));
    return {
      ...body,
      name: trimmed(body.name),
      address: trimmed(body.address),
      phone: phone.ok ? phone.e164 : body.phone,
      timeZone: timeZone!,
      openingHours: sortedHours(body.openingHours),
    };
  }

  /* ---------------------------------------------------------------- the write */

  /**
   * One transaction with its audit entry and event; after the commit this instance drops its
   * caches (the caller reads its own write) and the event reaches the others.
   */
  private async write<T = undefined>(
    principal: Principal,
    ip: string | null,
    rn: number,
    area: CatalogueArea,
    ids: number[],
    work: (tx: DbOrTx) => Promise<AuditEntry & { result?: T }>,
  ): Promise<T> {
    const { result, event } = await this.deps.db.transaction(async (tx) => {
      const { result: value, ...entry } = await work(tx);
      await recordAudit(tx, principal, entry, ip);
      const changed = await recordCatalogueChange(tx, {
        retailNetworkId: rn,
        area,
        ids: ids.length ? ids : [entry.entityId],
      });
      return { result: value as T, event: changed };
    });
    this.deps.tenants.clear();
    outletDaysOf(this.deps.db, this.deps.config.CATALOG_CACHE_SECONDS * 1000).drop(rn);
    await announceCatalogueChange(this.deps, event);
    return result;
  }
}

/* ---------------------------------------------------------------- views */

const EDITABLE = [
  'domains',
  'name',
  'shortName',
  'languages',
  'defaultLanguage',
  'env',
  'ui',
  'supportContact',
  'customerSupportPhone',
  'headerSupportContact',
  'socialLinks',
  'headerBanner',
  'emailCollect',
] as const;

function editableOf(brand: repo.BrandRow) {
  return Object.fromEntries(EDITABLE.map((k) => [k, brand[k]]));
}

/** stable JSON (sorted keys), so a revision does not depend on how the database orders jsonb */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

function revisionOf(brand: repo.BrandRow): string {
  return createHash('sha256')
    .update(stable(editableOf(brand)))
    .digest('base64url')
    .slice(0, 22);
}

const HEX = /^#[0-9a-f]{6}$/;
const isHexLook = (l: ReturnType<typeof lookOf>) => [l.primary, l.primaryText].every((c) => HEX.test(c));
const isHexBanner = (b: NonNullable<ReturnType<typeof bannerOf>>) =>
  [b.color, b.textColor, b.buttonColor, b.buttonTextColor].every((c) => HEX.test(c));

function cityView(r: repo.CityRow & { outletCount: number }, defaultCitySlug: string): TCityView {
  return {
    id: r.id,
    retailNetworkId: r.retailNetworkId,
    name: r.name,
    slug: r.slug,
    description: r.description,
    localization: r.localization,
    timeZone: r.timeZone,
    latitude: r.latitude,
    longitude: r.longitude,
    isActive: r.isActive,
    sortOrder: r.sortOrder,
    isDefault: !!r.slug && r.slug === defaultCitySlug,
    outletCount: r.outletCount,
  };
}

function citySnapshot(r: repo.CityRow) {
  const { settings: _settings, ...rest } = r;
  return rest;
}

function outletView(o: repo.OutletRow): TOutletProfile {
  return {
    id: o.id,
    retailNetworkId: o.retailNetworkId,
    businessRegionId: o.businessRegionId,
    name: o.name,
    address: o.address,
    phone: o.phone,
    latitude: o.latitude,
    longitude: o.longitude,
    timeZone: o.timeZone,
    openingHours: o.openingHours,
    isPickupAvailable: o.isPickupAvailable,
    isActive: o.isActive,
  };
}
