import { redirect } from 'next/navigation';
import { loadSite } from '@/features/catalog/catalog-data';
import { PATHS } from '@/features/shell/links';
import { localesOf } from '@/lib/api/brand';
import { localizedPath } from '@/lib/routing/locale-path';

type Params = Promise<{ city: string; locale: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

/** /account itself has no page of its own: the profile is its first page. */
export default async function AccountIndex({ params }: { params: Params }): Promise<never> {
  const { init, locale } = await loadSite(await params);
  redirect(localizedPath(locale, PATHS.profile, localesOf(init)));
}
