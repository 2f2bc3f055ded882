/**
 * Reading what a customer types into the address field: "Хрещатик 22", "вул. Хрещатик, 22а",
 * "22 Khreshchatyk St", "ул Крещатик д. 22/1". Pure text rules, no data.
 */
import type { StreetKind, StreetNames } from './streets/types.js';

export type Language = keyof StreetNames;

/** Street-type words (and their abbreviations) a customer may type; they never narrow a search. */
const STREET_TYPE_WORDS = new Set(
  [
    // uk
    'вул вулиця просп проспект пр бул бульв бульвар пл площа пров провулок узвіз наб набережна шосе',
    // ru
    'ул улица бульв пер переулок спуск набережная шоссе площадь',
    // en
    'st str street ave av avenue blvd boulevard sq square ln lane descent emb embankment hwy highway rd road',
  ]
    .join(' ')
    .split(' ')
    .map((w) => normalizeText(w)),
);

/** Words that only introduce the house number. */
const HOUSE_WORDS = 'буд будинок д дом house bldg building no №';

/**
 * Lower case, apostrophes dropped, diacritics folded (й→и, ї→і, ё→е: customers type either),
 * punctuation to spaces, spaces collapsed. For comparing, never for showing.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const HOUSE = String.raw`\d{1,4}(?:\s?[a-zа-яіїєґ](?![a-zа-яіїєґ]))?(?:\s?[/-]\s?\d{1,4}(?:[a-zа-яіїєґ](?![a-zа-яіїєґ]))?)?`;
const HOUSE_PREFIX = String.raw`(?:(?:${HOUSE_WORDS.split(' ').join('|')})\.?\s*)?`;
const TRAILING_HOUSE = new RegExp(String.raw`^(.*?\p{L}.*?)[\s,]+${HOUSE_PREFIX}(${HOUSE})\s*$`, 'iu');
const LEADING_HOUSE = new RegExp(String.raw`^(${HOUSE})[\s,]+(.*\p{L}.*)$`, 'iu');

/** "22 а" and "22А" are the same house: digits, then an upper-case letter, no spaces. */
export function normalizeHouse(house: string): string {
  return house.replace(/\s+/g, '').toUpperCase();
}

/** The house number's leading digits (22 for "22А/1"), for placing it along the street. */
export function houseNumber(house: string): number {
  return Number.parseInt(house, 10);
}

export interface ParsedAddress {
  /** the street as typed, without the house */
  street: string;
  house: string | null;
}

/** Splits a typed address into the street and the house number, either order. */
export function parseAddressQuery(query: string): ParsedAddress {
  const text = query.trim().replace(/\s+/g, ' ');
  const trailing = TRAILING_HOUSE.exec(text);
  if (trailing) return { street: trailing[1]!.replace(/[\s,]+$/, ''), house: normalizeHouse(trailing[2]!) };
  const leading = LEADING_HOUSE.exec(text);
  if (leading) return { street: leading[2]!, house: normalizeHouse(leading[1]!) };
  return { street: text, house: null };
}

/** The words of a typed street that can match a name: normalized, street-type words dropped. */
export function streetSearchWords(street: string, ignore: readonly string[] = []): string[] {
  const ignored = new Set(ignore.map(normalizeText));
  // "пр-т" (проспект) would fall apart into two words
  return normalizeText(street.replace(/(^|\s)пр-т\.?(?=\s|$)/giu, ' '))
    .split(' ')
    .filter((w) => w && !STREET_TYPE_WORDS.has(w) && !ignored.has(w));
}

/**
 * How well a street name answers the typed words (lower is better), or null when it does not.
 *   0: the name itself; 1: the name starts with what was typed; 2: every word starts a word
 *   of the name ("хрещ" finds "Хрещатик", "lesi ukr" finds "Lesi Ukrainky"); 3: the typed text
 *   sits inside the name.
 */
export function matchRank(words: readonly string[], name: string): number | null {
  if (words.length === 0) return null;
  const target = normalizeText(name);
  const typed = words.join(' ');
  if (target === typed) return 0;
  if (target.startsWith(typed)) return 1;
  const nameWords = target.split(' ');
  if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) return 2;
  if (typed.length >= 3 && target.includes(typed)) return 3;
  return null;
}

type Affix = { before?: string; after?: string };
const STREET_AFFIXES: Record<Exclude<StreetKind, 'named'>, Record<Language, Affix>> = {
  street: { uk: { before: 'вул.' }, ru: { before: 'ул.' }, en: { after: 'St' } },
  avenue: { uk: { before: 'просп.' }, ru: { before: 'просп.' }, en: { after: 'Ave' } },
  boulevard: { uk: { before: 'бульв.' }, ru: { before: 'бульв.' }, en: { after: 'Blvd' } },
  square: { uk: { before: 'пл.' }, ru: { before: 'пл.' }, en: { after: 'Sq' } },
  lane: { uk: { before: 'пров.' }, ru: { before: 'пер.' }, en: { after: 'Ln' } },
  descent: { uk: { after: 'узвіз' }, ru: { after: 'спуск' }, en: { after: 'Descent' } },
  embankment: { uk: { before: 'наб.' }, ru: { before: 'наб.' }, en: { after: 'Embankment' } },
  highway: { uk: { after: 'шосе' }, ru: { after: 'шоссе' }, en: { after: 'Hwy' } },
};

/** A street as an address shows it: "вул. Хрещатик", "Khreshchatyk St", "Sheikh Zayed Road". */
export function formatStreet(kind: StreetKind, name: string, lang: Language): string {
  if (kind === 'named') return name;
  const { before, after } = STREET_AFFIXES[kind][lang];
  return [before, name, after].filter(Boolean).join(' ');
}

/** One line for a suggestion list: "вул. Хрещатик, 22, Київ" or "22 Khreshchatyk St, Kyiv". */
export function formatAddressLabel(
  street: string,
  house: string | null,
  city: string,
  lang: Language | string,
): string {
  if (!house) return `${street}, ${city}`;
  return lang === 'en' ? `${house} ${street}, ${city}` : `${street}, ${house}, ${city}`;
}
