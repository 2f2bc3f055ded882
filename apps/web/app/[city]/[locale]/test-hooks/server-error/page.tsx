import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { testHooksOn } from '@/features/errors/test-hooks';

/** Test hook (STOREFRONT_TEST_HOOKS=1): a page whose server rendering throws, for the 500 page. */
export default async function ServerErrorHook() {
  await connection();
  if (!testHooksOn()) notFound();
  throw new Error('test hook: a page failed on the server');
}
