'use client';

import { useTranslations } from 'next-intl';
import { ClockIcon } from '@/features/catalog/icons';
import type { Validity } from './promotion-view';

/** "Valid until 31 January 2027", "Ongoing offer", with a clock. */
export function ValidityLabel({ validity, className }: { validity: Validity; className?: string }) {
  const t = useTranslations('content.promotions');
  const text =
    validity.kind === 'permanent'
      ? t('permanent')
      : validity.kind === 'until'
        ? t('validUntil', { date: validity.date })
        : t('validFrom', { date: validity.date });
  return (
    <p className={className}>
      <ClockIcon size={16} />
      <span>{text}</span>
    </p>
  );
}
