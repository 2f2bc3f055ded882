'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useLocalizedHref } from '@/features/shell/links';
import { CheckIcon } from '../icons';
import styles from './steps.module.css';

const STEPS = [
  { n: 1, key: 'cart', path: '/cart' },
  { n: 2, key: 'checkout', path: '/checkout' },
  { n: 3, key: 'done', path: null },
] as const;

/** SPEC section 9: cart 1, checkout 2, confirmation 3. Earlier steps link back until the order exists. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = useTranslations('checkout.steps');
  const href = useLocalizedHref();
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ol className={styles.steps}>
        {STEPS.map((s) => {
          const state = s.n < current ? 'done' : s.n === current ? 'current' : 'next';
          const body = (
            <>
              <span className={styles.dot} aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : s.n}
              </span>
              <span className={styles.label}>{t(s.key)}</span>
            </>
          );
          return (
            <li
              key={s.n}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && s.path && current < 3 ? (
                <RouterLink href={href(s.path)} className={styles.link}>
                  {body}
                </RouterLink>
              ) : (
                <span className={styles.link}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
