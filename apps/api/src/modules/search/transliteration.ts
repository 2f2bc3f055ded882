/**
 * Ukrainian and Russian letters in Latin, the way people type them when they have no Cyrillic
 * keyboard ("filadelfiya", "sushi", "kaliforniya z krabom"). One table for both languages: the
 * search key (search-key.ts) folds the spellings that still differ (y/i, ja/ya, ph/f…), so the
 * table only has to be close, not official.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lower-cases `text` and writes its Cyrillic letters in Latin; everything else is kept. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += CYRILLIC_TO_LATIN[ch] ?? ch;
  return out;
}
