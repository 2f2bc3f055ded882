import { transliterate } from './transliteration.js';

/** apostrophes inside words ("м’ята", "Мʼясні", "O'Brien") join, they do not split */
const APOSTROPHES = /['’ʼ`´‘]/g;

/**
 * Spellings a customer may use for the same sound, folded to one. Applied to Latin words after
 * transliteration, in this order (later rules see the output of earlier ones).
 */
const FOLDS: [RegExp, string][] = [
  [/shch/g, 'sch'],
  [/kh/g, 'h'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/x/g, 'ks'],
  [/[zt]z/g, 'ts'],
  [/j/g, 'y'],
  // є/е (соєвий/соевый) and y/i (и/ы/і/й, -iya/-ia) are where Ukrainian, Russian and English
  // spellings of one dish differ most
  [/ye/g, 'e'],
  [/y/g, 'i'],
  [/([a-z])\1+/g, '$1'],
  [/(ts)+/g, 'ts'],
];

function foldWord(word: string): string {
  let w = word;
  for (const [re, to] of FOLDS) w = w.replace(re, to);
  return w;
}

/**
 * The form every indexed text and every query is compared in: Latin lower-case words of
 * [a-z0-9] separated by one space, with Cyrillic transliterated and spelling variants folded,
 * so that "Філадельфія", "Филадельфия", "Philadelphia" and "filadelfiya" all read
 * "filadelfia". Trigrams of ASCII words also behave the same whatever the database's locale.
 */
export function searchKey(text: string): string {
  const latin = transliterate(text.normalize('NFKC').replace(APOSTROPHES, ''))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ');
  return latin.split(' ').filter(Boolean).map(foldWord).join(' ');
}

/** An article ("SMUA-1208") as one word: "smua1208". */
export const compactKey = (text: string) => searchKey(text).replace(/ /g, '');
