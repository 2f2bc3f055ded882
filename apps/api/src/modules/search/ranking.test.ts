import { describe, expect, it } from 'vitest';
import {
  MAX_TERMS_PER_WORD,
  RANK,
  matchWord,
  pickTerms,
  rankCandidates,
  termLookups,
  typoDistance,
  type Candidate,
} from './ranking.js';
import { searchKey } from './search-key.js';
import { parseSearchQuery } from './search-query.js';

type Field = 'name' | 'article' | 'category' | 'composition';
/** candidates from texts: [id, field, text] */
const found = (...texts: [number, Field, string][]): Candidate[] => {
  const byId = new Map<number, Candidate>();
  for (const [id, field, text] of texts) {
    const c = byId.get(id) ?? { id, names: [] };
    const key = searchKey(text);
    if (field === 'name') c.names.push(key);
    else if (field === 'article') c.article = key.replace(/ /g, '');
    else if (field === 'category') c.categories = [...(c.categories ?? []), key];
    else c.composition = key.split(' ');
    byId.set(id, c);
  }
  return [...byId.values()];
};
const rank = (raw: string, candidates: Candidate[], order?: Map<number, number>) =>
  rankCandidates(parseSearchQuery(raw)!, candidates, order).map((r) => [r.id, r.rank]);

