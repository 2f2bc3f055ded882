import 'server-only';

/**
 * The storefront's error test hooks (/test-hooks/server-error, /test-hooks/render-crash) exist
 * only when STOREFRONT_TEST_HOOKS=1 (the e2e suite sets it); otherwise they are 404s.
 */
export const testHooksOn = () => process.env.STOREFRONT_TEST_HOOKS === '1';
