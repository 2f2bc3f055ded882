import type { TPromotionSummary } from '@food/contracts';
import { RouterLink } from '@/features/shell/router-link';
import { getTranslations } from 'next-intl/server';
import { ChevronRightIcon } from '@/features/catalog/icons';
import { localizedPath, type BrandLanguages, type Language } from '@/lib/routing/locale-path';
import { PROMOTIONS_PATH, promotionPath } from '../content/content-pages';
import { PromotionCard } from './promotion-card';
import { promoImage, toPromotionCard, type Validity } from './promotion-view';
import { Stories, type StoryView } from './stories';
import { imageSrc } from '@/lib/image';
import styles from './promotions.module.css';

/** the home page's row: a few promotions and a link to all of them */
const HOME_PROMOTIONS = 6;

interface HomePromotionsProps {
  promotions: TPromotionSummary[];
  locale: Language;
  brand: BrandLanguages;
  timeZone: string;
  isBot: boolean;
}

/** The city's promotions as stories, at the top of the home page. */
export async function HomeStories({ promotions, locale, brand, timeZone, isBot }: HomePromotionsProps) {
  if (promotions.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'content.promotions' });
  const validityText = (v: Validity) =>
    v.kind === 'permanent'
      ? t('permanent')
      : v.kind === 'until'
        ? t('validUntil', { date: v.date })
        : t('validFrom', { date: v.date });
  const stories: StoryView[] = promotions.map((p) => {
    const card = toPromotionCard(p, locale, timeZone);
    return {
      id: card.id,
      title: card.title,
      href: localizedPath(locale, promotionPath(card.slug), brand),
      thumbSrc: imageSrc(card.imageUrl, { w: 144, h: 144, mode: 'fill', isBot }),
      imageSrc: promoImage(card.imageUrl, 720, isBot),
      validity: validityText(card.validity),
      promoCode: card.promoCode,
    };
  });
  return <Stories stories={stories} />;
}

/** A row of promotion cards with a link to /promotions, further down the home page. */
export async function HomePromotions({ promotions, locale, brand, timeZone }: HomePromotionsProps) {
  if (promotions.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'content.promotions' });
  return (
    <section className={styles.homeSection} aria-labelledby="home-promotions">
      <div className={styles.homeHead}>
        <h2 id="home-promotions" className={styles.homeTitle}>
          {t('homeTitle')}
        </h2>
        <RouterLink href={localizedPath(locale, PROMOTIONS_PATH, brand)} className={styles.homeMore}>
          {t('all')}
          <ChevronRightIcon size={18} />
        </RouterLink>
      </div>
      <ul className={styles.homeRow}>
        {promotions.slice(0, HOME_PROMOTIONS).map((p) => (
          <li key={p.id}>
            <PromotionCard promotion={toPromotionCard(p, locale, timeZone)} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
