import { ABU_DHABI, DUBAI } from './emirates.js';
import type { StreetCity } from './types.js';
import { BROVARY, DNIPRO, KHARKIV, KYIV, LVIV, ODESA, VINNYTSIA } from './ukraine.js';

export type { Street, StreetCity } from './types.js';

/** Every city the built-in provider knows. */
export const STREET_CITIES: readonly StreetCity[] = [
  KYIV,
  LVIV,
  ODESA,
  DNIPRO,
  BROVARY,
  KHARKIV,
  VINNYTSIA,
  DUBAI,
  ABU_DHABI,
];
