/**
 * A product's option groups in the database (README.md): written by the product editor's
 * publish (MENU's service calls `replaceOptionGroups` in its transaction), read back for the
 * editor view, drafts and version snapshots (`readOptionGroups`), and loaded for a whole network
 * at once into the cached catalogue (`listNetworkOptionGroups`).
 */
import type { TOptionGroupWrite } from '@food/contracts';
import { validateOptionGroups } from '@food/domain/option-groups';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { rowsOf } from '../../db/rows.js';

type Names = Record<string, string>;

/** Names with blank entries left out (an editor sends every language's field). */
const cleanNames = (names: Names): Names => {
  const out: Names = {};
  for (const [lang, name] of Object.entries(names)) if (name.trim()) out[lang] = name.trim();
  return out;
};

const refuse = (message: string, details: unknown[] = []) =>
  new AppError('INVALID_OPTION_GROUPS', message, details);

/**
 * Makes `groups` the product's option groups, in their order. A group or option with an `id`
 * that the product has keeps it (so carts and order history keep pointing at it; an option may
 * move to another group of the product), one without is created, the product's others are
 * deleted. Refuses (422 INVALID_OPTION_GROUPS, nothing written by the caller's transaction) groups
 * that break the domain rule, ids of another product, and linked dishes of another network, the
 * product itself or none at all. Run it inside the write's transaction (`tx`).
 */
