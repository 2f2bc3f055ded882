/**
 * Option groups (issue 19 item 2): a product's choices, such as a pizza's size and crust, the
 * second half of a half-and-half pizza or a set's drink. The same rules run in the back office
 * editor (inline validation), the API (writes and pricing) and the storefront (the product
 * card's price), with no library.
 *
 * Decisions:
 * - A group asks for between minChoices and maxChoices options; minChoices > 0 makes it
 *   required. A required group left unanswered is refused: defaults are what the storefront
 *   preselects, never a choice the server makes for a client (`defaultChoice`).
 * - A line's unit price is the product's price plus the prices of the chosen options; an
 *   option's price is per unit of the line. Options of price 0 are included (30 cm, classic crust).
 * - Options are named by id; an id twice, an id of no group of the product or an option that
 *   cannot be made now (its linked dish is on the stop list, archived or not sold) is refused.
 */

export interface OptionRule<N = unknown> {
  id?: number;
  name: N;
  price: number;
  linkedProductId?: number | null;
  isDefault?: boolean;
}

export interface OptionGroupRule<N = unknown, O extends OptionRule<N> = OptionRule<N>> {
  id?: number;
  name: N;
  minChoices: number;
  maxChoices: number;
  options: readonly O[];
}

export type GroupProblemCode =
  | 'TOO_MANY_GROUPS'
  | 'EMPTY_GROUP'
  | 'TOO_MANY_OPTIONS_IN_GROUP'
  | 'MIN_ABOVE_MAX'
  | 'BAD_CHOICE_COUNT'
  | 'MAX_ABOVE_OPTIONS'
  | 'TOO_MANY_DEFAULTS'
  | 'NAME_MISSING'
  | 'BAD_PRICE'
  | 'DUPLICATE_ID'
  | 'SELF_LINK';

export interface GroupProblem {
  code: GroupProblemCode;
  message: string;
  /** index of the group in the list */
  group: number;
  /** index of the option in its group, when the problem is an option's */
  option?: number;
}

export interface ValidateOptions {
  /** a name is required in this language (the brand's default) */
  defaultLanguage?: string;
  /** the product the groups belong to: an option may not link to it */
  productId?: number;
}

/** Most options in one group and groups per product (the contract's limits too). */
export const MAX_OPTIONS_PER_GROUP = 50;
export const MAX_GROUPS = 20;

const hasName = (name: unknown, lang: string | undefined): boolean => {
  if (typeof name === 'string') return name.trim() !== '';
  if (!name || typeof name !== 'object') return false;
  const names = name as Record<string, unknown>;
  if (lang) return typeof names[lang] === 'string' && (names[lang] as string).trim() !== '';
  for (const key in names) {
    const v = names[key];
    if (typeof v === 'string' && v.trim() !== '') return true;
  }
  return false;
};

const label = (name: unknown, index: number, what: string): string => {
  if (typeof name === 'string' && name.trim()) return `"${name.trim()}"`;
  if (name && typeof name === 'object') {
    for (const key in name as Record<string, unknown>) {
      const v = (name as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim()) return `"${v.trim()}"`;
    }
  }
  return `${what} ${index + 1}`;
};

/**
 * What is wrong with a product's groups as the back office wrote them; empty when they are
 * fine. Each problem names its group (and option) by index, so an editor can show it in place.
 */
export function validateOptionGroups(
  groups: readonly OptionGroupRule[],
  { defaultLanguage, productId }: ValidateOptions = {},
): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const add = (code: GroupProblemCode, message: string, group: number, option?: number) =>
    problems.push(option === undefined ? { code, message, group } : { code, message, group, option });
  if (groups.length > MAX_GROUPS)
    add('TOO_MANY_GROUPS', `A product has at most ${MAX_GROUPS} option groups`, 0);
  const groupIds = new Set<number>();
  const optionIds = new Set<number>();
  groups.forEach((g, gi) => {
    const gName = label(g.name, gi, 'Group');
    if (!hasName(g.name, defaultLanguage))
      add(
        'NAME_MISSING',
        defaultLanguage
          ? `Group ${gi + 1} needs a name in ${defaultLanguage}`
          : `Group ${gi + 1} needs a name`,
        gi,
      );
    if (g.id !== undefined) {
      if (groupIds.has(g.id)) add('DUPLICATE_ID', `Group id ${g.id} is used twice`, gi);
      groupIds.add(g.id);
    }
    const count = g.options.length;
    if (
      !Number.isInteger(g.minChoices) ||
      !Number.isInteger(g.maxChoices) ||
      g.minChoices < 0 ||
      g.maxChoices < 1
    )
      add(
        'BAD_CHOICE_COUNT',
        `Group ${gName}: choices must be whole numbers, at least 0 and at most 1 or more`,
        gi,
      );
    else if (g.minChoices > g.maxChoices)
      add(
        'MIN_ABOVE_MAX',
        `Group ${gName}: the minimum number of choices (${g.minChoices}) exceeds the maximum (${g.maxChoices})`,
        gi,
      );
    if (count === 0) add('EMPTY_GROUP', `Group ${gName} has no options`, gi);
    else if (count > MAX_OPTIONS_PER_GROUP)
      add('TOO_MANY_OPTIONS_IN_GROUP', `Group ${gName} has more than ${MAX_OPTIONS_PER_GROUP} options`, gi);
    else if (Number.isInteger(g.maxChoices) && g.maxChoices > count)
      add(
        'MAX_ABOVE_OPTIONS',
        `Group ${gName}: the maximum number of choices (${g.maxChoices}) exceeds its ${count} option${count === 1 ? '' : 's'}`,
        gi,
      );
    let defaults = 0;
    g.options.forEach((o, oi) => {
      const oName = label(o.name, oi, 'option');
      if (!hasName(o.name, defaultLanguage))
        add(
          'NAME_MISSING',
          defaultLanguage
            ? `Group ${gName}: option ${oi + 1} needs a name in ${defaultLanguage}`
            : `Group ${gName}: option ${oi + 1} needs a name`,
          gi,
          oi,
        );
      if (!Number.isInteger(o.price) || o.price < 0)
        add(
          'BAD_PRICE',
          `Group ${gName}: the price of ${oName} must be zero or more, in whole minor units`,
          gi,
          oi,
        );
      if (o.id !== undefined) {
        if (optionIds.has(o.id)) add('DUPLICATE_ID', `Option id ${o.id} is used twice`, gi, oi);
        optionIds.add(o.id);
      }
      if (productId !== undefined && o.linkedProductId === productId)
        add('SELF_LINK', `Group ${gName}: ${oName} links to the product itself`, gi, oi);
      if (o.isDefault) defaults++;
    });
    if (Number.isInteger(g.maxChoices) && g.maxChoices >= 1 && defaults > g.maxChoices)
      add(
        'TOO_MANY_DEFAULTS',
        `Group ${gName} has ${defaults} default options but allows at most ${g.maxChoices}`,
        gi,
      );
  });
  return problems;
}

