import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { CrashButton } from '@/features/errors/crash-button';
import { testHooksOn } from '@/features/errors/test-hooks';

/** Test hook (STOREFRONT_TEST_HOOKS=1): a page whose rendering crashes in the browser on a click. */
export default async function RenderCrashHook() {
  await connection();
  if (!testHooksOn()) notFound();
  return <CrashButton />;
}
