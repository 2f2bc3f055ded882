/** Translation namespaces, one JSON file each per language in public/locales/{lang}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'header',
  'footer',
  'catalog',
  'notices',
  'errors',
  'confirmPhoneCode',
  'checkout',
  'location',
  'content',
  'search',
  'account',
  'orders',
  'favorites',
  'bonuses',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
