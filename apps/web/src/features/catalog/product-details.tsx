import type { TProduct } from '@food/contracts';
import { getTranslations } from 'next-intl/server';
import { FavoriteToggle } from '@/features/favorites/favorite-toggle';
import { imageSrc } from '@/lib/image';
import type { CurrencyDisplay } from '@/lib/format/price';
import type { Language } from '@/lib/routing/locale-path';
import { limitedAvailability } from './availability';
import { CatalogImage } from './catalog-image';
import { ClockIcon } from './icons';
import { ProductAddons } from './product-addons';
import { ProductBuyBox } from './product-buy-box';
import { ProductLabels } from './product-labels';
import { ProductOptions } from './product-options';
import { productFacts, productLabels } from './product-view';
import styles from './product-details.module.css';

const IMAGE_WIDTHS = [480, 800, 1200];

/**
 * The product itself: picture, name, facts, composition, addons, and the buy box; a product with
 * option groups has its choices above the buy box (issue 19).
 */
export async function ProductDetails({
  product,
  texts,
  locale,
  currency,
  isBot,
}: {
  product: TProduct;
  texts: { name: string; description: string; composition: string };
  locale: Language;
  currency: CurrencyDisplay;
  isBot: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const persons = product.additionalProperties.persons;
  const meta = [
    product.weight > 0 ? t('units.weight', { value: product.weight }) : null,
    product.pieces ? t('units.pieces', { value: product.pieces }) : null,
    persons ? t('units.persons', { count: persons }) : null,
  ].filter(Boolean);
  const hours = limitedAvailability(product.availability);
  const facts = productFacts(product, locale);
  const sized = (w: number) => imageSrc(product.imageUrl, { w, isBot });
  const oldPrice = product.oldPrice !== null && product.oldPrice > product.price ? product.oldPrice : null;
  const item = {
    productId: product.id,
    name: texts.name,
    price: product.price,
    imageUrl: product.imageUrl,
    slug: product.slug,
    categorySlug: product.categorySlug,
    isOnStop: product.isOnStop,
  };

  return (
    <article className={styles.product}>
      <div className={styles.gallery}>
        <div className={styles.frame}>
          {/* a client image: the hero is preloaded by the page's HTML, not by every prefetch of it */}
          <CatalogImage
            src={sized(800)}
            srcSet={IMAGE_WIDTHS.map((w) => `${sized(w)} ${isBot ? w / 2 : w}w`).join(', ')}
            sizes="(min-width: 1248px) 576px, (min-width: 768px) 50vw, 100vw"
            width={800}
            height={800}
            alt={texts.name}
            className={styles.image}
            eager
            priority
            isBot={isBot}
          />
          <FavoriteToggle productId={product.id} productName={texts.name} />
        </div>
      </div>
      <div className={styles.info}>
        <ProductLabels labels={productLabels(product, locale)} className={styles.labels} />
        <h1 className={styles.name}>{texts.name}</h1>
        {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
        {hours && (
          <p className={styles.hours}>
            <ClockIcon size={18} />
            {t('product.availableHours', { from: hours.from, to: hours.to })}
          </p>
        )}
        {texts.description && <p className={styles.description}>{texts.description}</p>}
        {product.optionGroups?.length ? (
          <ProductOptions
            groups={product.optionGroups}
            price={product.price}
            oldPrice={oldPrice}
            item={item}
          />
        ) : (
          <ProductBuyBox price={product.price} oldPrice={oldPrice} item={item} />
        )}
        {texts.composition && (
          <section className={styles.block} aria-labelledby="composition-title">
            <h2 id="composition-title" className={styles.blockTitle}>
              {t('product.composition')}
            </h2>
            <p className={styles.composition}>{texts.composition}</p>
          </section>
        )}
        {facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((f) => (
              <div key={f.code} className={styles.fact}>
                <dt>{f.name}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {product.addons.length > 0 && (
          <ProductAddons addons={product.addons} locale={locale} currency={currency} isBot={isBot} />
        )}
      </div>
    </article>
  );
}
