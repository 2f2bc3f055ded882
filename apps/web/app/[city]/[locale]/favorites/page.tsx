import type { Metadata } from 'next';
import { AccountFrame } from '@/features/account/account-frame';
import { preparePrivatePage, privatePageMetadata } from '@/features/auth/private-page';
import { FavoritesPage } from '@/features/favorites/favorites-page';
import { ClientMessages } from '@/i18n/client-messages';

type Params = Promise<{ city: string; locale: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(await params, 'favorites.title');
}

/** SPEC section 6: favourites are for signed-in customers, beside the account menu. */
export default async function Page({ params }: { params: Params }) {
  const { locale } = await preparePrivatePage(await params);
  return (
    <ClientMessages locale={locale} namespaces={['account']}>
      <AccountFrame>
        <FavoritesPage />
      </AccountFrame>
    </ClientMessages>
  );
}
