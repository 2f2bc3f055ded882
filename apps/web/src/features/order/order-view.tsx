'use client';

import { OrderDetails } from './order-details';
import { OrderLines } from './order-lines';
import type { OrderViewModel } from './order-view-model';
import styles from './order.module.css';

/**
 * One placed order as its customer is shown it, from its receipt (`order-view-model.ts`): where
 * and when, who receives it and how it is paid, then what was ordered with the totals as charged.
 * The confirmation page and the account's order page render it (`isHistory`: placed at, the
 * comment, the time-zone note, each line's count × price and 'no longer on the menu', a refund,
 * paid or not, as the account showed them).
 */
export function OrderView({ model, isHistory = false }: { model: OrderViewModel; isHistory?: boolean }) {
  return (
    <div className={styles.columns}>
      <OrderDetails model={model} isHistory={isHistory} />
      <OrderLines model={model} isHistory={isHistory} />
    </div>
  );
}
