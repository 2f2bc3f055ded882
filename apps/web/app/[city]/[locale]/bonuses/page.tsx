import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BonusesPage, maxBonusPercent } from '@/features/bonuses/bonuses-page';
import { bonusesPageOn } from '@/features/bonuses/bonus-rules';
import { loadSite } from '@/features/catalog/catalog-data';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';

type Params = Promise<{ city: string; locale: string }>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { init, locale } = await loadSite(await params);
  if (!bonusesPageOn(init.config.env)) return {};
  const t = await getTranslations({ locale, namespace: 'bonuses' });
  const brand = init.config.name;
  return buildPageMetadata({
    site: seoSiteOf(init),
    locale,
    path: '/bonuses',
    title: `${t('pageTitle', { brand })} — ${brand}`,
    description: t('pageDescription', { brand }),
  });
}

/** SPEC section 2: the public bonuses page, only with the bonuses feature and the footer-page flag. */
export default async function Page({ params }: { params: Params }) {
  const { init, locale } = await loadSite(await params);
  if (!bonusesPageOn(init.config.env)) notFound();
  setRequestLocale(locale);
  const currency = init.retailNetwork.country.currency;
  return (
    <BonusesPage
      locale={locale}
      brand={init.config.name}
      currency={locale === 'en' ? currency.symbol : (currency.shortName[locale] ?? currency.symbol)}
      maxPercent={maxBonusPercent(init.config.env)}
    />
  );
}
