import type { Metadata } from 'next';
import { Suspense } from 'react';
import { preparePrivatePage, privatePageMetadata } from '@/features/auth/private-page';
import { SignInView } from '@/features/auth/sign-in-view';
import { ClientMessages } from '@/i18n/client-messages';
import styles from '@/features/auth/sign-in.module.css';

type Params = Promise<{ city: string; locale: string }>;

/** A static shell per city and language; the form is the visitor's (redirectTo is read in the browser). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(await params, 'confirmPhoneCode.title');
}

export default async function SignInPage({ params }: { params: Params }) {
  const { init, locale } = await preparePrivatePage(await params);
  return (
    <ClientMessages locale={locale} namespaces={['confirmPhoneCode']}>
      <div className={styles.page}>
        <Suspense fallback={<div className={styles.card} style={{ minHeight: 360 }} />}>
          <SignInView countryCode={init.retailNetwork.country.id} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}