export async function replaceOptionGroups(
  tx: DbOrTx,
  productId: number,
  groups: readonly TOptionGroupWrite[],
  { defaultLanguage }: { defaultLanguage?: string } = {},
): Promise<void> {
  const problems = validateOptionGroups(groups, { defaultLanguage, productId });
  if (problems.length) throw refuse(problems[0]!.message, problems);

  const [product] = await tx
    .select({ id: s.products.id, retailNetworkId: s.products.retailNetworkId })
    .from(s.products)
    .where(eq(s.products.id, productId));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} was not found`);

  const existingGroups = await tx
    .select({ id: s.productOptionGroups.id })
    .from(s.productOptionGroups)
    .where(eq(s.productOptionGroups.productId, productId));
  const groupIds = new Set(existingGroups.map((g) => g.id));
  const existingOptions = groupIds.size
    ? await tx
        .select({ id: s.productOptions.id })
        .from(s.productOptions)
        .where(inArray(s.productOptions.groupId, [...groupIds]))
    : [];
  const optionIds = new Set(existingOptions.map((o) => o.id));

  for (const g of groups) {
    if (g.id !== undefined && !groupIds.has(g.id))
      throw refuse(`Option group ${g.id} is not a group of product ${productId}`, [{ groupId: g.id }]);
    for (const o of g.options)
      if (o.id !== undefined && !optionIds.has(o.id))
        throw refuse(`Option ${o.id} is not an option of product ${productId}`, [{ optionId: o.id }]);
  }

  const linked = [
    ...new Set(
      groups.flatMap((g) => g.options.flatMap((o) => (o.linkedProductId ? [o.linkedProductId] : []))),
    ),
  ];
  if (linked.length) {
    const found = await tx
      .select({ id: s.products.id })
      .from(s.products)
      .where(and(inArray(s.products.id, linked), eq(s.products.retailNetworkId, product.retailNetworkId)));
    const known = new Set(found.map((p) => p.id));
    const missing = linked.find((id) => !known.has(id));
    if (missing !== undefined)
      throw refuse(`Linked dish ${missing} is not a product of this brand`, [{ linkedProductId: missing }]);
  }

  const keptGroups: number[] = [];
  const keptOptions: number[] = [];
  for (const [gi, g] of groups.entries()) {
    const groupRow = {
      name: cleanNames(g.name),
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      sortOrder: gi,
    };
    let groupId: number;
    if (g.id !== undefined) {
      await tx.update(s.productOptionGroups).set(groupRow).where(eq(s.productOptionGroups.id, g.id));
      groupId = g.id;
    } else {
      const [row] = await tx
        .insert(s.productOptionGroups)
        .values({ productId, ...groupRow })
        .returning({ id: s.productOptionGroups.id });
      groupId = row!.id;
    }
    keptGroups.push(groupId);
    for (const [oi, o] of g.options.entries()) {
      const optionRow = {
        groupId,
        name: cleanNames(o.name),
        price: o.price,
        linkedProductId: o.linkedProductId,
        isDefault: o.isDefault,
        sortOrder: oi,
      };
      if (o.id !== undefined) {
        await tx.update(s.productOptions).set(optionRow).where(eq(s.productOptions.id, o.id));
        keptOptions.push(o.id);
      } else {
        const [row] = await tx
          .insert(s.productOptions)
          .values(optionRow)
          .returning({ id: s.productOptions.id });
        keptOptions.push(row!.id);
      }
    }
  }

  // options first: a kept option may have moved out of a group that goes now (its cascade)
  const gone = [...optionIds].filter((id) => !keptOptions.includes(id));
  if (gone.length) await tx.delete(s.productOptions).where(inArray(s.productOptions.id, gone));
  await tx
    .delete(s.productOptionGroups)
    .where(
      keptGroups.length
        ? and(
            eq(s.productOptionGroups.productId, productId),
            notInArray(s.productOptionGroups.id, keptGroups),
          )
        : eq(s.productOptionGroups.productId, productId),
    );
}

/** The product's groups as the editor writes them, with their ids, in order. */
export async function readOptionGroups(db: DbOrTx, productId: number): Promise<TOptionGroupWrite[]> {
  const groups = await db
    .select()
    .from(s.productOptionGroups)
    .where(eq(s.productOptionGroups.productId, productId))
    .orderBy(s.productOptionGroups.sortOrder, s.productOptionGroups.id);
  if (!groups.length) return [];
  const options = await db
    .select()
    .from(s.productOptions)
    .where(
      inArray(
        s.productOptions.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(s.productOptions.sortOrder, s.productOptions.id);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    options: options
      .filter((o) => o.groupId === g.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        price: o.price,
        linkedProductId: o.linkedProductId,
        isDefault: o.isDefault,
      })),
  }));
}

/** A group of a network's product as the catalogue keeps it: names in every language. */
export interface StoredOptionGroup {
  id: number;
  productId: number;
  name: Names;
  minChoices: number;
  maxChoices: number;
  options: Array<{
    id: number;
    name: Names;
    price: number;
    linkedProductId: number | null;
    isDefault: boolean;
  }>;
}

/**
 * Every option group of a network's products, by product, in order: one row of JSON (PGlite
 * hands each row to JavaScript separately, CONTRIBUTING.md), read once per catalogue lifetime.
 */
export async function listNetworkOptionGroups(
  db: DbOrTx,
  rn: number,
): Promise<Map<number, StoredOptionGroup[]>> {
  const rows = await rowsOf<{ groups: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
      'id', g.id, 'productId', g.product_id, 'name', g.name,
      'minChoices', g.min_choices, 'maxChoices', g.max_choices,
      'options', (
        select coalesce(json_agg(json_build_object(
          'id', o.id, 'name', o.name, 'price', o.price,
          'linkedProductId', o.linked_product_id, 'isDefault', o.is_default
        ) order by o.sort_order, o.id), '[]'::json)
        from ${s.productOptions} o where o.group_id = g.id
      )
    ) order by g.product_id, g.sort_order, g.id), '[]'::json)::text as "groups"
    from ${s.productOptionGroups} g
    join ${s.products} p on p.id = g.product_id
    where p.retail_network_id = ${rn}`,
  );
  const groups = JSON.parse(rows[0]?.groups ?? '[]') as StoredOptionGroup[];
  const byProduct = new Map<number, StoredOptionGroup[]>();
  for (const g of groups) {
    const list = byProduct.get(g.productId);
    if (list) list.push(g);
    else byProduct.set(g.productId, [g]);
  }
  return byProduct;
}
