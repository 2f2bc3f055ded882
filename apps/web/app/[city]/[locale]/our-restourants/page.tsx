import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { RestaurantsPage, restaurantsMetadata } from '@/features/location/restaurants-page';

type Params = Promise<{ city: string; locale: string }>;

/** Static per brand, city and language; "open now" is worked out in the browser. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return restaurantsMetadata(await params);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <RestaurantsPage params={p} />;
}
