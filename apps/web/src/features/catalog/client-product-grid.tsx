'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/features/shell/site-context';
import { ProductCards, type GridProps } from './product-cards';

/** The grid inside a client component (search results, favourites): the site from context. */
export function ClientProductGrid(props: GridProps) {
  const t = useTranslations('catalog');
  const site = useSite();
  return <ProductCards {...props} site={site} t={t} />;
}
