import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderPage } from '@/features/account/order-page';
import { preparePrivatePage, privatePageMetadata } from '@/features/auth/private-page';
import { ClientMessages } from '@/i18n/client-messages';

type Params = Promise<{ city: string; locale: string; id: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(await params, 'account.order.title');
}

/** The shell of one order's page; the order itself is read in the browser with the session. */
export default async function Page({ params }: { params: Params }) {
  const p = await params;
  if (!ORDER_ID.test(p.id)) notFound();
  const site = await preparePrivatePage(p);
  // the order view is the confirmation page's: it speaks in the checkout's words
  return (
    <ClientMessages locale={site.locale} namespaces={['account', 'checkout']}>
      <OrderPage orderId={p.id.toLowerCase()} />
    </ClientMessages>
  );
}
