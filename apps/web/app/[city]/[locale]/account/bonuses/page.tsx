import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { preparePrivatePage, privatePageMetadata } from '@/features/auth/private-page';
import { AccountBonusesPage } from '@/features/bonuses/account-bonuses-page';
import { bonusesFeatureOn } from '@/features/bonuses/bonus-rules';

type Params = Promise<{ city: string; locale: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(await params, 'bonuses.accountTitle');
}

/** SPEC section 6: the bonuses entry depends on its feature flag; without it there is no page. */
export default async function Page({ params }: { params: Params }) {
  const { init } = await preparePrivatePage(await params);
  if (!bonusesFeatureOn(init.config.env)) notFound();
  return <AccountBonusesPage timeZone={init.businessRegion.timeZone ?? 'UTC'} />;
}
