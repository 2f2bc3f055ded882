/**
 * The built-in address book: real streets of the demo cities. A street is a straight segment
 * from house 1 to its last house; a house's position is interpolated along it (how street
 * address ranges are geocoded when a city has no house points). Coordinates are [lat, lng].
 */
export type StreetKind =
  | 'street'
  | 'avenue'
  | 'boulevard'
  | 'square'
  | 'lane'
  | 'descent'
  | 'embankment'
  | 'highway'
  /** the name already says what it is ("Sheikh Zayed Road") */
  | 'named';

export interface StreetNames {
  uk: string;
  ru: string;
  en: string;
}

export interface Street {
  kind: StreetKind;
  names: StreetNames;
  from: [lat: number, lng: number];
  to: [lat: number, lng: number];
  /** the highest house number on the street */
  lastHouse: number;
}

export interface StreetCity {
  key: string;
  names: StreetNames;
  /** the city centre; a business region is matched to the nearest city within a few km */
  centre: [lat: number, lng: number];
  streets: Street[];
}

/** Compact constructor for the tables: kind, [uk, ru, en], from, to, last house. */
export const street = (
  kind: StreetKind,
  [uk, ru, en]: [string, string, string],
  from: [number, number],
  to: [number, number],
  lastHouse: number,
): Street => ({ kind, names: { uk, ru, en }, from, to, lastHouse });

/** A street of an English-only city (UAE): one name in every language. */
export const named = (name: string, from: [number, number], to: [number, number], lastHouse: number) =>
  street('named', [name, name, name], from, to, lastHouse);
