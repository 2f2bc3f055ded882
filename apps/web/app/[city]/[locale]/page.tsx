import { setRequestLocale } from 'next-intl/server';
import { getInit } from '@/lib/api/brand';
import { listProducts } from '@/lib/api/catalog';
import { parseCitySegment } from '@/lib/routing/city-segment';
import type { Language } from '@/lib/routing/locale-path';

export default async function HomePage({ params }: { params: Promise<{ city: string; locale: string }> }) {
  const { city: segment, locale } = await params;
  setRequestLocale(locale);
  const { city } = parseCitySegment(segment);
  const init = await getInit(city);
  const products = await listProducts({ br: init.businessRegion.id, lang: locale as Language });
  return (
    <ul>
      {products.slice(0, 5).map((p) => (
        <li key={p.id}>{p.name}</li>
      ))}
    </ul>
  );
}

export function generateStaticParams() {
  return [];
}
