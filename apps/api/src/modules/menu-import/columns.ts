/**
 * The menu file's columns and how each cell is read and written (pure; unit tested). A product is
 * a row of canonical cells (strings): the export writes them, the import reads each cell into the
 * same canonical form, so comparing the two says exactly which columns an import changes and an
 * export imported back changes nothing.
 */

const TEXT_FIELDS = ['name', 'description', 'composition', 'seo_text'] as const;
export const NUTRITION = ['kcal', 'proteins', 'fats', 'carbohydrates'] as const;
const TARGETS = ['WEB', 'DESKTOP', 'MOBILE'] as const;

/** Columns of a network with these languages (default first) and city slugs, in file order. */
export function columnsOf(languages: readonly string[], cities: readonly string[]): string[] {
  return [
    'article',
    'category',
    'slug',
    ...TEXT_FIELDS.flatMap((f) => languages.map((l) => `${f}:${l}`)),
    'weight',
    'pieces',
    'persons',
    'hot',
    'vegan',
    'addon',
    'archived',
    'targets',
    'available_from',
    'available_to',
    'sort_order',
    'image',
    ...NUTRITION,
    ...cities.map((c) => `price:${c}`),
    ...cities.map((c) => `old_price:${c}`),
  ];
}

export type Read = { ok: true; value: string } | { ok: false; message: string };
const ok = (value: string): Read => ({ ok: true, value });
const bad = (message: string): Read => ({ ok: false, message });

/** Money in the currency's major units ("245", "245.5", "245,50"), canonical "245.00"; minor units inside. */
export function formatMoney(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function parseMoney(raw: string): number | null {
  const m = /^(-)?(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(raw.trim().replace(/\s/g, ''));
  if (!m) return null;
  const minor = Number(m[2]) * 100 + (m[3] ? Number(m[3].padEnd(2, '0')) : 0);
  return m[1] ? -minor : minor;
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'так', 'да', 'x']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'ні', 'нет', '']);

const intIn = (raw: string, min: number, what: string, optional: boolean): Read => {
  const s = raw.trim();
  if (!s) return optional ? ok('') : bad(`${what} is required`);
  if (!/^-?\d{1,9}$/.test(s)) return bad(`${what} must be a whole number, not "${s}"`);
  const n = Number(s);
  if (n < min) return bad(`${what} must be at least ${min}`);
  return ok(String(n));
};

/** Reads one cell of `column` into its canonical form, or says what is wrong with it. */
export function readCell(column: string, raw: string): Read {
  const s = raw.trim();
  const [field] = column.split(':');
  switch (field) {
    case 'article':
      if (!s) return bad('article is empty');
      return s.length > 64 ? bad('article is longer than 64 characters') : ok(s);
    case 'category':
      return s ? ok(s) : bad('category is empty');
    case 'slug':
      return !s || /^[a-z0-9][a-z0-9-]{0,119}$/.test(s)
        ? ok(s)
        : bad(`slug "${s}" may hold only lower-case latin letters, digits and dashes`);
    case 'name':
    case 'description':
    case 'composition':
    case 'seo_text':
      return s.length > 10_000 ? bad(`${column} is longer than 10,000 characters`) : ok(s);
    case 'weight':
      return intIn(s, 0, 'weight (grams)', false);
    case 'pieces':
      return intIn(s, 1, 'pieces', true);
    case 'persons':
      return intIn(s, 1, 'persons', true);
    case 'sort_order':
      return intIn(s || '0', -1_000_000, 'sort_order', false);
    case 'hot':
    case 'vegan':
    case 'addon':
    case 'archived': {
      const v = s.toLowerCase();
      if (TRUE.has(v)) return ok('1');
      if (FALSE.has(v)) return ok('0');
      return bad(`${column} must be 1 or 0, not "${s}"`);
    }
    case 'targets': {
      const parts = s
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean);
      const unknown = parts.filter((p) => !(TARGETS as readonly string[]).includes(p));
      if (unknown.length) return bad(`targets: unknown ${unknown.join(', ')} (WEB, DESKTOP, MOBILE)`);
      return ok(TARGETS.filter((t) => parts.includes(t)).join(','));
    }
    case 'available_from':
    case 'available_to': {
      if (!s) return ok('');
      const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(s);
      if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return bad(`${column} must be HH:MM, not "${s}"`);
      return ok(`${m[1]!.padStart(2, '0')}:${m[2]}`);
    }
    case 'image':
      return s.length > 200 ? bad('image key is longer than 200 characters') : ok(s);
    case 'kcal':
    case 'proteins':
    case 'fats':
    case 'carbohydrates': {
      if (!s) return ok('');
      const n = Number(s.replace(',', '.'));
      if (!Number.isFinite(n) || n < 0 || n > 100_000)
        return bad(`${column} must be a number ≥ 0, not "${s}"`);
      return ok(String(Math.round(n * 10) / 10));
    }
    case 'price':
    case 'old_price': {
      if (!s) return ok('');
      const minor = parseMoney(s);
      if (minor === null) return bad(`${column} must be an amount such as 245.50, not "${s}"`);
      if (minor <= 0) return bad(`${column} must be above zero, not ${s}`);
      return ok(formatMoney(minor));
    }
    default:
      return bad(`unknown column "${column}"`);
  }
}

