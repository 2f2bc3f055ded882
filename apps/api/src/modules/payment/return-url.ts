/**
 * Where the payment page sends the customer back. Only the storefront's own host or one of its
 * city subdomains (kyiv.example.com for example.com) is accepted, over http or https, so an order
 * cannot be used to bounce a customer to another site after paying (an open redirect).
 * `{orderId}` in the URL is replaced by the order's id.
 */
const ORDER_ID_PLACEHOLDER = '{orderId}';

export function isAllowedReturnUrl(candidate: string, storefrontUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate.replaceAll(ORDER_ID_PLACEHOLDER, 'x'));
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const home = new URL(storefrontUrl).hostname.toLowerCase();
  const host = url.hostname.toLowerCase();
  return host === home || host.endsWith(`.${home}`);
}

export function defaultReturnUrl(storefrontUrl: string): string {
  return `${storefrontUrl.replace(/\/$/, '')}/order-confirmed/${ORDER_ID_PLACEHOLDER}`;
}

export function returnUrlFor(template: string, orderId: string): string {
  return template.replaceAll(ORDER_ID_PLACEHOLDER, encodeURIComponent(orderId));
}

/**
 * The language the customer was browsing in, read from the storefront path they return to
 * (`/ru/…`, `/en/…`; `/ua/…` is Ukrainian); null when the path has no language prefix (the
 * brand's default language), so a provider's page speaks to them in it.
 */
export function languageOfReturnUrl(returnUrl: string): 'uk' | 'ru' | 'en' | null {
  let first: string | undefined;
  try {
    first = new URL(returnUrl.replaceAll(ORDER_ID_PLACEHOLDER, 'x')).pathname.split('/')[1]?.toLowerCase();
  } catch {
    return null;
  }
  if (first === 'ru' || first === 'en') return first;
  if (first === 'ua' || first === 'uk') return 'uk';
  return null;
}
