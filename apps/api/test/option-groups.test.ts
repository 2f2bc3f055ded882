/**
 * Option groups (issue 19 item 2) through the real server, on the pizza brand's demo data (rn 2,
 * Kyiv 201, outlet 2001): the menu shows them, the calculation prices them and refuses a required
 * group left unanswered, an order stores them and history, the board and /ops show them, and the
 * back office's write (OptionGroupsService.replace) keeps the ids of what stays.
 */
import {
  ZBoardOrder,
  ZCheckoutResponse,
  ZOrder,
  ZOrderCreated,
  ZProduct,
  type TCalculation,
  type TOptionGroupWrite,
  type TProduct,
} from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products, stopListItems } from '../src/db/schema.js';
import { OptionGroupsService } from '../src/modules/option-groups/index.js';
import { expectOrderCreatedForm, kyivTomorrowAt, onTime } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff } from './staff-fixtures.js';

const RN = 2;
const KYIV = 201;
const OUTLET = 2001;
const CHECKOUT = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';

type Line = { productId: number; count: number; options?: number[] };

/** A pickup at the pizza brand's Kyiv outlet tomorrow at 13:00, paid in cash. */
const pickup = (lines: Line[], over: Record<string, unknown> = {}) => ({
  retailNetworkId: RN,
  target: 'WEB',
  outletId: OUTLET,
  checkStopList: true,
  products: lines,
  payment: { bonusCount: 0, paymentType: 'CASH' },
  delivery: { type: 1, ...onTime(kyivTomorrowAt(13)) },
  customerName: 'Оксана',
  customerPhone: '+380671112299',
  ...over,
});

const optionId = (p: TProduct, group: string, option: string): number => {
  const g = p.optionGroups?.find((x) => x.name === group);
  const o = g?.options.find((x) => x.name === option);
  if (!o) throw new Error(`${p.slug} has no option ${group} / ${option}`);
  return o.id;
};
const optionPrice = (p: TProduct, id: number) =>
  p.optionGroups!.flatMap((g) => g.options).find((o) => o.id === id)!.price;

