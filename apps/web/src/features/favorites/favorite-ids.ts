/**
 * The favourite product ids kept in localStorage 'favorites' (the header reads their count):
 * a JSON array of ids; anything unreadable is an empty list. SPEC section 4: a toggle adds or
 * removes the id.
 */
export function parseFavoriteIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data)
      ? [...new Set(data.filter((v): v is number => Number.isInteger(v) && v > 0))]
      : [];
  } catch {
    return [];
  }
}

export function toggleId(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}
