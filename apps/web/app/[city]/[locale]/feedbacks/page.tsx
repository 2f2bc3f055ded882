import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadSite } from '@/features/catalog/catalog-data';
import { FeedbacksPage, feedbacksMetadata } from '@/features/feedbacks/feedbacks-page';

type Params = Promise<{ city: string; locale: string }>;

/** The first page is rendered once per brand, city and language; more load in the browser. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return feedbacksMetadata(await params);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  setRequestLocale((await loadSite(p)).locale);
  return <FeedbacksPage params={p} />;
}
