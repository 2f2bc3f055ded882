/**
 * HTML built by tagged templates: every value put into `html\`…\`` is escaped unless it is
 * itself SafeHtml (made by `html` or `raw`), so a customer's name, address or comment, a dish's
 * name or a cancellation reason can never add markup to an e-mail.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/**
 * A link target for an `href`: only absolute http(s) addresses (ours, built from settings);
 * anything else becomes `#` so a bad setting cannot make a `javascript:` link.
 */
export function safeHref(url: string): string {
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : '#';
}

/** A CSS colour from a brand's config, or the fallback: only #rgb, #rrggbb (#rrggbbaa) go into a style. */
export function safeColor(color: unknown, fallback: string): string {
  return typeof color === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)
    ? color
    : fallback;
}
