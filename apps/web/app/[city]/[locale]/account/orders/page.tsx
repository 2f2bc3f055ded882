import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrdersPage } from '@/features/account/orders-page';
import { preparePrivatePage, privatePageMetadata } from '@/features/auth/private-page';

type Params = Promise<{ city: string; locale: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(await params, 'account.orders.title');
}

/** The filter and page are in the query, read in the browser (the shell stays one cached page). */
export default async function Page({ params }: { params: Params }) {
  await preparePrivatePage(await params);
  return (
    <Suspense>
      <OrdersPage />
    </Suspense>
  );
}