describe.each(databaseKinds())('option groups on %s', (kind) => {
  let api: TestApi;
  let pepperoni: TProduct;
  let combo: TProduct;
  const calculate = async (body: unknown): Promise<TCalculation> =>
    (await expectContract(await api.post(CHECKOUT, body), ZCheckoutResponse)).orderResponse;
  const product = async (slug: string, extra = '') =>
    expectContract(
      await api.get(`/catalog/v1/products/slug/${slug}?rn=${RN}&br=${KYIV}&target=WEB&lang=uk${extra}`),
      ZProduct,
    );

  beforeAll(async () => {
    api = await startTestApi(kind);
    const [cola] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'cola-1l'));
    // before any read: the outlet's stop list is cached once read
    await api.database.db
      .insert(stopListItems)
      .values({ outletId: OUTLET, productId: cola!.id, reason: 'test' });
    pepperoni = await product('pepperoni');
    combo = await product('combo-for-two');
  });
  afterAll(() => api?.close());

  it("shows a pizza's size, crust and second half in the asked language", async () => {
    expect(pepperoni.optionGroups!.map((g) => [g.name, g.minChoices, g.maxChoices])).toEqual([
      ['Розмір', 1, 1],
      ['Борт', 0, 1],
      ['Друга половинка', 0, 1],
    ]);
    const [size] = pepperoni.optionGroups!;
    expect(
      size!.options.map((o) => ({ name: o.name, isDefault: o.isDefault, isFree: o.price === 0 })),
    ).toEqual([
      { name: '30 см', isDefault: true, isFree: true },
      { name: '40 см', isDefault: false, isFree: false },
    ]);
    const halves = pepperoni.optionGroups![2]!.options;
    expect(halves.every((o) => o.linkedProductId !== null && o.isAvailable)).toBe(true);
    const ru = await expectContract(
      await api.get(`/catalog/v1/products/slug/pepperoni?rn=${RN}&br=${KYIV}&target=WEB&lang=ru`),
      ZProduct,
    );
    expect(ru.optionGroups!.map((g) => g.name)).toEqual(['Размер', 'Борт', 'Вторая половинка']);
    // a dish without groups has none in its answer: the spec's product is unchanged
    const cola = await product('cola');
    expect(cola.optionGroups).toBeUndefined();
  });

  it("marks a set's drink unavailable while it is on the outlet's stop list", async () => {
    const atOutlet = await product('combo-for-two', `&res=${OUTLET}`);
    const drinks = atOutlet.optionGroups![0]!.options;
    expect(drinks.find((o) => o.name === 'Кола 1 л')).toMatchObject({ isAvailable: false });
    expect(drinks.filter((o) => o.isAvailable).length).toBe(drinks.length - 1);
  });

  it('prices a 40 cm pizza with a cheese-filled crust: the base price plus its options', async () => {
    const big = optionId(pepperoni, 'Розмір', '40 см');
    const cheese = optionId(pepperoni, 'Борт', 'Сирний борт');
    const calc = await calculate(pickup([{ productId: pepperoni.id, count: 2, options: [cheese, big] }]));
    const unit = pepperoni.price + optionPrice(pepperoni, big) + optionPrice(pepperoni, cheese);
    expect(unit).toBeGreaterThan(pepperoni.price);
    expect(calc.products).toHaveLength(1);
    expect(calc.products[0]).toMatchObject({
      productId: pepperoni.id,
      count: 2,
      price: unit,
      amount: unit * 2,
    });
    expect(calc.products[0]!.options!.map((o) => [o.groupName, o.name])).toEqual([
      ['Розмір', '40 см'],
      ['Борт', 'Сирний борт'],
    ]);
    expect(calc.productsPrice).toBe(unit * 2);
  });

  it('keeps the same pizza with other options as its own line and merges identical ones', async () => {
    const small = optionId(pepperoni, 'Розмір', '30 см');
    const big = optionId(pepperoni, 'Розмір', '40 см');
    const thin = optionId(pepperoni, 'Борт', 'Тонкий');
    const calc: TCalculation = await calculate(
      pickup([
        { productId: pepperoni.id, count: 1, options: [small] },
        { productId: pepperoni.id, count: 1, options: [big, thin] },
        { productId: pepperoni.id, count: 2, options: [thin, big] },
      ]),
    );
    expect(calc.products.map((p) => [p.count, p.price])).toEqual([
      [1, pepperoni.price],
      [3, pepperoni.price + optionPrice(pepperoni, big)],
    ]);
  });

  it('refuses a pizza without its size, naming the group, for the calculation and the order', async () => {
    const thin = optionId(pepperoni, 'Борт', 'Тонкий');
    for (const path of [CHECKOUT, CREATE]) {
      const error = await expectError(
        await api.post(path, pickup([{ productId: pepperoni.id, count: 1, options: [thin] }])),
        422,
        'OPTIONS_REQUIRED',
      );
      expect(error.message).toContain('"Розмір"');
      await expectError(
        await api.post(path, pickup([{ productId: pepperoni.id, count: 1 }])),
        422,
        'OPTIONS_REQUIRED',
      );
    }
    const big = optionId(pepperoni, 'Розмір', '40 см');
    const small = optionId(pepperoni, 'Розмір', '30 см');
    await expectError(
      await api.post(CHECKOUT, pickup([{ productId: pepperoni.id, count: 1, options: [big, small] }])),
      422,
      'INVALID_OPTIONS',
    );
    await expectError(
      await api.post(CHECKOUT, pickup([{ productId: pepperoni.id, count: 1, options: [big, 999_999] }])),
      422,
      'INVALID_OPTIONS',
    );
    // a drink on the outlet's stop list cannot be the set's drink
    const cola = optionId(combo, 'Напій', 'Кола 1 л');
    await expectError(
      await api.post(CHECKOUT, pickup([{ productId: combo.id, count: 1, options: [cola] }])),
      409,
      'OPTION_UNAVAILABLE',
    );
  });

  it('stores the options with the order and shows them in history, on the board and to /ops', async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db, { retailNetworkId: RN });
    const big = optionId(pepperoni, 'Розмір', '40 см');
    const thin = optionId(pepperoni, 'Борт', 'Тонкий');
    const juice = optionId(combo, 'Напій', 'Сік апельсиновий 1 л');
    const res = await fetch(api.url + CREATE, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(
        pickup(
          [
            { productId: pepperoni.id, count: 1, options: [big, thin] },
            { productId: combo.id, count: 1, options: [juice] },
          ],
          { customerUuid: customer.id },
        ),
      ),
    });
    // a line's options in the contract's form too (written without zod)
    await expectOrderCreatedForm(res);
    const created = await expectContract(res, ZOrderCreated, 201);
    const pizzaPrice = pepperoni.price + optionPrice(pepperoni, big);
    expect(created.orderResponse.products.find((p) => p.productId === pepperoni.id)?.price).toBe(pizzaPrice);

    // written with every language's names, the price per unit included in the line's price
    const rows = await api.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    const pizzaRow = rows.find((r) => r.productId === pepperoni.id)!;
    expect(pizzaRow.price).toBe(pizzaPrice);
    expect(pizzaRow.options).toEqual([
      expect.objectContaining({
        optionId: big,
        groupName: { uk: 'Розмір', ru: 'Размер' },
        name: { uk: '40 см', ru: '40 см' },
        price: optionPrice(pepperoni, big),
        linkedProductId: null,
      }),
      expect.objectContaining({ optionId: thin, price: 0 }),
    ]);
    const comboRow = rows.find((r) => r.productId === combo.id)!;
    expect(comboRow.options[0]!.linkedProductId).not.toBeNull();

    const order = await expectContract(
      await fetch(`${api.url}/orders/v1/get/${created.orderId}`, { headers }),
      ZOrder,
    );
    const line = order.products.find((p) => p.productId === pepperoni.id)!;
    expect(line.options!.map((o) => o.name)).toEqual(['40 см', 'Тонкий']);

    const owner = await createStaff(api, 'OWNER');
    const card = await expectContract(await owner.get(`/admin/v1/orders/${created.orderId}`), ZBoardOrder);
    const dish = card.lines.find((l) => l.productId === pepperoni.id)!;
    expect(dish.options!.map((o) => `${o.groupName}: ${o.name}`)).toEqual(['Розмір: 40 см', 'Борт: Тонкий']);
    expect(card.lines.find((l) => l.productId === combo.id)!.options!.map((o) => o.name)).toEqual([
      'Сік апельсиновий 1 л',
    ]);

    const key = await createApiKey(api, { retailNetworkIds: [RN] });
    const viaOps = await expectContract(
      await api.get(`/ops/v1/orders/${created.orderId}`, { headers: { authorization: key.authorization } }),
      ZBoardOrder,
    );
    expect(viaOps.lines.find((l) => l.productId === pepperoni.id)!.options).toHaveLength(2);
  });

  it('lets products without groups order as before (the addon contract)', async () => {
    const cola = await product('cola');
    const calc = await calculate(pickup([{ productId: cola.id, count: 2 }]));
    expect(calc.products[0]).toMatchObject({ price: cola.price, amount: cola.price * 2 });
    expect(calc.products[0]!.options).toBeUndefined();
  });

  it('replaces groups keeping the ids of what stays, and refuses bad groups writing nothing', async () => {
    const db = api.database.db;
    const optionGroups = new OptionGroupsService(db);
    const [hawaiian] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'hawaiian'));
    const id = hawaiian!.id;
    const before = await optionGroups.ofProduct(id);
    expect(before.map((g) => g.name.uk)).toEqual(['Розмір', 'Борт']);
    const [size, crust] = before as [TOptionGroupWrite, TOptionGroupWrite];

    // rename 40 cm, drop the cheese crust, add a 50 cm size; crust first now
    const next: TOptionGroupWrite[] = [
      { ...crust, options: crust.options.slice(0, 2) },
      {
        ...size,
        options: [
          size.options[0]!,
          { ...size.options[1]!, name: { ...size.options[1]!.name, uk: '40 см (велика)' } },
          { name: { uk: '50 см', ru: '50 см' }, price: 20000, linkedProductId: null, isDefault: false },
        ],
      },
    ];
    await db.transaction((tx) => optionGroups.replace(tx, id, next));
    const after = await optionGroups.ofProduct(id);
    expect(after.map((g) => g.id)).toEqual([crust.id, size.id]);
    expect(after[0]!.options.map((o) => o.id)).toEqual(crust.options.slice(0, 2).map((o) => o.id));
    expect(after[1]!.options.slice(0, 2).map((o) => o.id)).toEqual(size.options.map((o) => o.id));
    expect(after[1]!.options[1]!.name.uk).toBe('40 см (велика)');
    expect(after[1]!.options[2]!.id).toBeGreaterThan(0);
    expect(after[1]!.options[2]!.name).toEqual({ uk: '50 см', ru: '50 см' });

    // min above max: refused with the reason, nothing written
    const bad = [{ ...after[1]!, minChoices: 3, maxChoices: 2 }];
    const refusal = await db.transaction((tx) => optionGroups.replace(tx, id, bad)).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'INVALID_OPTION_GROUPS' });
    expect((refusal as Error).message).toMatch(/minimum number of choices \(3\) exceeds the maximum \(2\)/);
    // another product's option id, a dish of another brand
    const foreign = [
      { ...after[1]!, options: [{ ...after[1]!.options[0]!, id: optionId(pepperoni, 'Розмір', '30 см') }] },
    ];
    await expect(db.transaction((tx) => optionGroups.replace(tx, id, foreign))).rejects.toMatchObject({
      code: 'INVALID_OPTION_GROUPS',
    });
    const sushi = [{ ...after[0]!, options: [{ ...after[0]!.options[0]!, linkedProductId: 100007 }] }];
    await expect(db.transaction((tx) => optionGroups.replace(tx, id, sushi))).rejects.toMatchObject({
      code: 'INVALID_OPTION_GROUPS',
    });
    expect(await optionGroups.ofProduct(id)).toEqual(after);

    // every group gone: the product is ordered without choices again
    await db.transaction((tx) => optionGroups.replace(tx, id, []));
    expect(await optionGroups.ofProduct(id)).toEqual([]);
  });
});
