/**
 * Which promotions a city shows (SPEC section 2, promotions): pure rules, so the window and the
 * city choice are tested apart from the database.
 *
 * Decisions where the spec is silent:
 * - A promotion runs from `startsAt` (inclusive) to `endsAt` (exclusive); no `endsAt` means
 *   until the operator ends it. One that has not started or has ended is not shown and its
 *   page is a 404 like an unknown one: customers never see yesterday's offer, and nobody
 *   learns of next week's before it starts.
 * - A promotion without a city runs in every city of its network; one with a city only there.
 * - Order: the operator's `sortOrder`, then the newest start, then the id.
 */
export interface PromotionWindow {
  id: number;
  businessRegionId: number | null;
  startsAt: Date;
  endsAt: Date | null;
  sortOrder: number;
}

export const isRunning = (p: Pick<PromotionWindow, 'startsAt' | 'endsAt'>, now: Date) =>
  p.startsAt.getTime() <= now.getTime() && (p.endsAt === null || now.getTime() < p.endsAt.getTime());

const isShownIn = (p: Pick<PromotionWindow, 'businessRegionId'>, br: number) =>
  p.businessRegionId === null || p.businessRegionId === br;

/** The promotions a city shows now, in the order the storefront lists them. */
export function runningIn<P extends PromotionWindow>(all: readonly P[], br: number, now: Date): P[] {
  return all
    .filter((p) => isShownIn(p, br) && isRunning(p, now))
    .sort((a, b) => a.sortOrder - b.sortOrder || b.startsAt.getTime() - a.startsAt.getTime() || a.id - b.id);
}

/** A reference from a URL: digits are an id, anything else a slug. */
export function matchesRef(p: { id: number; slug: string }, ref: string): boolean {
  return /^\d+$/.test(ref) ? p.id === Number(ref) : p.slug === ref;
}