/* ------------------------------------------------------------------ pricing a line */

export interface PricingOption {
  id: number;
  price: number;
  /** false: cannot be made now (a linked dish on stop, archived or not sold); absent: true */
  isAvailable?: boolean;
}

export interface PricingGroup<O extends PricingOption = PricingOption> {
  id: number;
  /** shown in messages */
  name: string;
  minChoices: number;
  maxChoices: number;
  options: readonly O[];
}

export type LineRefusalCode =
  'UNKNOWN_OPTION' | 'DUPLICATE_OPTION' | 'TOO_MANY_OPTIONS' | 'OPTIONS_REQUIRED' | 'OPTION_UNAVAILABLE';

export interface ChosenOption<G extends PricingGroup> {
  group: G;
  option: G['options'][number];
}

export type PriceLineResult<G extends PricingGroup> =
  | { ok: true; unitPrice: number; optionsPrice: number; chosen: ChosenOption<G>[] }
  | { ok: false; code: LineRefusalCode; message: string; groupId: number | null; optionId: number | null };

/**
 * The unit price of a line: the product's price plus its chosen options, or why the choice
 * cannot be ordered. `chosen` follows the groups' and options' order, whatever the ids' order.
 */
export function priceLine<G extends PricingGroup>(
  basePrice: number,
  groups: readonly G[],
  chosenIds: readonly number[] = [],
): PriceLineResult<G> {
  const refuse = (
    code: LineRefusalCode,
    message: string,
    groupId: number | null,
    optionId: number | null,
  ) => ({
    ok: false as const,
    code,
    message,
    groupId,
    optionId,
  });
  const wanted = new Set<number>();
  for (const id of chosenIds) {
    if (wanted.has(id)) return refuse('DUPLICATE_OPTION', `Option ${id} is chosen twice`, null, id);
    wanted.add(id);
  }
  const chosen: ChosenOption<G>[] = [];
  let optionsPrice = 0;
  let found = 0;
  for (const group of groups) {
    let inGroup = 0;
    for (const option of group.options) {
      if (!wanted.has(option.id)) continue;
      found++;
      inGroup++;
      if (option.isAvailable === false)
        return refuse(
          'OPTION_UNAVAILABLE',
          `An option of "${group.name}" cannot be made now; choose another`,
          group.id,
          option.id,
        );
      chosen.push({ group, option });
      optionsPrice += option.price;
    }
    if (inGroup > group.maxChoices)
      return refuse(
        'TOO_MANY_OPTIONS',
        `Choose at most ${group.maxChoices} of "${group.name}" (${inGroup} chosen)`,
        group.id,
        null,
      );
  }
  if (found < wanted.size) {
    const known = new Set<number>();
    for (const g of groups) for (const o of g.options) known.add(o.id);
    const unknown = [...wanted].find((id) => !known.has(id))!;
    return refuse('UNKNOWN_OPTION', `Option ${unknown} is not an option of this product`, null, unknown);
  }
  for (const group of groups) {
    if (group.minChoices <= 0) continue;
    let inGroup = 0;
    for (const c of chosen) if (c.group === group) inGroup++;
    if (inGroup < group.minChoices)
      return refuse(
        'OPTIONS_REQUIRED',
        group.minChoices === 1
          ? `Choose "${group.name}"`
          : `Choose at least ${group.minChoices} of "${group.name}"`,
        group.id,
        null,
      );
  }
  return { ok: true, unitPrice: basePrice + optionsPrice, optionsPrice, chosen };
}

/** The options the storefront preselects: each group's available defaults, within its maximum. */
export function defaultChoice(
  groups: readonly PricingGroup<PricingOption & { isDefault?: boolean }>[],
): number[] {
  const ids: number[] = [];
  for (const g of groups) {
    let taken = 0;
    for (const o of g.options) {
      if (!o.isDefault || o.isAvailable === false || taken >= g.maxChoices) continue;
      ids.push(o.id);
      taken++;
    }
  }
  return ids;
}

/** A line's options as a key: the same product with the same options is one cart line. */
export const optionsKey = (ids: readonly number[] | undefined): string =>
  ids && ids.length ? [...ids].sort((a, b) => a - b).join(',') : '';
