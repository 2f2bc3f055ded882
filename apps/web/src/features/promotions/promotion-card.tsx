'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useSite } from '@/features/shell/site-context';
import { localizedPath } from '@/lib/routing/locale-path';
import { promotionPath } from '../content/content-pages';
import { PROMO_RATIO, promoImage, type PromotionCardData } from './promotion-view';
import { ValidityLabel } from './validity-label';
import styles from './promotions.module.css';

const CARD_WIDTH = 600;

/**
 * A promotion in a list: its picture (3:2, nothing jumps), dates, title and promo code. The
 * title's link covers the card, as on product cards: one link, the whole card is the target.
 */
export function PromotionCard({
  promotion,
  eager = false,
  headingLevel = 'h2',
}: {
  promotion: PromotionCardData;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('content.promotions');
  const site = useSite();
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <CatalogImage
          src={promoImage(promotion.imageUrl, CARD_WIDTH, site.isBot)}
          srcSet={[400, 600, 900]
            .map((w) => `${promoImage(promotion.imageUrl, w, site.isBot)} ${w}w`)
            .join(', ')}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
          alt=""
          width={CARD_WIDTH}
          height={Math.round(CARD_WIDTH * PROMO_RATIO)}
          className={styles.cardImage}
          eager={eager}
          isBot={site.isBot}
        />
      </div>
      <div className={styles.cardBody}>
        <ValidityLabel validity={promotion.validity} className={styles.validity} />
        <Heading className={styles.cardTitle}>
          <RouterLink
            href={localizedPath(site.locale, promotionPath(promotion.slug), site)}
            className={styles.cardLink}
          >
            {promotion.title}
          </RouterLink>
        </Heading>
        <div className={styles.cardFoot}>
          {promotion.promoCode ? (
            <span className={styles.codePill}>
              <span className="visually-hidden">{t('promoCode')}: </span>
              {promotion.promoCode}
            </span>
          ) : (
            <span />
          )}
          <span className={styles.cardMore} aria-hidden="true">
            {t('more')}
          </span>
        </div>
      </div>
    </article>
  );
}
