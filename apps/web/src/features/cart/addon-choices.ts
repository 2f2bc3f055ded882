/**
 * Addons the customer changed in the cart (SPEC section 3: addons_updated_by_user). An addon the
 * customer never touched is not sent, so the server gives its free count; a touched one is sent
 * with its count, kept within what the cart's products allow (the last calculation's countMax),
 * and dropped once no product in the cart offers it (the server refuses such lines).
 */
export type AddonChoices = Readonly<Record<number, number>>;

export interface OfferedAddon {
  addonId: number;
  countMax: number;
}

export function setAddonChoice(choices: AddonChoices, addonId: number, count: number, countMax: number) {
  return { ...choices, [addonId]: Math.max(0, Math.min(Math.floor(count), countMax)) };
}

/** The addon lines of a request: chosen counts, capped and limited to the addons on offer. */
export function addonLines(
  choices: AddonChoices,
  offered: readonly OfferedAddon[] | null,
): Array<{ productId: number; count: number; isAddon: true }> {
  const caps = offered ? new Map(offered.map((a) => [a.addonId, a.countMax])) : null;
  return Object.entries(choices).flatMap(([id, count]) => {
    const addonId = Number(id);
    if (!caps) return [{ productId: addonId, count, isAddon: true as const }];
    const cap = caps.get(addonId);
    return cap === undefined
      ? []
      : [{ productId: addonId, count: Math.min(count, cap), isAddon: true as const }];
  });
}

/** Stored choices; anything unreadable is discarded like the cart itself. */
export function parseStoredAddons(raw: string | null): AddonChoices {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    return Object.fromEntries(
      Object.entries(data).filter(
        ([id, count]) => /^\d+$/.test(id) && Number.isInteger(count) && (count as number) >= 0,
      ),
    ) as AddonChoices;
  } catch {
    return {};
  }
}
