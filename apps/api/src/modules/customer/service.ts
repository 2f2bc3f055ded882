import { randomBytes } from 'node:crypto';
import type {
  TAddressGeocodeResult,
  TUserAddressInput,
  TFavoriteIds,
  TLanguage,
  TProduct,
  TProfilePatch,
  TTarget,
  TUser,
} from '@food/contracts';
import { localizedText } from '@food/domain/language';
import { flatPartsOf } from '@food/domain/private-house';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import type { ProductCatalog } from '../catalog/index.js';
import { addressVerdict } from './address-deliverability.js';
import { AvatarError, prepareAvatar } from './avatar.js';
import * as repo from './customer-repo.js';
import { NotificationPreferencesService } from './notification-preferences.js';
import { applyProfilePatch, generateReferralCode, joinFullName, sortAddresses } from './profile-rules.js';

/** a customer keeps at most this many delivery addresses */
const MAX_ADDRESSES = 20;

/** The address service's geocode (modules/addresses), as this module needs it. */
export interface AddressPlacer {
  geocode(input: {
    retailNetworkId: number;
    businessRegionId: number;
    street: string;
    house?: string | null;
  }): Promise<TAddressGeocodeResult>;
}

/**
 * The customer's own data: profile, avatar, delivery addresses, favourites. Callers have
 * already checked that the session is this customer's (lib/session.ts); every query here is
 * still scoped to the customer id, so another customer's address id is simply not found.
 */
