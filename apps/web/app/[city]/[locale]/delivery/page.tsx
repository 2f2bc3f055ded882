import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { DeliveryPage, deliveryMetadata } from '@/features/location/delivery-page';

type Params = Promise<{ city: string; locale: string }>;

/** Static per brand, city and language. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return deliveryMetadata(await params);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <DeliveryPage params={p} />;
}
