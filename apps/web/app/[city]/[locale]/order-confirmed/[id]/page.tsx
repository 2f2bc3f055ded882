import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-messages';
import { checkoutMetadata } from '@/features/checkout/checkout-data';
import { loadSite } from '@/features/catalog/catalog-data';
import { OrderConfirmedView } from '@/features/order/order-confirmed-view';

type Params = Promise<{ city: string; locale: string; id: string }>;

/**
 * The confirmation (step 3). The HTML is the same for everyone (the order is read in the
 * browser, by the order's id from the path), so it is cached like the other pages.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }) {
  const { id: _id, ...site } = await params;
  return checkoutMetadata(site, 'confirmed');
}

export default async function Page({ params }: { params: Params }) {
  const { id, ...rest } = await params;
  const { locale } = await loadSite(rest);
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={['checkout']}>
      <OrderConfirmedView orderId={decodeURIComponent(id)} />
    </ClientMessages>
  );
}
