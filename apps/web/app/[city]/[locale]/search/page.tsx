import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { SearchPage, searchMetadata } from '@/features/search/search-page';
import { searchAddressOf } from '@/features/search/search-rules';

type Params = Promise<{ city: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Rendered per request: the results of `?q=` and `?page=` are in the HTML (search-page.tsx), and
 * the search service keeps each query's answer itself (lib/api/search.ts).
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return searchMetadata(await params);
}

export default async function Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <SearchPage params={p} address={searchAddressOf(await searchParams)} />;
}
