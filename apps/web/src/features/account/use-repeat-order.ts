'use client';

import type { TOrder } from '@food/contracts';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PATHS, useLocalizedHref } from '../shell/links';
import { showMessage, showSnackbar } from '../shell/notify';
import { useSite } from '../shell/site-context';
import { repeatOrder } from './repeat';

/** "Repeat order": the dishes into the cart, then the cart; says what could not be added. */
export function useRepeatOrder() {
  const t = useTranslations('account.orders');
  const site = useSite();
  const router = useRouter();
  const href = useLocalizedHref();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function repeat(order: TOrder) {
    setBusyId(order.id);
    try {
      const { added, missing } = await repeatOrder(order, site);
      if (added === 0) {
        showMessage({ kind: 'error', text: t('repeatNothing') });
        return;
      }
      if (missing.length > 0)
        showMessage({ kind: 'success', text: t('repeatPartly', { names: missing.join(', ') }) });
      else showSnackbar({ text: t('repeatDone'), kind: 'add-to-cart' });
      router.push(href(PATHS.cart));
    } catch (err) {
      console.warn('orders: repeat failed', err);
      showMessage({ kind: 'error', key: 'account:orders.repeatFailed' });
    } finally {
      setBusyId(null);
    }
  }

  return { repeat, busyId };
}
