import type { TLanguage } from '@food/contracts';

/**
 * The SEO text a page gets when none is stored: written from the brand, the category and the
 * city's prepositional case ("у Києві"), in the page's language.
 */
export function categorySeo(lang: TLanguage, brandName: string, category: string | null, cityIn: string) {
  const what = category ?? { uk: 'Меню', ru: 'Меню', en: 'Menu' }[lang];
  const t = {
    uk: {
      title: `${what} — замовити з доставкою ${cityIn} | ${brandName}`,
      description: `${what} від ${brandName}: замовляйте онлайн з доставкою ${cityIn} або самовивозом. Актуальні ціни, акції та бонуси.`,
      h1: `${what} ${cityIn}`,
    },
    ru: {
      title: `${what} — заказать с доставкой ${cityIn} | ${brandName}`,
      description: `${what} от ${brandName}: заказывайте онлайн с доставкой ${cityIn} или самовывозом. Актуальные цены, акции и бонусы.`,
      h1: `${what} ${cityIn}`,
    },
    en: {
      title: `${what} — order for delivery ${cityIn} | ${brandName}`,
      description: `${what} from ${brandName}: order online for delivery ${cityIn} or pick up. Current prices, offers and bonus points.`,
      h1: `${what} ${cityIn}`,
    },
  }[lang];
  return { ...t, keywords: null, text: null };
}
