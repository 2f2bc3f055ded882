/**
 * Text typed with the wrong keyboard layout: a customer meant "дракон" but the phone was on the
 * Latin layout and sent "lhfrjy" (or the other way round). Each key of a US QWERTY keyboard maps
 * to the letter the same key gives in the Ukrainian or Russian ЙЦУКЕН layout.
 */

export type CyrillicLayout = 'uk' | 'ru';

// the same physical keys, in the same order
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`";
const QWERTY_SHIFTED = 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?~';
const JCUKEN: Record<CyrillicLayout, string> = {
  uk: "йцукенгшщзхїфівапролджєячсмитьбю.'",
  ru: 'йцукенгшщзхъфывапролджэячсмитьбю.ё',
};
const JCUKEN_SHIFTED: Record<CyrillicLayout, string> = {
  uk: 'ЙЦУКЕНГШЩЗХЇФІВАПРОЛДЖЄЯЧСМИТЬБЮ,₴',
  ru: 'ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,Ё',
};

function zipMap(from: string, to: string, into = new Map<string, string>()) {
  const a = [...from];
  const b = [...to];
  if (a.length !== b.length) throw new Error('keyboard rows differ in length');
  a.forEach((ch, i) => into.set(ch, b[i]!));
  return into;
}

const TO_CYRILLIC: Record<CyrillicLayout, Map<string, string>> = {
  uk: zipMap(QWERTY_SHIFTED, JCUKEN_SHIFTED.uk, zipMap(QWERTY, JCUKEN.uk)),
  ru: zipMap(QWERTY_SHIFTED, JCUKEN_SHIFTED.ru, zipMap(QWERTY, JCUKEN.ru)),
};

// Cyrillic back to the Latin keys: both layouts, Ukrainian letters first; ґ sits on the
// backslash key of the Ukrainian (enhanced) layout. Punctuation stays as typed.
const TO_LATIN = new Map<string, string>(
  [
    ...zipMap(JCUKEN.ru, QWERTY),
    ...zipMap(JCUKEN_SHIFTED.ru, QWERTY_SHIFTED),
    ...zipMap(JCUKEN.uk, QWERTY),
    ...zipMap(JCUKEN_SHIFTED.uk, QWERTY_SHIFTED),
    ['ґ', '\\'],
    ['Ґ', '|'],
  ].filter(([cyr]) => /\p{Script=Cyrillic}/u.test(cyr!)) as [string, string][],
);

/** What the same keys give on the Ukrainian or Russian layout ("lhfrjy" → "дракон"). */
export function latinToCyrillicLayout(text: string, layout: CyrillicLayout): string {
  const map = TO_CYRILLIC[layout];
  let out = '';
  for (const ch of text) out += map.get(ch) ?? ch;
  return out;
}

/** What the same keys give on the Latin layout ("вкфпщт" → "dragon"). */
export function cyrillicToLatinLayout(text: string): string {
  let out = '';
  for (const ch of text) out += TO_LATIN.get(ch) ?? ch;
  return out;
}

export const hasLatinLetters = (text: string) => /[a-z]/i.test(text);
export const hasCyrillicLetters = (text: string) => /\p{Script=Cyrillic}/u.test(text);
