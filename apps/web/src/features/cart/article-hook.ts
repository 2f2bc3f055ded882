/**
 * The global hook that lets outside scripts (a promo landing, a chat bot widget, a partner's
 * banner) change the cart by a product's article (SPEC section 7):
 *
 *   await window.addToCartByArticle('SMUA-1101')            // '+': add one
 *   await window.addToCartByArticle('SMUA-1101', 'minus')   // '-': one less
 *   await window.addToCartByArticle('SMUA-1101', 'remove')  // the whole line
 *
 * It resolves to true when the cart changed. Unknown operations, unknown articles, addons and
 * products on the stop list change nothing.
 */
export type CartOperation = 'plus' | 'minus' | 'remove';

const OPERATIONS: Record<string, CartOperation> = {
  '+': 'plus',
  plus: 'plus',
  add: 'plus',
  increment: 'plus',
  '-': 'minus',
  minus: 'minus',
  decrement: 'minus',
  remove: 'remove',
  delete: 'remove',
};

export function parseCartOperation(op: unknown): CartOperation | null {
  if (op === undefined || op === null) return 'plus';
  if (typeof op === 'number') return op > 0 ? 'plus' : op < 0 ? 'minus' : null;
  return typeof op === 'string' ? (OPERATIONS[op.trim().toLowerCase()] ?? null) : null;
}

/** An article as partners type it: trimmed, at most 60 characters, no control characters. */
export function cleanArticle(article: unknown): string | null {
  if (typeof article !== 'string' && typeof article !== 'number') return null;
  const text = String(article).trim();
  return text && text.length <= 60 && /^[^/?#\s]+$/.test(text) && !hasControl(text) ? text : null;
}

const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32);
