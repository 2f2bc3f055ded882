/**
 * The product page's choice of options (issue 19), as pure functions over the product's option
 * groups: what a tap on an option does to the choice, what the choice costs and how a cart line
 * names it. Whether a choice can be ordered is @food/domain's `priceLine`, the server's rule.
 */
import type { TProductOptionGroup } from '@food/contracts';
import type { CartLineOption } from '../cart/cart-rules';

type Group = Pick<TProductOptionGroup, 'id' | 'minChoices' | 'maxChoices'> & {
  options: ReadonlyArray<{ id: number; name: string; price: number; isAvailable: boolean }>;
};

/** A group of one choice is a radio group; more, a group of checkboxes. */
export const isSingleChoice = (g: Pick<Group, 'maxChoices'>) => g.maxChoices <= 1;

/**
 * The choice after a tap: in a single-choice group the option replaces the group's (0: "none",
 * for an optional group); in a multiple one it is added (while under the group's maximum) or
 * taken out. Unavailable and unknown options change nothing.
 */
export function toggleChoice(
  groups: readonly Group[],
  chosen: readonly number[],
  groupId: number,
  optionId: number,
  checked: boolean,
): number[] {
  const group = groups.find((g) => g.id === groupId);
  if (!group) return [...chosen];
  const inGroup = new Set(group.options.map((o) => o.id));
  const option = group.options.find((o) => o.id === optionId);
  if (optionId !== 0 && (!option || (checked && !option.isAvailable))) return [...chosen];
  if (isSingleChoice(group)) {
    const others = chosen.filter((id) => !inGroup.has(id));
    if (optionId === 0) return group.minChoices > 0 ? [...chosen] : others;
    return checked ? [...others, optionId] : group.minChoices > 0 ? [...chosen] : others;
  }
  if (!checked) return chosen.filter((id) => id !== optionId);
  if (chosen.includes(optionId)) return [...chosen];
  const taken = chosen.filter((id) => inGroup.has(id)).length;
  return taken >= group.maxChoices ? [...chosen] : [...chosen, optionId];
}

/** The chosen options in the groups' order, with their names, as a cart line keeps them. */
export function chosenOptions(groups: readonly Group[], chosen: readonly number[]): CartLineOption[] {
  const ids = new Set(chosen);
  return groups.flatMap((g) =>
    g.options.filter((o) => ids.has(o.id)).map((o) => ({ id: o.id, name: o.name })),
  );
}

/** What the choice adds to the product's price (shown while a required group is still open). */
export function optionsPrice(groups: readonly Group[], chosen: readonly number[]): number {
  const ids = new Set(chosen);
  let sum = 0;
  for (const g of groups) for (const o of g.options) if (ids.has(o.id)) sum += o.price;
  return sum;
}

/**
 * The least a product with option groups can cost: its price plus, for each required group, its
 * cheapest available options. Null when every choice costs the same (no "from" to say).
 */
export function fromPrice(basePrice: number, groups: readonly Group[]): number | null {
  let least = basePrice;
  let varies = false;
  for (const g of groups) {
    const prices = g.options.filter((o) => o.isAvailable).map((o) => o.price);
    if (prices.some((p) => p !== prices[0]) || (g.minChoices === 0 && prices.some((p) => p > 0)))
      varies = true;
    if (g.minChoices > 0) {
      least += [...prices]
        .sort((a, b) => a - b)
        .slice(0, g.minChoices)
        .reduce((a, b) => a + b, 0);
    }
  }
  return varies ? least : null;
}

/**
 * A product the card does not add blind: it has option groups, so the card opens its page, where
 * the defaults are preselected and each choice is seen before it goes into the cart.
 */
export const hasChoices = (groups: readonly unknown[] | undefined) => !!groups?.length;
