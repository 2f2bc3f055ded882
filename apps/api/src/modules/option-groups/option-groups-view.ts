/**
 * Option groups as the catalogue shows them (contracts: ZProductOptionGroup): names in the asked
 * language, and each option's availability from its linked dish. Pure, so the catalogue builds
 * them once per cached catalogue and marks them again only per stop set.
 */
import type { TLineOption, TProduct, TProductOptionGroup } from '@food/contracts';
import type { OrderLineOption } from '../../db/schema.js';
import type { StoredOptionGroup } from './option-groups-repo.js';

const pick = (texts: Record<string, string>, lang: string, fallback: string) =>
  texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';

/**
 * A product's groups in `lang` (else `fallback`). `isSold(id)`: the linked dish is sold in the
 * catalogue's city and not archived; an option whose linked dish is not is unavailable.
 */
export function localizeGroups(
  groups: readonly StoredOptionGroup[],
  lang: string,
  fallback: string,
  isSold: (productId: number) => boolean,
): TProductOptionGroup[] {
  return groups.map((g) => ({
    id: g.id,
    name: pick(g.name, lang, fallback),
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    options: g.options.map((o) => ({
      id: o.id,
      name: pick(o.name, lang, fallback),
      price: o.price,
      linkedProductId: o.linkedProductId,
      isDefault: o.isDefault,
      isAvailable: o.linkedProductId === null || isSold(o.linkedProductId),
    })),
  }));
}

/**
 * The product with options whose linked dish is in `stopped` marked unavailable; the same object
 * when none is (most products: no groups or no linked dishes).
 */
export function withStoppedOptions<P extends Pick<TProduct, 'optionGroups'>>(
  product: P,
  stopped: ReadonlySet<number>,
): P {
  const groups = product.optionGroups;
  if (!groups) return product;
  let touched = false;
  for (const g of groups)
    for (const o of g.options)
      if (o.isAvailable && o.linkedProductId !== null && stopped.has(o.linkedProductId)) touched = true;
  if (!touched) return product;
  return {
    ...product,
    optionGroups: groups.map((g) => ({
      ...g,
      options: g.options.map((o) =>
        o.isAvailable && o.linkedProductId !== null && stopped.has(o.linkedProductId)
          ? { ...o, isAvailable: false }
          : o,
      ),
    })),
  };
}

/** Stored line options (order_lines.options) as history, the board and /ops show them, in `lang`. */
export function lineOptionsIn(
  options: readonly OrderLineOption[] | null | undefined,
  lang: string | undefined,
  fallback?: string,
): TLineOption[] {
  if (!options?.length) return [];
  const text = (names: Record<string, string>) =>
    (lang && names[lang]) || (fallback && names[fallback]) || Object.values(names)[0] || '';
  return options.map((o) => ({
    groupId: o.groupId,
    optionId: o.optionId,
    groupName: text(o.groupName),
    name: text(o.name),
    price: o.price,
  }));
}
