'use client';

import { MinusIcon, PlusIcon, TrashIcon } from '../icons';
import styles from './qty-stepper.module.css';

/**
 * − count + for a cart line or an addon. At 1 the minus of a product line becomes a bin (the
 * line goes); an addon can go down to 0.
 */
export function QtyStepper({
  count,
  max,
  min = 0,
  onPlus,
  onMinus,
  labels,
  testIdPrefix = 'qty',
  size = 'm',
}: {
  count: number;
  max: number;
  min?: number;
  onPlus: () => void;
  onMinus: () => void;
  labels: { group: string; plus: string; minus: string; count: string };
  testIdPrefix?: 'qty' | 'addon' | 'persons';
  size?: 's' | 'm';
}) {
  const isRemove = testIdPrefix === 'qty' && count <= 1;
  return (
    <div
      className={`${styles.stepper} ${size === 's' ? styles.small : ''}`}
      role="group"
      aria-label={labels.group}
    >
      <button
        type="button"
        className={styles.step}
        data-testid={`${testIdPrefix}-minus`}
        aria-label={labels.minus}
        disabled={count <= min}
        onClick={onMinus}
      >
        {isRemove ? <TrashIcon size={16} /> : <MinusIcon size={16} />}
      </button>
      <output className={styles.count} aria-label={labels.count}>
        {count}
      </output>
      <button
        type="button"
        className={styles.step}
        data-testid={`${testIdPrefix}-plus`}
        aria-label={labels.plus}
        disabled={count >= max}
        onClick={onPlus}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
