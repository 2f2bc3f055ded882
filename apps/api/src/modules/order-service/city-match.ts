/**
 * The city named in `delivery.city` (SPEC section 7): an id, a slug or a name in any of the
 * city's languages, compared without case or surrounding spaces. Unknown names match nothing.
 */
import type { CityLocalization } from '../../db/schema.js';

export interface NamedCity {
  id: number;
  slug: string | null;
  name: string;
  localization: CityLocalization[];
}

export function matchCity<C extends NamedCity>(
  cities: readonly C[],
  named: string | null | undefined,
): C | undefined {
  const wanted = (named ?? '').trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  if (/^\d+$/.test(wanted)) return cities.find((c) => c.id === Number(wanted));
  return cities.find(
    (c) =>
      c.slug?.toLowerCase() === wanted ||
      c.name.toLocaleLowerCase() === wanted ||
      c.localization.some(
        (l) => l.name.toLocaleLowerCase() === wanted || l.seo.nominativeCase.toLocaleLowerCase() === wanted,
      ),
  );
}
