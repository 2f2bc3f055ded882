/**
 * What an import would do (pure; unit tested): each row read into canonical cells (columns.ts),
 * merged over the product with the same article, and compared column by column. Columns the
 * file leaves out keep their values; a new article is a new product. Any error anywhere refuses
 * the whole file (the service writes nothing then).
 */
import type { TMenuImportChange, TMenuImportError } from '@food/contracts';
import { checkHeader, checkProduct, columnsOf, readCell, slugFromArticle } from './columns.js';
import type { Sheet } from './sheet-io.js';

export interface MenuContext {
  languages: string[];
  defaultLanguage: string;
  /** city slugs, in file order */
  cities: string[];
  /** category by its cell (slug, or `#id` for one without a slug) and by `#id` */
  categories: Map<string, { id: number; cell: string; imageKey: string }>;
  /** the network's products by article, as cells */
  products: Map<string, { id: number; cells: Record<string, string> }>;
}

export interface PlannedChange extends TMenuImportChange {
  productId: number | null;
  /** the product as it would be after the import */
  cells: Record<string, string>;
}

export interface ImportPlan {
  changes: PlannedChange[];
  errors: TMenuImportError[];
}

/** The cells of a product the file creates, before the file's own cells. */
function defaultsFor(ctx: MenuContext, article: string): Record<string, string> {
  const cells = Object.fromEntries(columnsOf(ctx.languages, ctx.cities).map((c) => [c, '']));
  return {
    ...cells,
    article,
    slug: slugFromArticle(article),
    weight: '0',
    hot: '0',
    vegan: '0',
    addon: '0',
    archived: '0',
    targets: 'WEB,DESKTOP,MOBILE',
    sort_order: '0',
  };
}

export function planImport(ctx: MenuContext, sheet: Sheet): ImportPlan {
  const errors: TMenuImportError[] = checkHeader(sheet.header, ctx.languages, ctx.cities).map((message) => ({
    line: 1,
    message,
  }));
  if (errors.length) return { changes: [], errors };

  const changes: PlannedChange[] = [];
  const articleLine = new Map<string, number>();
  /** slug → article of the products there are (a slug never moves to another product) */
  const slugOwner = new Map<string, string>();
  for (const [article, p] of ctx.products) slugOwner.set(p.cells.slug!, article);
  const slugLine = new Map<string, number>();

  for (const { line, cells: raw } of sheet.rows) {
    const rowErrors: string[] = [];
    const read: Record<string, string> = {};
    for (const column of sheet.header) {
      const result = readCell(column, raw[column] ?? '');
      if (result.ok) read[column] = result.value;
      else rowErrors.push(result.message);
    }
    const article = read.article ?? (raw.article ?? '').trim();
    if (article) {
      const first = articleLine.get(article);
      if (first !== undefined) rowErrors.push(`article ${article} appears twice (also on line ${first})`);
      else articleLine.set(article, line);
    }
    if (read.category !== undefined) {
      const category = ctx.categories.get(read.category);
      if (!category) rowErrors.push(`unknown category "${read.category}"`);
      else read.category = category.cell;
    }
    const existing = article ? ctx.products.get(article) : undefined;
    const before = existing?.cells ?? defaultsFor(ctx, article);
    // a new product's slug: the file's, else one made from its article
    if (!existing && read.slug === '') delete read.slug;
    const after = { ...before, ...read };
    if (!existing && !after.image) after.image = ctx.categories.get(after.category ?? '')?.imageKey ?? '';
    if (!rowErrors.length) rowErrors.push(...checkProduct(after, ctx.defaultLanguage, ctx.cities));
    if (!rowErrors.length && after.slug) {
      const owner = slugOwner.get(after.slug);
      const seenOn = slugLine.get(after.slug);
      if (seenOn !== undefined) rowErrors.push(`slug ${after.slug} appears twice (also on line ${seenOn})`);
      else if (owner !== undefined && owner !== article)
        rowErrors.push(`slug ${after.slug} belongs to product ${owner}`);
      slugLine.set(after.slug, line);
    }
    if (rowErrors.length) {
      for (const message of rowErrors) errors.push({ line, message });
      continue;
    }
    const fields = Object.keys(after).filter((c) => after[c] !== (before[c] ?? ''));
    changes.push({
      line,
      article,
      action: !existing ? 'create' : fields.length ? 'update' : 'unchanged',
      fields: existing ? fields : Object.keys(read).filter((c) => c !== 'article'),
      productId: existing?.id ?? null,
      cells: after,
    });
  }
  return { changes, errors };
}
