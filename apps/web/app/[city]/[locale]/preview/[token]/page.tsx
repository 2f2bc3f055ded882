import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadSite } from '@/features/catalog/catalog-data';
import { ProductDetails } from '@/features/catalog/product-details';
import { nameIn } from '@/features/catalog/product-view';
import { ApiError } from '@/lib/api/http';
import { getProductPreview } from '@/lib/api/preview';
import styles from './preview.module.css';

type Params = Promise<{ city: string; locale: string; token: string }>;

/** A draft is private and changes with every save: rendered per request, never cached or indexed. */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The back office's preview link (issue 19 item 9): the product with its draft applied, under a
 * bar saying it is not published. An unknown, published or discarded draft is a 404.
 */
export default async function Page({ params }: { params: Params }) {
  const { token, ...route } = await params;
  setRequestLocale(route.locale);
  const { init, locale, isBot, where } = await loadSite(route);
  const product = await getProductPreview(token, where).catch((err: unknown) => {
    if (err instanceof ApiError && (err.isNotFound || err.status === 400)) return null;
    throw err;
  });
  if (!product) notFound();
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const loc = product.localization.find((l) => l.language === locale);
  return (
    <div className="container">
      <div className={styles.bar} role="status" data-testid="preview-bar">
        <strong>{t('preview.bar')}</strong> <span>{t('preview.hint')}</span>
      </div>
      <ProductDetails
        product={product}
        texts={{
          name: nameIn(product.localization, locale, product.name),
          description: loc?.description || product.description,
          composition: loc?.composition || product.composition,
        }}
        locale={locale}
        currency={init.retailNetwork.country.currency}
        isBot={isBot}
      />
    </div>
  );
}
