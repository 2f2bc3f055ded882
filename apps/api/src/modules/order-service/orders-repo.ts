import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema.js';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export async function insertOrderWithLines(tx: DbOrTx, order: NewOrder, lines: NewOrderLine[]) {
  const [row] = await tx
    .insert(orders)
    .values(order)
    .returning({ id: orders.id, localId: orders.localId, statusId: orders.statusId });
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return row!;
}

export async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}
