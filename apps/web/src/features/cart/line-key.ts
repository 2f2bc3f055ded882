/**
 * A cart line is one product with one set of chosen options (issue 19, option groups): the same
 * pizza at 30 cm and at 40 cm is two lines. Its key is the product id, then the chosen option ids
 * in ascending order ("12" with none, "12:5.9" with options 9 and 5), so the order a customer
 * ticked them in does not matter. A plain number stands for a product's line without options
 * (the spec's cart, whose callers pass product ids).
 */
export type LineKey = string;
export type LineRef = number | LineKey;

/** The chosen ids, ascending and without repeats (the form a line stores and sends). */
export function normalizeOptions(options: readonly number[] | undefined): number[] {
  if (!options || options.length === 0) return [];
  return [...new Set(options)].sort((a, b) => a - b);
}

export function lineKey(productId: number, options?: readonly number[]): LineKey {
  const ids = normalizeOptions(options);
  return ids.length ? `${productId}:${ids.join('.')}` : String(productId);
}

/** The key of a line (or of anything naming a product and its chosen options). */
export const keyOfLine = (line: { productId: number; options?: ReadonlyArray<{ id: number }> }) =>
  lineKey(
    line.productId,
    line.options?.map((o) => o.id),
  );

export const keyOfRef = (ref: LineRef): LineKey => (typeof ref === 'number' ? String(ref) : ref);

/** How a line's options read under its name: "40 cm · thin crust". */
export const optionsText = (options: ReadonlyArray<{ name: string }> | undefined) =>
  (options ?? []).map((o) => o.name).join(' · ');
