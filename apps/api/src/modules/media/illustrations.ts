/**
 * Food illustrations for image keys `${kind}.${seed}`: flat vector SVG drawn from the key alone.
 * The seed (usually the product slug) picks the recipe, toppings, palette, layout and rotation
 * deterministically, so one key always yields byte-identical markup. No text, fonts or external
 * references: the SVG is self-contained and cheap to rasterise.
 */
import { Ctx, Doc, productBackground } from './illustrations/common.js';
import { drawBanner, drawPromo } from './illustrations/compositions.js';
import { drawBowl, drawWok } from './illustrations/noodles.js';
import { drawPizza } from './illustrations/pizza.js';
import { drawChopsticks, drawGinger, drawSauce, drawSnack } from './illustrations/sides.js';
import { drawSalad, drawSoup } from './illustrations/soup-salad.js';
import { drawGunkan, drawMaki, drawNigiri, drawRoll, drawSet } from './illustrations/sushi.js';
import { drawDessert, drawDrink } from './illustrations/sweets-drinks.js';

/** `${kind}.${seed}`: a lowercase kind, a kebab slug of 1..80 characters. */
const IMAGE_KEY_PATTERN = /^[a-z]+\.[a-z0-9-]{1,80}$/;

interface Kind {
  width: number;
  height: number;
  /** product pictures get the neutral studio background; compositions paint their own */
  studio: boolean;
  draw: (ctx: Ctx) => string;
}

const product = (draw: (ctx: Ctx) => string): Kind => ({ width: 800, height: 800, studio: true, draw });

/** Every kind of `IMAGE_KINDS` (db/seed/types.ts) has a drawer here. */
const KINDS: Readonly<Record<string, Kind>> = {
  roll: product(drawRoll),
  maki: product(drawMaki),
  nigiri: product(drawNigiri),
  gunkan: product(drawGunkan),
  set: product(drawSet),
  pizza: product(drawPizza),
  soup: product(drawSoup),
  salad: product(drawSalad),
  wok: product(drawWok),
  bowl: product(drawBowl),
  dessert: product(drawDessert),
  drink: product(drawDrink),
  snack: product(drawSnack),
  sauce: product(drawSauce),
  ginger: product(drawGinger),
  chopsticks: product(drawChopsticks),
  banner: { width: 1600, height: 600, studio: false, draw: drawBanner },
  promo: { width: 1200, height: 800, studio: false, draw: drawPromo },
};

export interface Illustration {
  svg: string;
  width: number;
  height: number;
}

function kindOf(key: string): Kind | undefined {
  if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
  const kindName = key.slice(0, key.indexOf('.'));
  return Object.hasOwn(KINDS, kindName) ? KINDS[kindName] : undefined;
}

/** The natural size of a key's picture without drawing it, or null like drawIllustration. */
export function illustrationSize(key: string): { width: number; height: number } | null {
  const kind = kindOf(key);
  return kind ? { width: kind.width, height: kind.height } : null;
}

/** The SVG of an image key, or null for a malformed key or an unknown kind. */
export function drawIllustration(key: string): Illustration | null {
  const kind = kindOf(key);
  if (!kind) return null;
  const dot = key.indexOf('.');
  const kindName = key.slice(0, dot);
  const doc = new Doc();
  const ctx = new Ctx(doc, key.slice(dot + 1), kindName);
  const body = (kind.studio ? productBackground(ctx, kind.width, kind.height) : '') + kind.draw(ctx);
  return { svg: doc.render(kind.width, kind.height, body), width: kind.width, height: kind.height };
}