/**
 * Checks a header against the network's languages and cities: every column known, none twice,
 * article and category present. Answers the problems (each reported on line 1).
 */
export function checkHeader(
  header: readonly string[],
  languages: readonly string[],
  cities: readonly string[],
): string[] {
  const problems: string[] = [];
  const known = new Set(columnsOf(languages, cities));
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) problems.push(`column "${column}" appears twice`);
    seen.add(column);
    if (known.has(column)) continue;
    const [field, key] = column.split(':');
    if ((field === 'price' || field === 'old_price') && key !== undefined)
      problems.push(`column "${column}": no city "${key}" in this brand (its cities: ${cities.join(', ')})`);
    else if ((TEXT_FIELDS as readonly string[]).includes(field!) && key !== undefined)
      problems.push(`column "${column}": the brand has no language "${key}" (${languages.join(', ')})`);
    else problems.push(`unknown column "${column}"`);
  }
  for (const required of ['article', 'category'])
    if (!seen.has(required)) problems.push(`column "${required}" is missing`);
  return problems;
}

/**
 * Rules across the cells of one product once merged (what the product would become): the default
 * language's name, both hours or neither, all nutrition values or none, an old price only where
 * there is a price and above it.
 */
export function checkProduct(
  cells: Readonly<Record<string, string>>,
  defaultLanguage: string,
  cities: readonly string[],
): string[] {
  const problems: string[] = [];
  if (!cells[`name:${defaultLanguage}`])
    problems.push(`name:${defaultLanguage} (the default language) is empty`);
  if (!cells.slug) problems.push('slug is empty');
  if (!cells.available_from !== !cells.available_to)
    problems.push('available_from and available_to go together (both or neither)');
  const given = NUTRITION.filter((n) => cells[n]);
  if (given.length && given.length < NUTRITION.length)
    problems.push(`nutrition needs all of ${NUTRITION.join(', ')} or none`);
  for (const city of cities) {
    const price = cells[`price:${city}`];
    const old = cells[`old_price:${city}`];
    if (!old) continue;
    if (!price) problems.push(`old_price:${city} without a price:${city}`);
    else if (parseMoney(old)! <= parseMoney(price)!)
      problems.push(`old_price:${city} (${old}) must be above price:${city} (${price})`);
  }
  return problems;
}

/** A slug from an article for a new product without one ("SM-0042" → "sm-0042"). */
export function slugFromArticle(article: string): string {
  return (
    article
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'product'
  );
}
