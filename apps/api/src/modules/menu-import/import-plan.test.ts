import { describe, expect, it } from 'vitest';
import { columnsOf } from './columns.js';
import { planImport, type MenuContext } from './import-plan.js';
import type { Sheet } from './sheet-io.js';

const header = columnsOf(['uk', 'en'], ['kyiv', 'lviv']);
const roll: Record<string, string> = {
  ...Object.fromEntries(header.map((h) => [h, ''])),
  article: 'R1',
  category: 'rolls',
  slug: 'roll-one',
  'name:uk': 'Рол',
  weight: '250',
  hot: '0',
  vegan: '0',
  addon: '0',
  archived: '0',
  targets: 'WEB,DESKTOP,MOBILE',
  sort_order: '1',
  image: 'roll.one',
  'price:kyiv': '245.00',
};
const ctx = (): MenuContext => ({
  languages: ['uk', 'en'],
  defaultLanguage: 'uk',
  cities: ['kyiv', 'lviv'],
  categories: new Map([
    ['rolls', { id: 1, cell: 'rolls', imageKey: 'cat.rolls' }],
    ['#1', { id: 1, cell: 'rolls', imageKey: 'cat.rolls' }],
  ]),
  products: new Map([['R1', { id: 10, cells: { ...roll } }]]),
});
const sheet = (h: string[], ...rows: Array<Record<string, string>>): Sheet => ({
  header: h,
  rows: rows.map((cells, i) => ({ line: i + 2, cells })),
});

describe('planImport', () => {
  it('changes nothing for the export itself, whatever the number format', () => {
    const plan = planImport(ctx(), sheet(header, { ...roll, 'price:kyiv': '245', category: '#1' }));
    expect(plan.errors).toEqual([]);
    expect(plan.changes).toEqual([
      expect.objectContaining({ line: 2, article: 'R1', action: 'unchanged', fields: [] }),
    ]);
  });

  it('lists the changed columns of an update, and leaves out columns the file does not have', () => {
    const plan = planImport(
      ctx(),
      sheet(['article', 'category', 'price:lviv'], {
        article: 'R1',
        category: 'rolls',
        'price:lviv': '199.9',
      }),
    );
    expect(plan.changes[0]).toMatchObject({ action: 'update', fields: ['price:lviv'] });
    expect(plan.changes[0]!.cells['price:kyiv']).toBe('245.00');
    expect(plan.changes[0]!.cells['price:lviv']).toBe('199.90');
  });

  it("creates a new article with defaults, its slug made from the article and the category's picture", () => {
    const plan = planImport(
      ctx(),
      sheet(['article', 'category', 'name:uk', 'weight', 'price:kyiv'], {
        article: 'NEW-2',
        category: 'rolls',
        'name:uk': 'Новий',
        weight: '300',
        'price:kyiv': '99',
      }),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.changes[0]).toMatchObject({ action: 'create', productId: null });
    expect(plan.changes[0]!.cells).toMatchObject({
      slug: 'new-2',
      image: 'cat.rolls',
      targets: 'WEB,DESKTOP,MOBILE',
    });
  });

  it('refuses each bad row with its line: price, duplicate article, unknown category, taken slug', () => {
    const cols = ['article', 'category', 'slug', 'name:uk', 'weight', 'price:kyiv'];
    const ok = {
      article: 'A',
      category: 'rolls',
      slug: 'a',
      'name:uk': 'А',
      weight: '1',
      'price:kyiv': '10',
    };
    const plan = planImport(
      ctx(),
      sheet(
        cols,
        ok,
        { ...ok, article: 'B', slug: 'b', 'price:kyiv': '0' },
        { ...ok, slug: 'a2' },
        { ...ok, article: 'C', slug: 'c', category: 'pizza' },
        { ...ok, article: 'D', slug: 'roll-one' },
      ),
    );
    expect(plan.errors).toEqual([
      { line: 3, message: 'price:kyiv must be above zero, not 0' },
      { line: 4, message: 'article A appears twice (also on line 2)' },
      { line: 5, message: 'unknown category "pizza"' },
      { line: 6, message: 'slug roll-one belongs to product R1' },
    ]);
  });

  it('refuses a wrong city column on the header line, and reads no rows then', () => {
    const plan = planImport(
      ctx(),
      sheet(['article', 'category', 'price:odesa'], { article: 'R1', category: 'rolls', 'price:odesa': '1' }),
    );
    expect(plan.errors).toEqual([
      { line: 1, message: 'column "price:odesa": no city "odesa" in this brand (its cities: kyiv, lviv)' },
    ]);
    expect(plan.changes).toEqual([]);
  });
});
