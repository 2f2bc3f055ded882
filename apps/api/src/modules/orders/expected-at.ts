/**
 * When the customer is told to expect an order: `orders.expected_at` once the outlet accepted it
 * (or the checkout set it), else the estimate the checkout wrote into the delivery record.
 */
export function expectedAtOf(order: {
  expectedAt: Date | null;
  delivery: Record<string, unknown>;
}): string | null {
  if (order.expectedAt) return order.expectedAt.toISOString();
  const estimate = order.delivery.expectedAt;
  if (typeof estimate !== 'string') return null;
  const at = new Date(estimate);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
