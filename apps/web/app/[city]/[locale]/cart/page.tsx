import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-messages';
import { CartView } from '@/features/checkout/cart-view';
import { checkoutMetadata, loadCheckoutContext } from '@/features/checkout/checkout-data';

type Params = Promise<{ city: string; locale: string }>;

/** The cart (step 1): a static shell per city and language; the cart itself is the visitor's. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }) {
  return checkoutMetadata(await params, 'cart');
}

export default async function Page({ params }: { params: Params }) {
  const { site, context } = await loadCheckoutContext(await params);
  setRequestLocale(site.locale);
  return (
    <ClientMessages locale={site.locale} namespaces={['checkout']}>
      <CartView ctx={context} />
    </ClientMessages>
  );
}
