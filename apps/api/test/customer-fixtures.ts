/**
 * Test data for the signed-in parts of the API: customers, sessions and orders written straight
 * into the database (orders are normally made by the checkout of modules/order-service).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { customers, orderLines, orders } from '../src/db/schema.js';
import { createSession } from '../src/lib/session.js';

let phoneSeq = 0;

/** A fresh Ukrainian mobile number, unique within the test process. */
export function uniquePhone(): string {
  phoneSeq += 1;
  return `+38067${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export async function createCustomer(
  db: Db,
  values: Partial<typeof customers.$inferInsert> & { retailNetworkId?: number } = {},
) {
  const [row] = await db
    .insert(customers)
    .values({
      retailNetworkId: 1,
      phone: uniquePhone(),
      referralCode: randomBytes(4).toString('hex').toUpperCase(),
      ...values,
    })
    .returning();
  return row!;
}

/** A customer with a live session: the token goes in `Authorization: Bearer`. */
export async function createSignedInCustomer(db: Db, values: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(db, values);
  const { token, sessionId } = await createSession(db, customer.id, new Date());
  return { customer, token, sessionId, headers: { authorization: `Bearer ${token}` } };
}

export interface OrderFixture {
  customerId: string | null;
  retailNetworkId?: number;
  businessRegionId?: number;
  outletId?: number;
  statusId?: number;
  createdAt?: Date;
  lines?: Array<{ productId: number; count: number; price: number; archived?: Record<string, unknown> }>;
}

/** An order as checkout would store it, with its lines and their archived catalogue data. */
export async function insertOrder(db: Db, f: OrderFixture) {
  const lines = f.lines ?? [{ productId: 100001, count: 2, price: 18900 }];
  const productsAmount = lines.reduce((sum, l) => sum + l.count * l.price, 0);
  const [order] = await db
    .insert(orders)
    .values({
      retailNetworkId: f.retailNetworkId ?? 1,
      businessRegionId: f.businessRegionId ?? 101,
      outletId: f.outletId ?? 1001,
      customerId: f.customerId,
      statusId: f.statusId ?? 0,
      deliveryType: 0,
      delivery: { street: 'Хрещатик', house: '1' },
      contact: { name: 'Test', phone: '+380670000000' },
      paymentType: 'CASH',
      paymentKind: 0,
      productsAmount,
      amount: productsAmount,
      additionalInfo: {},
      ...(f.createdAt ? { createdAt: f.createdAt, updatedAt: f.createdAt } : {}),
    })
    .returning();
  await db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.productId,
      count: l.count,
      price: l.price,
      amount: l.count * l.price,
      archived: l.archived ?? { name: `Archived ${l.productId}` },
    })),
  );
  return order!;
}

let ipSeq = 0;
/** A client address of its own per call, so the per-address send limit of one test does not leak into another. */
export function uniqueClientIp(): string {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
}
