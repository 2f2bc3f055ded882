import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-messages';
import { checkoutMetadata, loadCheckoutContext } from '@/features/checkout/checkout-data';
import { CheckoutView } from '@/features/checkout/checkout-view';

type Params = Promise<{ city: string; locale: string }>;

/** Checkout (step 2), also served at /purchase and /order: a static shell, the form is the visitor's. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }) {
  return checkoutMetadata(await params, 'checkout');
}

export default async function Page({ params }: { params: Params }) {
  const { site, context } = await loadCheckoutContext(await params);
  setRequestLocale(site.locale);
  return (
    <ClientMessages locale={site.locale} namespaces={['checkout']}>
      <CheckoutView ctx={context} />
    </ClientMessages>
  );
}
