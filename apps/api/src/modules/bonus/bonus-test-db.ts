/**
 * A real in-memory database (PGlite, migrated) for the bonus module's tests: one network with its
 * brand, city and outlet; customers and orders are added by each test. No mocks of the database.
 */
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import {
  bonusLedger,
  brands,
  businessRegions,
  customers,
  orders,
  outlets,
  retailNetworks,
  type BrandEnv,
  type BrandUi,
} from '../../db/schema.js';

export const RN = 9;
const CITY = 901;
const OUTLET = 9001;

type OrderRow = typeof orders.$inferSelect;

export interface BonusTestDb {
  database: Database;
  /** a customer of the network with this referral code (stored upper-case, as the app stores them) */
  newCustomer(referralCode: string): Promise<string>;
  /** a pickup order of the network (amounts in minor units) */
  newOrder(
    order: Partial<
      Pick<
        OrderRow,
        'customerId' | 'productsAmount' | 'discountAmount' | 'bonusAmount' | 'promoCode' | 'statusId'
      >
    > & { deliveryPrice?: number },
  ): Promise<OrderRow>;
  /** the customer's points added by hand (an ADJUSTMENT row, confirmed unless told) */
  grant(customerId: string, points: number, isConfirmed?: boolean): Promise<void>;
  /** the points of the customer's ledger rows of one kind, oldest first */
  entries(customerId: string, kind: (typeof bonusLedger.$inferSelect)['kind']): Promise<number[]>;
  /** the points of every ledger row naming the order */
  entriesOfOrder(orderId: string): Promise<number[]>;
}

/** Opens and migrates the database (seconds on a busy two-core machine: give the hook 60 s). */
export async function openBonusTestDb({
  bonusRatePercent = 5,
  env = {},
}: { bonusRatePercent?: number; env?: BrandEnv } = {}): Promise<BonusTestDb> {
  const database = await openDatabase({ kind: 'pglite' });
  const { db } = database;
  await db.insert(retailNetworks).values({
    id: RN,
    name: 'Bonus test',
    countryCode: 'UA',
    countryName: 'Україна',
    currencyCode: 'UAH',
    currencySymbol: '₴',
    currencyShortName: { uk: 'грн' },
  });
  await db.insert(brands).values({
    slug: 'bonus-test',
    retailNetworkId: RN,
    name: 'Bonus test',
    shortName: 'BT',
    languages: ['uk'],
    defaultLanguage: 'uk',
    defaultCitySlug: 'kyiv',
    env,
    ui: {} as BrandUi,
    socialLinks: [],
    emailCollect: { popup: { isVisible: false } },
    bonusRatePercent,
  });
  await db.insert(businessRegions).values({
    id: CITY,
    retailNetworkId: RN,
    name: 'Київ',
    slug: 'kyiv',
    localization: [],
    settings: {},
    timeZone: 'Europe/Kyiv',
    latitude: 50.45,
    longitude: 30.52,
  });
  await db.insert(outlets).values({
    id: OUTLET,
    retailNetworkId: RN,
    businessRegionId: CITY,
    name: { uk: 'Тест' },
    address: { uk: 'Тест' },
    phone: '+380440000000',
    latitude: 50.45,
    longitude: 30.52,
    timeZone: 'Europe/Kyiv',
    openingHours: [],
    settings: {},
  });
  let phones = 0;
  return {
    database,
    async newCustomer(referralCode) {
      const phone = `+38067${String(++phones).padStart(7, '0')}`;
      const [row] = await db
        .insert(customers)
        .values({ retailNetworkId: RN, phone, referralCode })
        .returning({ id: customers.id });
      return row!.id;
    },
    async newOrder({ deliveryPrice = 0, ...order }) {
      const productsAmount = order.productsAmount ?? 10_000;
      const amount = productsAmount - (order.discountAmount ?? 0) - (order.bonusAmount ?? 0) + deliveryPrice;
      const [row] = await db
        .insert(orders)
        .values({
          retailNetworkId: RN,
          businessRegionId: CITY,
          outletId: OUTLET,
          deliveryType: 1,
          delivery: {},
          contact: { name: 'T', phone: '+380670000000' },
          paymentType: 'CASH',
          paymentKind: 0,
          additionalInfo: {},
          ...order,
          productsAmount,
          deliveryPrice,
          amount,
        })
        .returning();
      return row!;
    },
    async grant(customerId, points, isConfirmed = true) {
      await db.insert(bonusLedger).values({ customerId, kind: 'ADJUSTMENT', points, isConfirmed });
    },
    async entries(customerId, kind) {
      const rows = await db
        .select({ points: bonusLedger.points })
        .from(bonusLedger)
        .where(and(eq(bonusLedger.customerId, customerId), eq(bonusLedger.kind, kind)))
        .orderBy(bonusLedger.id);
      return rows.map((r) => r.points);
    },
    async entriesOfOrder(orderId) {
      const rows = await db
        .select({ points: bonusLedger.points })
        .from(bonusLedger)
        .where(eq(bonusLedger.orderId, orderId));
      return rows.map((r) => r.points);
    },
  };
}