export class CustomerService {
  /** the order status channels the customer chose (issue 21 item 7) */
  readonly preferences: NotificationPreferencesService;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly catalog: ProductCatalog,
    private readonly clock: Clock,
    private readonly publicApiUrl: string,
    private readonly addressPlacer: AddressPlacer,
  ) {
    this.preferences = new NotificationPreferencesService(db, clock);
  }

  async getUser(customerId: string, db: DbOrTx = this.db): Promise<TUser> {
    const customer = await repo.findCustomer(db, customerId);
    if (!customer) throw new AppError('NOT_FOUND', `Customer ${customerId} was not found`);
    const addresses = await repo.listAddresses(db, customerId);
    return {
      id: customer.id,
      retailNetworkId: customer.retailNetworkId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      middleName: customer.middleName,
      fullName: joinFullName(customer),
      phone: customer.phone,
      email: customer.email,
      imageUrl: customer.imageKey ? this.avatarUrl(customer.imageKey) : null,
      birthDate: customer.birthDate,
      isBirthDateConfirmed: customer.isBirthDateConfirmed,
      referralCode: customer.referralCode,
      addresses: sortAddresses(
        addresses.map((a) => ({
          id: a.id,
          businessRegionId: a.businessRegionId,
          city: a.city,
          street: a.street,
          house: a.house,
          apartment: a.apartment,
          entrance: a.entrance,
          floor: a.floor,
          intercom: a.intercom,
          isPrivateHouse: a.isPrivateHouse,
          latitude: a.latitude,
          longitude: a.longitude,
          comment: a.comment,
        })),
      ),
    };
  }

  /** the customer of a network's phone, if any (sign-in refuses a blocked one before sending a code) */
  findByPhone(rn: number, phone: string) {
    return repo.findCustomerByPhone(this.db, rn, phone);
  }

  /** Finds the customer of a phone or makes one, with a fresh referral promo code. */
  async findOrCreateByPhone(db: DbOrTx, rn: number, phone: string, now: Date) {
    const existing = await repo.findCustomerByPhone(db, rn, phone);
    if (existing) return { customer: existing, isNew: false };
    for (let attempt = 0; attempt < 5; attempt++) {
      const referralCode = generateReferralCode();
      if (await repo.isReferralCodeTaken(db, rn, referralCode)) continue;
      const created = await repo.insertCustomer(db, {
        retailNetworkId: rn,
        phone,
        referralCode,
        createdAt: now,
      });
      if (created) return { customer: created, isNew: true };
      // another request signed the same phone in a moment ago
      const raced = await repo.findCustomerByPhone(db, rn, phone);
      if (raced) return { customer: raced, isNew: false };
    }
    throw new Error('could not find a free referral code');
  }

  async patchProfile(customerId: string, patch: TProfilePatch): Promise<TUser> {
    const customer = await this.requireCustomer(customerId);
    const today = this.clock.now().toISOString().slice(0, 10);
    const result = applyProfilePatch(customer, patch, today);
    if (!result.ok) throw new AppError(result.error.code, result.error.message);
    if (Object.keys(result.change).length > 0) await repo.updateCustomer(this.db, customerId, result.change);
    return this.getUser(customerId);
  }

  async updateAvatar(customerId: string, content: string): Promise<TUser> {
    await this.requireCustomer(customerId);
    let prepared;
    try {
      prepared = await prepareAvatar(content);
    } catch (err) {
      if (err instanceof AvatarError) throw new AppError('INVALID_IMAGE', err.message);
      throw err;
    }
    // a new key per upload: the URL can be cached for good, and an old URL stops working
    const imageKey = randomBytes(18).toString('base64url');
    await this.db.transaction(async (tx) => {
      await repo.insertAvatar(tx, {
        imageKey,
        customerId,
        contentType: prepared.contentType,
        content: prepared.bytes,
        createdAt: this.clock.now(),
      });
      await repo.updateCustomer(tx, customerId, { imageKey });
      await repo.deleteAvatars(tx, customerId, imageKey);
    });
    return this.getUser(customerId);
  }

  async removeAvatar(customerId: string): Promise<TUser> {
    await this.requireCustomer(customerId);
    await this.db.transaction(async (tx) => {
      await repo.updateCustomer(tx, customerId, { imageKey: null });
      await repo.deleteAvatars(tx, customerId);
    });
    return this.getUser(customerId);
  }

  getAvatar(imageKey: string) {
    return repo.findAvatar(this.db, imageKey);
  }

  async addAddress(customerId: string, input: TUserAddressInput): Promise<{ id: string }> {
    const customer = await this.requireCustomer(customerId);
    const values = await this.addressValues(customer.retailNetworkId, input);
    const createdAt = this.clock.now();
    return this.db.transaction(async (tx) => {
      // counted and inserted under the customer's row lock, so simultaneous saves keep the limit
      await repo.lockCustomer(tx, customerId);
      if ((await repo.countAddresses(tx, customerId)) >= MAX_ADDRESSES) {
        throw new AppError('ADDRESS_LIMIT_REACHED', `A customer keeps at most ${MAX_ADDRESSES} addresses`);
      }
      return repo.insertAddress(tx, { ...values, customerId, createdAt });
    });
  }

  async updateAddress(customerId: string, addressId: string, input: TUserAddressInput): Promise<TUser> {
    const customer = await this.requireCustomer(customerId);
    const values = await this.addressValues(customer.retailNetworkId, input);
    if (!(await repo.updateAddress(this.db, customerId, addressId, values))) {
      throw new AppError('ADDRESS_NOT_FOUND', `Address ${addressId} was not found`);
    }
    return this.getUser(customerId);
  }

  async removeAddress(customerId: string, addressId: string): Promise<TUser> {
    await this.requireCustomer(customerId);
    if (!(await repo.deleteAddress(this.db, customerId, addressId))) {
      throw new AppError('ADDRESS_NOT_FOUND', `Address ${addressId} was not found`);
    }
    return this.getUser(customerId);
  }

  /** Favourites sold in the city, as the catalogue shows them; others are left out. */
  async listFavorites(
    customerId: string,
    q: { rn: number; br: number; target: TTarget; lang?: TLanguage },
  ): Promise<TProduct[]> {
    const lang = await this.catalog.languageFor(q.rn, q.lang);
    const { byId } = await this.catalog.getCatalogue({
      rn: q.rn,
      br: q.br,
      outletId: null,
      lang,
      target: q.target,
    });
    const ids = await repo.listFavoriteIds(this.db, customerId);
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product && !product.isArchived ? [product] : [];
    });
  }

  async addFavorite(customerId: string, productId: number): Promise<TFavoriteIds> {
    const customer = await this.requireCustomer(customerId);
    const [product] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.id, productId),
          eq(products.retailNetworkId, customer.retailNetworkId),
          eq(products.isArchived, false),
          eq(products.isAddon, false),
        ),
      )
      .limit(1);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} was not found`);
    await repo.insertFavorite(this.db, customerId, productId, this.clock.now());
    return { productIds: await repo.listFavoriteIds(this.db, customerId) };
  }

  async removeFavorite(customerId: string, productId: number): Promise<TFavoriteIds> {
    await this.requireCustomer(customerId);
    await repo.deleteFavorite(this.db, customerId, productId);
    return { productIds: await repo.listFavoriteIds(this.db, customerId) };
  }

  private avatarUrl(imageKey: string) {
    return `${this.publicApiUrl}/customer/v1/avatars/${imageKey}`;
  }

  private async requireCustomer(customerId: string) {
    const customer = await repo.findCustomer(this.db, customerId);
    if (!customer) throw new AppError('NOT_FOUND', `Customer ${customerId} was not found`);
    return customer;
  }

  /**
   * SPEC 5: no address without a city of the customer's network (an unknown one is a 400). And
   * none the chain cannot deliver to (issue 17, item 7: address-deliverability.ts): placed on the
   * map as checkout places it, an address in no zone is a 422 ADDRESS_NOT_DELIVERABLE, one in a
   * zone of another city a 422 ADDRESS_IN_OTHER_CITY naming it. A provider that is down is its
   * 503 (GEO_PROVIDER_UNAVAILABLE): nothing is saved unchecked.
   */
  private async addressValues(rn: number, input: TUserAddressInput) {
    const region = await this.tenants.getRegion(rn, input.businessRegionId);
    const { brand } = await this.tenants.getTenant(rn);
    const verdict = addressVerdict(
      await this.addressPlacer.geocode({
        retailNetworkId: rn,
        businessRegionId: region.id,
        street: input.street,
        house: input.house,
      }),
    );
    if (!verdict.ok && verdict.code === 'ADDRESS_IN_OTHER_CITY')
      throw new AppError(
        verdict.code,
        `The address is in ${verdict.otherCity.name}, not in business region ${region.id}`,
        [{ path: '/businessRegionId', ...verdict.otherCity }],
      );
    if (!verdict.ok)
      throw new AppError(verdict.code, 'No delivery zone of the network serves this address', [
        { path: '/street' },
      ]);
    const cityName = localizedText(region.localization, brand.defaultLanguage, (l) => l.name, region.name);
    // the client's position (sorting only: checkout places the address again) or the map's
    const hasPosition = input.latitude != null && input.longitude != null;
    return {
      businessRegionId: region.id,
      city: input.city?.trim() || cityName,
      street: input.street,
      house: input.house,
      // SPEC 5: apartment, entrance, floor and intercom are blank for a private house
      ...flatPartsOf(input, (v) => v ?? null),
      isPrivateHouse: input.isPrivateHouse,
      latitude: hasPosition ? input.latitude! : (verdict.position?.lat ?? null),
      longitude: hasPosition ? input.longitude! : (verdict.position?.lng ?? null),
      comment: input.comment ?? null,
    };
  }
}
