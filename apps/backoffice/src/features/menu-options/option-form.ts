/**
 * The option-group editor's pure rules: money typed in major units, list moves, new groups and
 * options, the required switch, and the domain rule's problems placed by group and option.
 */
import type { TOptionGroupWrite, TOptionWrite } from '@food/contracts';
import { validateOptionGroups, type GroupProblem } from '@food/domain/option-groups';
import { minorUnitsOf } from '../../i18n';

/** "59", "59.5", "59,50" → minor units (5900, 5950, 5950); "" → 0; null when it is not an amount ≥ 0. */
export function parseMoney(text: string, currency: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return 0;
  const perMajor = minorUnitsOf(currency);
  const digits = Math.round(Math.log10(perMajor));
  const pattern = digits > 0 ? new RegExp(`^\\d{1,7}(\\.\\d{0,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  // integer arithmetic: 0.1 + 0.2 must not become 30000000004
  return Number(whole) * perMajor + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the field shows them: "59", "59.50". */
export function moneyText(minor: number, currency: string): string {
  const perMajor = minorUnitsOf(currency);
  const whole = Math.trunc(minor / perMajor);
  const rest = minor % perMajor;
  if (!rest) return String(whole);
  const digits = Math.round(Math.log10(perMajor));
  return `${whole}.${String(rest).padStart(digits, '0')}`;
}

/** The list with the item at `from` moved one place up (-1) or down (+1); the same list at an end. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function newOption(): TOptionWrite {
  return { name: {}, price: 0, linkedProductId: null, isDefault: false };
}

/** A new group: optional, one choice, one empty option to fill in. */
export function newGroup(): TOptionGroupWrite {
  return { name: {}, minChoices: 0, maxChoices: 1, options: [newOption()] };
}

/** Required means at least one choice; switching it off makes the group optional. */
export function setRequired(group: TOptionGroupWrite, required: boolean): TOptionGroupWrite {
  if (!required) return { ...group, minChoices: 0 };
  return { ...group, minChoices: Math.max(1, group.minChoices), maxChoices: Math.max(1, group.maxChoices) };
}

/**
 * A group where one option only can be chosen keeps one default: marking another moves it.
 * With more choices, defaults are ticked each on their own.
 */
export function toggleDefault(group: TOptionGroupWrite, index: number, on: boolean): TOptionGroupWrite {
  return {
    ...group,
    options: group.options.map((o, i) =>
      i === index ? { ...o, isDefault: on } : on && group.maxChoices === 1 ? { ...o, isDefault: false } : o,
    ),
  };
}

export interface PlacedProblems {
  /** problems of a group itself, by group index */
  groups: Map<number, GroupProblem[]>;
  /** problems of an option, by `${group}:${option}` */
  options: Map<string, GroupProblem[]>;
  count: number;
}

/** The domain rule's problems (names in the brand's default language), placed for the form. */
export function placeProblems(groups: readonly TOptionGroupWrite[], defaultLanguage: string): PlacedProblems {
  const problems = validateOptionGroups(groups, { defaultLanguage });
  const placed: PlacedProblems = { groups: new Map(), options: new Map(), count: problems.length };
  for (const p of problems) {
    if (p.option === undefined) placed.groups.set(p.group, [...(placed.groups.get(p.group) ?? []), p]);
    else {
      const key = `${p.group}:${p.option}`;
      placed.options.set(key, [...(placed.options.get(key) ?? []), p]);
    }
  }
  return placed;
}
