import type { ReactNode } from 'react';
import { AccountFrame } from '@/features/account/account-frame';
import { loadSite } from '@/features/catalog/catalog-data';
import { ClientMessages } from '@/i18n/client-messages';

/** The account area's frame: the customer's menu beside every account page (client, per visitor). */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ city: string; locale: string }>;
}) {
  const { locale } = await loadSite(await params);
  return (
    <ClientMessages locale={locale} namespaces={['account']}>
      <AccountFrame>{children}</AccountFrame>
    </ClientMessages>
  );
}
