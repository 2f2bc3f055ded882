/**
 * Message text with `{name}` placeholders and one plural form per placeholder:
 * `{count, plural, one {# order} few {# orders} many {# orders} other {# orders}}` (ICU's
 * categories, chosen by Intl.PluralRules of the language; `#` is the number). Enough for the
 * back office's strings without an ICU library in the bundle.
 */
export type MessageVars = Record<string, string | number>;

const PLURAL = /\{(\w+),\s*plural,\s*((?:\w+\s*\{[^{}]*\}\s*)+)\}/g;
const BRANCH = /(\w+)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

const rulesCache = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) rulesCache.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

export function formatMessage(template: string, locale: string, vars: MessageVars = {}): string {
  const withPlurals = template.replace(PLURAL, (whole, name: string, body: string) => {
    const value = vars[name];
    if (typeof value !== 'number') return whole;
    const branches = new Map<string, string>();
    for (const [, category, text] of body.matchAll(BRANCH)) branches.set(category!, text!);
    const text = branches.get(pluralRules(locale).select(value)) ?? branches.get('other') ?? '';
    return text.replace(/#/g, String(value));
  });
  return withPlurals.replace(PLACEHOLDER, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
