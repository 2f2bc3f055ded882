/**
 * The short "prediction" the confirmation page shows while the order is cooked (SPEC 7:
 * `/v1/prediction/?language`), like the slip in a fortune cookie. Kept in code: a handful of
 * friendly lines per language, picked at random on each call.
 */
import { randomInt } from 'node:crypto';
import type { TLanguage } from '@food/contracts';

export const PREDICTIONS: Record<TLanguage, readonly string[]> = {
  uk: [
    'Сьогодні вдалий день, щоб пригостити друзів.',
    'Найсмачніше ще попереду — і воно вже в дорозі.',
    'Гарний настрій прибуде разом із замовленням.',
    'На вас чекає приємна несподіванка.',
    'Тиждень буде таким же смачним, як ця вечеря.',
    'Добрі новини вже поруч.',
  ],
  ru: [
    'Сегодня удачный день, чтобы угостить друзей.',
    'Самое вкусное ещё впереди — и оно уже в пути.',
    'Хорошее настроение приедет вместе с заказом.',
    'Вас ждёт приятный сюрприз.',
    'Неделя будет такой же вкусной, как этот ужин.',
    'Хорошие новости уже рядом.',
  ],
  en: [
    'Today is a good day to treat your friends.',
    'The tastiest part is still ahead, and it is on its way.',
    'A good mood arrives with your order.',
    'A pleasant surprise is waiting for you.',
    'Your week will be as tasty as this dinner.',
    'Good news is close.',
  ],
};

export function pickPrediction(language: TLanguage, pick: (n: number) => number = randomInt): string {
  const lines = PREDICTIONS[language];
  return lines[pick(lines.length)]!;
}
