import CheckoutPage, { generateMetadata } from '../checkout/page';

/** SPEC section 2: checkout is also seen at this address; the same page. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default CheckoutPage;