describe('typo distance', () => {
  it('counts substitutions, insertions, deletions and swapped neighbours as one typo each', () => {
    expect(typoDistance('drakon', 'drakon', 1)).toBe(0);
    expect(typoDistance('drvkon', 'drakon', 1)).toBe(1);
    expect(typoDistance('drkon', 'drakon', 1)).toBe(1);
    expect(typoDistance('draakon', 'drakon', 1)).toBe(1);
    expect(typoDistance('darkon', 'drakon', 1)).toBe(1);
    expect(typoDistance('dorkan', 'drakon', 2)).toBe(3);
  });

  it('gives up as soon as the distance is over the limit', () => {
    expect(typoDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('word match', () => {
  it('tells exact, prefix, typo and no match apart', () => {
    expect(matchWord('drakon', 'drakon')).toBe(0);
    expect(matchWord('drak', 'drakon')).toBe(1);
    expect(matchWord('drvkon', 'drakon')).toBe(2);
    // a typo in what has been typed so far of a longer word
    expect(matchWord('filsd', 'filadelfia')).toBe(2);
    expect(matchWord('moti', 'maki')).toBe(3);
  });

  it('forgives no typo in words under four letters', () => {
    expect(matchWord('vok', 'vak')).toBe(3);
    expect(matchWord('set', 'sety')).toBe(1);
  });
});

describe('ranking', () => {
  const menu = found(
    [1, 'name', 'Сет Дракон'],
    [2, 'name', 'Дракон'],
    [3, 'name', 'Дракон Люкс'],
    [4, 'name', 'Драйв'],
    [5, 'name', 'Зелений дракон'],
    [6, 'name', 'Дракн спайсі'],
    [7, 'category', 'Дракони'],
    [7, 'name', 'Вулкан'],
    [8, 'composition', 'рол дракон, рол каліфорнія'],
    [8, 'name', 'Сет Вечірка'],
  );

  it('puts the exact name first, then names starting with the query, then names containing it, then typos', () => {
    expect(rank('дракон', menu)).toEqual([
      [2, RANK.EXACT],
      [3, RANK.PREFIX],
      [1, RANK.NAME_WORDS],
      [5, RANK.NAME_WORDS],
      [6, RANK.NAME_FUZZY],
      [7, RANK.CATEGORY],
      [8, RANK.COMPOSITION],
    ]);
  });

  it('finds the same dishes typed with a typo, in transliteration or on the wrong layout', () => {
    for (const raw of ['дрaкон', 'drakon', 'lhfrjy', 'дракон'])
      expect(rank(raw, menu)[0]).toEqual([2, RANK.EXACT]);
    const typo = rank('дрвкон', menu);
    expect(typo[0]).toEqual([2, RANK.EXACT_TYPO]);
    expect(typo.slice(1, 4)).toEqual([
      [1, RANK.NAME_FUZZY],
      [3, RANK.NAME_FUZZY],
      [5, RANK.NAME_FUZZY],
    ]);
  });

  it('ranks what the query as typed finds before what only its other-layout reading finds', () => {
    const docs = found([1, 'name', 'Сет Макі'], [2, 'name', 'Місо-суп']);
    const ranked = rankCandidates(parseSearchQuery('су')!, docs);
    expect(ranked).toEqual([
      { id: 2, rank: RANK.NAME_WORDS, viaLayout: false },
      // "су" typed on the Latin layout's keys is "ce", which folds to "se": a prefix of "set"
      { id: 1, rank: RANK.PREFIX, viaLayout: true },
    ]);
    expect(rankCandidates(parseSearchQuery('ctn')!, docs)).toEqual([
      { id: 1, rank: RANK.PREFIX, viaLayout: true },
    ]);
  });

  it('needs every word of the query, found in the name, the category or the composition', () => {
    const docs = found(
      [1, 'name', 'Каліфорнія з крабом'],
      [2, 'name', 'Каліфорнія з лососем'],
      [2, 'composition', 'рис, краб'],
      [3, 'name', 'Філадельфія з крабом'],
    );
    expect(rank('каліфорнія краб', docs)).toEqual([
      [1, RANK.NAME_WORDS],
      [2, RANK.COMPOSITION],
    ]);
    expect(rank('Каліфорнія з крабом', docs)[0]).toEqual([1, RANK.EXACT]);
  });

  it('matches articles exactly or by a prefix of four characters or more', () => {
    const docs = found([1, 'article', 'SMUA-1208'], [2, 'article', 'SMUA-1209'], [3, 'article', 'PCUA-1208']);
    expect(rank('smua-1208', docs)).toEqual([[1, RANK.EXACT]]);
    expect(rank('SMUA 12', docs)).toEqual([
      [1, RANK.PREFIX],
      [2, RANK.PREFIX],
    ]);
  });

  it('orders equals by the menu order, then by id', () => {
    const docs = found(
      [10, 'name', 'Макі з лососем'],
      [11, 'name', 'Макі з тунцем'],
      [12, 'name', 'Макі з вугрем'],
    );
    expect(
      rank(
        'макі',
        docs,
        new Map([
          [11, 0],
          [10, 1],
        ]),
      ).map(([id]) => id),
    ).toEqual([11, 10, 12]);
  });
});

describe('index words a query reaches', () => {
  const vocabulary = ['drakon', 'drakoni', 'drako', 'drive', 'dragon', 'set', 'maki', 'makio'];
  const pick = (raw: string, words = vocabulary) => pickTerms(parseSearchQuery(raw)!, words);

  it('takes, per word of each reading, exact words, then prefixes shortest first, then typos', () => {
    expect(pick('drako')).toEqual([[['drako', 'drakon', 'drakoni', 'dragon']]]);
    expect(pick('drakon')).toEqual([[['drakon', 'drakoni', 'drako', 'dragon']]]);
    expect(pick('сет макі')).toEqual([[['set'], ['maki', 'makio']]]);
    // "lhfrjy" as typed reaches nothing; its Ukrainian-layout reading "дракон" does
    expect(pick('lhfrjy')).toEqual([[['drakon', 'drakoni', 'drako', 'dragon']]]);
  });

  it('drops a reading one of whose words reaches nothing', () => {
    expect(pick('xyz')).toEqual([]);
    expect(pick('сет xyz')).toEqual([]);
  });

  it('takes at most MAX_TERMS_PER_WORD words per query word', () => {
    const many = Array.from({ length: 500 }, (_, i) => `dr${i}`);
    expect(pick('dr', many)[0]![0]).toHaveLength(MAX_TERMS_PER_WORD);
  });
});

describe('index lookups of a query', () => {
  it('looks every word of every reading up, by similarity only where typos are forgiven', () => {
    expect(termLookups(parseSearchQuery('lhfrjy')!)).toEqual([
      { word: 'lhfri', isFuzzy: true },
      { word: 'drakon', isFuzzy: true },
    ]);
    expect(termLookups(parseSearchQuery('сет 40')!)).toEqual([
      { word: 'set', isFuzzy: false },
      { word: '40', isFuzzy: false },
      { word: 'ktn', isFuzzy: false },
    ]);
  });
});
