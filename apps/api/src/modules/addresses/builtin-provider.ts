/**
 * The built-in provider: the demo cities' streets (./streets), searched in memory. It needs no
 * key and no network, so `npm start` and the tests suggest real addresses out of the box.
 */
import type {
  AddressCity,
  AddressProvider,
  FoundAddress,
  GeocodeRequest,
  ReverseRequest,
  SuggestRequest,
} from './address-provider.js';
import {
  formatAddressLabel,
  formatStreet,
  houseNumber,
  matchRank,
  normalizeHouse,
  parseAddressQuery,
  streetSearchWords,
  type Language,
} from './address-text.js';
import { STREET_CITIES, type Street, type StreetCity } from './streets/index.js';

/** A business region uses the street table of the city whose centre is within this distance. */
const CITY_MATCH_KM = 15;
/** A point farther than this from every street is in no street's address (a park, a river). */
const REVERSE_MAX_KM = 0.15;

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where house `n` stands: interpolated from house 1 at `from` to the last house at `to`. */
export function housePosition(street: Street, house: number): { lat: number; lng: number } {
  const t = street.lastHouse <= 1 ? 0.5 : Math.min(1, Math.max(0, (house - 1) / (street.lastHouse - 1)));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    lat: round(street.from[0] + t * (street.to[0] - street.from[0])),
    lng: round(street.from[1] + t * (street.to[1] - street.from[1])),
  };
}

export class BuiltinAddressProvider implements AddressProvider {
  readonly name = 'builtin';

  constructor(private readonly cities: readonly StreetCity[] = STREET_CITIES) {}

  async suggest({ city, query, lang, limit }: SuggestRequest): Promise<FoundAddress[]> {
    const table = this.tableFor(city.centre);
    if (!table) return [];
    const typed = parseAddressQuery(query);
    return this.findStreets(table, typed.street, city.names, lang)
      .slice(0, limit)
      .map((s) => this.address(s, typed.house, city.name, lang));
  }

  async geocode({ city, street, house, lang }: GeocodeRequest): Promise<FoundAddress | null> {
    const table = this.tableFor(city.centre);
    if (!table) return null;
    // "Хрещатик 22" typed into the street field alone still means house 22
    const typed = house ? { street, house: normalizeHouse(house) } : parseAddressQuery(street);
    const [best] = this.findStreets(table, typed.street, city.names, lang);
    if (!best) return null;
    if (typed.house && !isOnStreet(best, typed.house)) return null;
    return this.address(best, typed.house, city.name, lang);
  }

  /** The nearest street within REVERSE_MAX_KM, and the house its nearest point is numbered as. */
  async reverse({ city, lat, lng, lang }: ReverseRequest): Promise<FoundAddress | null> {
    const table = this.tableFor(city.centre);
    if (!table) return null;
    let best: { street: Street; house: number; km: number } | undefined;
    for (const street of table.streets) {
      const t = nearestFraction(street, { lat, lng });
      const km = distanceKm({ lat, lng }, alongStreet(street, t));
      if (!best || km < best.km) best = { street, house: Math.round(1 + t * (street.lastHouse - 1)), km };
    }
    if (!best || best.km > REVERSE_MAX_KM) return null;
    return this.address(best.street, String(best.house), city.name, lang);
  }

  private tableFor(centre: { lat: number; lng: number }): StreetCity | undefined {
    let best: { city: StreetCity; km: number } | undefined;
    for (const city of this.cities) {
      const km = distanceKm(centre, { lat: city.centre[0], lng: city.centre[1] });
      if (km <= CITY_MATCH_KM && (!best || km < best.km)) best = { city, km };
    }
    return best?.city;
  }

  /** Streets whose name in any language answers the typed words, best first. */
  private findStreets(
    table: StreetCity,
    typed: string,
    cityNames: AddressCity['names'],
    lang: Language,
  ): Street[] {
    // "Київ, Хрещатик" : the city's own name narrows nothing
    const words = streetSearchWords(typed, [...Object.values(cityNames), ...Object.values(table.names)]);
    const ranked: Array<{ street: Street; rank: number; name: string }> = [];
    for (const street of table.streets) {
      const ranks = Object.values(street.names)
        .map((n) => matchRank(words, n))
        .filter((r): r is number => r !== null);
      if (ranks.length) ranked.push({ street, rank: Math.min(...ranks), name: street.names[lang] });
    }
    const collator = new Intl.Collator(lang);
    return ranked.sort((a, b) => a.rank - b.rank || collator.compare(a.name, b.name)).map((r) => r.street);
  }

  private address(street: Street, house: string | null, cityName: string, lang: Language): FoundAddress {
    // a suggestion keeps the street when the typed house is not on it; the customer fixes the number
    const onStreet = house !== null && isOnStreet(street, house) ? house : null;
    const position = housePosition(
      street,
      onStreet ? houseNumber(onStreet) : Math.ceil(street.lastHouse / 2),
    );
    const streetText = formatStreet(street.kind, street.names[lang], lang);
    return {
      street: streetText,
      house: onStreet,
      city: cityName,
      ...position,
      label: formatAddressLabel(streetText, onStreet, cityName, lang),
    };
  }
}

/** The point of a street at fraction t (0 at house 1, 1 at the last house). */
function alongStreet(street: Street, t: number): { lat: number; lng: number } {
  return {
    lat: street.from[0] + t * (street.to[0] - street.from[0]),
    lng: street.from[1] + t * (street.to[1] - street.from[1]),
  };
}

/** Where along the street (0..1) a point is nearest, on a local flat map (streets are short). */
function nearestFraction(street: Street, p: { lat: number; lng: number }): number {
  const k = Math.cos((street.from[0] * Math.PI) / 180);
  const dx = (street.to[1] - street.from[1]) * k;
  const dy = street.to[0] - street.from[0];
  const px = (p.lng - street.from[1]) * k;
  const py = p.lat - street.from[0];
  const length2 = dx * dx + dy * dy;
  return length2 === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / length2));
}

function isOnStreet(street: Street, house: string): boolean {
  const n = houseNumber(house);
  return Number.isInteger(n) && n >= 1 && n <= street.lastHouse;
}
