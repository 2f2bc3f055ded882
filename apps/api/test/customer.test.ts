import {
  ZFavoriteIds,
  ZFavoritesList,
  ZProductList,
  ZUser,
  ZUserAddressCreated,
  type TUser,
} from '@food/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInCustomer } from './customer-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('customer API on %s', (kind) => {
  let api: TestApi;
  let kyivProductIds: number[];
  let otherNetworkProductId: number;
  beforeAll(async () => {
    api = await startTestApi(kind);
    const kyiv = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    kyivProductIds = kyiv.map((p) => p.id);
    const other = await expectContract(
      await api.get(`/catalog/v1/products/?rn=2&br=${BR.pcKyiv}&target=WEB`),
      ZProductList,
    );
    otherNetworkProductId = other[0]!.id;
  });
  afterAll(() => api?.close());

  /** a signed-in customer and fetch helpers carrying their session */
  const customer = async () => {
    const c = await createSignedInCustomer(api.database.db, { firstName: 'Олена', lastName: 'Коваль' });
    const send = (method: string, path: string, body?: unknown) =>
      fetch(api.url + path, {
        method,
        headers: { ...c.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    const getUser = async (): Promise<TUser> =>
      expectContract(await send('GET', `/customer/v1/get/${c.customer.id}?noCache=${Date.now()}`), ZUser);
    return { ...c, id: c.customer.id, send, getUser };
  };

  describe('profile', () => {
    it('answers the signed-in customer, not cached by anyone', async () => {
      const c = await customer();
      const res = await c.send('GET', `/customer/v1/get/${c.id}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const user = await expectContract(res, ZUser);
      expect(user).toMatchObject({
        id: c.id,
        phone: c.customer.phone,
        firstName: 'Олена',
        lastName: 'Коваль',
        fullName: 'Олена Коваль',
        imageUrl: null,
        addresses: [],
      });
    });

    it('turns fullName into firstName and blanks the other names (SPEC 5)', async () => {
      const c = await customer();
      const user = await expectContract(
        await c.send('PATCH', `/customer/v1/patch/${c.id}`, {
          fullName: 'Олена Петрівна',
          email: 'olena@example.com',
        }),
        ZUser,
      );
      expect(user).toMatchObject({
        firstName: 'Олена Петрівна',
        lastName: '',
        middleName: '',
        fullName: 'Олена Петрівна',
        email: 'olena@example.com',
      });
      expect((await c.getUser()).firstName).toBe('Олена Петрівна');
    });

    it('refuses fields that are not the customer’s to set, and changes nothing', async () => {
      const c = await customer();
      const before = await c.getUser();
      for (const patch of [
        { phone: '+380501112233' },
        { bonusBalance: 100000 },
        { id: '00000000-0000-4000-8000-000000000000' },
        { referralCode: 'FREEPIZZA' },
        { firstName: 'Іван', isBlocked: false },
      ]) {
        await expectError(
          await c.send('PATCH', `/customer/v1/patch/${c.id}`, patch),
          400,
          'VALIDATION_ERROR',
        );
      }
      await expectError(await c.send('PATCH', `/customer/v1/patch/${c.id}`, { email: 'not-an-email' }), 400);
      expect(await c.getUser()).toEqual(before);
    });

    it('confirms a birth date once; a confirmed one cannot be changed', async () => {
      const c = await customer();
      await expectError(
        await c.send('PATCH', `/customer/v1/patch/${c.id}`, { birthDate: '2999-01-01' }),
        400,
        'INVALID_BIRTH_DATE',
      );
      await expectError(
        await c.send('PATCH', `/customer/v1/patch/${c.id}`, { birthDate: '1990-02-30' }),
        400,
      );
      await expectError(
        await c.send('PATCH', `/customer/v1/patch/${c.id}`, { isBirthDateConfirmed: true }),
        400,
        'INVALID_BIRTH_DATE',
      );
      const user = await expectContract(
        await c.send('PATCH', `/customer/v1/patch/${c.id}`, {
          birthDate: '1990-05-17',
          isBirthDateConfirmed: true,
        }),
        ZUser,
      );
      expect(user).toMatchObject({ birthDate: '1990-05-17', isBirthDateConfirmed: true });
      await expectError(
        await c.send('PATCH', `/customer/v1/patch/${c.id}`, { birthDate: '1991-05-17' }),
        409,
        'BIRTH_DATE_LOCKED',
      );
      expect((await c.getUser()).birthDate).toBe('1990-05-17');
    });
  });

  describe('avatar', () => {
    const jpeg = async (width: number, height: number) =>
      (
        await sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
          .jpeg()
          .toBuffer()
      ).toString('base64');

    it('takes a JPEG data URL, stores a 512 px square and serves it; removal deletes it', async () => {
      const c = await customer();
      const user = await expectContract(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, {
          content: `data:image/jpeg;base64,${await jpeg(1200, 800)}`,
        }),
        ZUser,
      );
      expect(user.imageUrl).toMatch(new RegExp(`/customer/v1/avatars/[A-Za-z0-9_-]+$`));
      const path = new URL(user.imageUrl!).pathname;
      const image = await api.get(path);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);

      // a second upload replaces the first, whose address stops working
      const second = await expectContract(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, { content: await jpeg(300, 300) }),
        ZUser,
      );
      expect(second.imageUrl).not.toBe(user.imageUrl);
      expect((await api.get(path)).status).toBe(404);

      const removed = await expectContract(
        await c.send('DELETE', `/customer/v1/removeAvatar/${c.id}`),
        ZUser,
      );
      expect(removed.imageUrl).toBeNull();
      expect((await api.get(new URL(second.imageUrl!).pathname)).status).toBe(404);
    });

    it('refuses a non-image, another image type and an oversized upload, keeping the avatar', async () => {
      const c = await customer();
      const user = await expectContract(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, { content: await jpeg(100, 100) }),
        ZUser,
      );
      const notImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
      await expectError(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, {
          content: `data:image/jpeg;base64,${notImage}`,
        }),
        400,
        'INVALID_IMAGE',
      );
      await expectError(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, { content: 'not base64 at all!' }),
        400,
        'INVALID_IMAGE',
      );
      const gif = (
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer()
      ).toString('base64');
      await expectError(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, { content: gif }),
        400,
        'INVALID_IMAGE',
      );
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7).toString('base64');
      await expectError(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, { content: big }),
        400,
        'INVALID_IMAGE',
      );
      const huge = Buffer.alloc(8 * 1024 * 1024, 7).toString('base64');
      await expectError(
        await c.send('PUT', `/customer/v1/updateAvatar/${c.id}`, { content: huge }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expect((await c.getUser()).imageUrl).toBe(user.imageUrl);
    });
  });

  describe('delivery addresses', () => {
    const address = (extra: Record<string, unknown> = {}) => ({
      businessRegionId: BR.kyiv,
      street: 'Хрещатик',
      house: '22',
      apartment: '5',
      floor: '3',
      latitude: 50.45,
      longitude: 30.52,
      ...extra,
    });

    it('adds, edits and deletes addresses, sorted by city name then latitude', async () => {
      const c = await customer();
      const add = async (body: unknown) =>
        (
          await expectContract(
            await c.send('POST', `/customer/v1/addAddress/${c.id}`, body),
            ZUserAddressCreated,
          )
        ).id;
      const odesa = await add(
        address({ businessRegionId: BR.odesa, street: 'Дерибасівська', latitude: 46.48 }),
      );
      const kyivNorth = await add(address({ latitude: 50.5 }));
      const kyivSouth = await add(address({ latitude: 50.4, isPrivateHouse: true }));
      let user = await c.getUser();
      expect(user.addresses.map((a) => a.id)).toEqual([kyivSouth, kyivNorth, odesa]);
      expect(user.addresses[0]).toMatchObject({
        city: 'Київ',
        isPrivateHouse: true,
        apartment: null,
        floor: null,
      });
      expect(user.addresses[2]!.city).toBe('Одеса');

      user = await expectContract(
        await c.send(
          'PUT',
          `/customer/v1/updateAddress/${c.id}/${kyivNorth}`,
          address({ house: '1А', latitude: 50.3 }),
        ),
        ZUser,
      );
      expect(user.addresses.map((a) => a.id)).toEqual([kyivNorth, kyivSouth, odesa]);
      expect(user.addresses[0]!.house).toBe('1А');

      user = await expectContract(
        await c.send('DELETE', `/customer/v1/removeAddress/${c.id}/${odesa}`),
        ZUser,
      );
      expect(user.addresses.map((a) => a.id)).toEqual([kyivNorth, kyivSouth]);
      await expectError(
        await c.send('DELETE', `/customer/v1/removeAddress/${c.id}/${odesa}`),
        404,
        'ADDRESS_NOT_FOUND',
      );
    });

    it('refuses an address without a city of the network, and another customer’s address id', async () => {
      const c = await customer();
      const { businessRegionId: _omit, ...withoutCity } = address();
      await expectError(
        await c.send('POST', `/customer/v1/addAddress/${c.id}`, withoutCity),
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        await c.send('POST', `/customer/v1/addAddress/${c.id}`, address({ businessRegionId: BR.dubai })),
        400,
        'UNKNOWN_BUSINESS_REGION',
      );
      await expectError(
        await c.send('POST', `/customer/v1/addAddress/${c.id}`, address({ street: '' })),
        400,
        'VALIDATION_ERROR',
      );
      expect((await c.getUser()).addresses).toEqual([]);

      const other = await customer();
      const theirs = (
        await expectContract(
          await other.send('POST', `/customer/v1/addAddress/${other.id}`, address()),
          ZUserAddressCreated,
        )
      ).id;
      await expectError(
        await c.send('PUT', `/customer/v1/updateAddress/${c.id}/${theirs}`, address({ street: 'Чужа' })),
        404,
        'ADDRESS_NOT_FOUND',
      );
      await expectError(
        await c.send('DELETE', `/customer/v1/removeAddress/${c.id}/${theirs}`),
        404,
        'ADDRESS_NOT_FOUND',
      );
      expect((await other.getUser()).addresses.map((a) => [a.id, a.street])).toEqual([[theirs, 'Хрещатик']]);
    });

    it('keeps at most 20 addresses, exactly, when 30 are saved at once', async () => {
      const c = await customer();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          c.send('POST', `/customer/v1/addAddress/${c.id}`, address({ house: String(i + 1) })),
        ),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
      const refused = answers.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(10);
      await expectError(refused[0]!, 409, 'ADDRESS_LIMIT_REACHED');
      expect((await c.getUser()).addresses).toHaveLength(20);
      await expectError(
        await c.send('POST', `/customer/v1/addAddress/${c.id}`, address()),
        409,
        'ADDRESS_LIMIT_REACHED',
      );
    });
  });

  describe('favourites', () => {
    it('adds and removes favourites and lists them in the catalogue shape', async () => {
      const c = await customer();
      const [first, second] = kyivProductIds;
      expect(
        await expectContract(
          await c.send('POST', `/customer/v1/addFavorites/${c.id}/${first}`),
          ZFavoriteIds,
        ),
      ).toEqual({
        productIds: [first],
      });
      await c.send('POST', `/customer/v1/addFavorites/${c.id}/${second}`);
      // adding twice is harmless
      expect(
        (
          await expectContract(
            await c.send('POST', `/customer/v1/addFavorites/${c.id}/${second}`),
            ZFavoriteIds,
          )
        ).productIds,
      ).toEqual([first, second]);

      const list = await expectContract(
        await c.send('GET', `/customer/v2/listFavorites/${c.id}?rn=1&br=${BR.kyiv}&target=WEB`),
        ZFavoritesList,
      );
      expect(list.map((p) => p.id)).toEqual([first, second]);
      const catalogue = await expectContract(
        await api.get(`/catalog/v1/products/${first}?rn=1&br=${BR.kyiv}&target=WEB`),
        ZProductList.element,
      );
      expect(list[0]).toEqual(catalogue);

      expect(
        await expectContract(
          await c.send('DELETE', `/customer/v1/removeFavorites/${c.id}/${first}`),
          ZFavoriteIds,
        ),
      ).toEqual({ productIds: [second] });
    });

    it('refuses a product of another network or one that does not exist', async () => {
      const c = await customer();
      await expectError(
        await c.send('POST', `/customer/v1/addFavorites/${c.id}/${otherNetworkProductId}`),
        404,
        'PRODUCT_NOT_FOUND',
      );
      await expectError(
        await c.send('POST', `/customer/v1/addFavorites/${c.id}/999999999`),
        404,
        'PRODUCT_NOT_FOUND',
      );
      await expectError(
        await c.send('POST', `/customer/v1/addFavorites/${c.id}/abc`),
        400,
        'VALIDATION_ERROR',
      );
      const list = await expectContract(
        await c.send('GET', `/customer/v2/listFavorites/${c.id}?rn=1&br=${BR.kyiv}`),
        ZFavoritesList,
      );
      expect(list).toEqual([]);
    });
  });
});
