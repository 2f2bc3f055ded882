import type { Metadata } from 'next';
import { PersonalPage } from '@/features/account/personal-page';
import { preparePrivatePage, privatePageMetadata } from '@/features/auth/private-page';

type Params = Promise<{ city: string; locale: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(await params, 'account.personal.title');
}

export default async function Page({ params }: { params: Params }) {
  await preparePrivatePage(await params);
  return <PersonalPage />;
}
