/** Sushi dishes (800×800, centred at 400,400): roll, maki, nigiri, gunkan, set. */
import type { Ctx } from './common.js';
import { n, place, PLATES, rectPlate, roundPlate, slateBoard, woodBoard } from './common.js';
import {
  drizzleOver,
  gingerRose,
  gunkan,
  type GunkanTop,
  type Ingredient,
  makiSlice,
  nigiri,
  type NigiriFish,
  type RollRecipe,
  rollSlice,
  shiso,
  wasabi,
} from './sushi-parts.js';

const NAMED_ROLLS: readonly (readonly [string[], RollRecipe])[] = [
  [['philadelphia', 'phila'], { outer: 'salmon', filling: ['cheese', 'cucumber'] }],
  [['california'], { outer: 'tobiko', filling: ['crab', 'avocado', 'cucumber'] }],
  [
    ['canada', 'unagi', 'eel', 'dragon'],
    { outer: 'eel', filling: ['cheese', 'cucumber'], seeds: 'white', drizzle: 'unagi' },
  ],
  [['green', 'avocado'], { outer: 'avocado', filling: ['shrimp', 'cheese'] }],
  [['tuna', 'maguro'], { outer: 'tuna', filling: ['cheese', 'cucumber'], seeds: 'black' }],
  [
    ['baked', 'hot-', 'zapech'],
    { outer: 'baked', filling: ['salmon', 'cheese'], drizzle: 'unagi', scallion: true },
  ],
  [
    ['tempura', 'crispy', 'crunch'],
    { outer: 'tempura', filling: ['shrimp', 'cheese', 'cucumber'], drizzle: 'unagi' },
  ],
  [['spicy', 'chili'], { outer: 'rice', filling: ['salmon', 'cucumber'], seeds: 'mixed', drizzle: 'spicy' }],
];

const OUTERS = [
  'rice',
  'salmon',
  'tuna',
  'eel',
  'avocado',
  'tobiko',
  'baked',
  'tempura',
  'salmon',
  'rice',
] as const;
const FILLS: readonly Ingredient[] = [
  'salmon',
  'tuna',
  'eel',
  'avocado',
  'cucumber',
  'cheese',
  'crab',
  'shrimp',
  'tempura',
];

/** Recipe of a roll: from a dish name in the seed if there is one, otherwise random. */
function rollRecipe(ctx: Ctx): RollRecipe {
  for (const [words, recipe] of NAMED_ROLLS) if (ctx.has(...words)) return recipe;
  const rng = ctx.rng;
  const outer = rng.pick(OUTERS);
  const filling: Ingredient[] = [
    'cheese',
    ...rng.sample(
      FILLS.filter((f) => f !== 'cheese'),
      rng.int(1, 2),
    ),
  ];
  return {
    outer,
    filling: rng.shuffle(filling),
    seeds:
      outer === 'rice'
        ? rng.pick(['white', 'black', 'mixed'] as const)
        : rng.chance(0.3)
          ? 'white'
          : undefined,
    drizzle:
      outer === 'eel' || outer === 'baked'
        ? 'unagi'
        : rng.chance(0.3)
          ? rng.pick(['unagi', 'spicy', 'mayo'] as const)
          : undefined,
    scallion: rng.chance(0.3),
  };
}

/** Markup clipped to the top faces of round pieces (sauce that stays on the sushi). */
function onPieces(
  ctx: Ctx,
  spots: readonly (readonly [number, number])[],
  r: number,
  markup: string,
): string {
  const d = spots
    .map(
      ([x, y]) =>
        `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`,
    )
    .join('');
  return `<g clip-path="${ctx.clipPath(d)}">${markup}</g>`;
}

function garnish(ctx: Ctx, x: number, y: number, scale: number): string {
  const rng = ctx.rng;
  return place(
    place(shiso(150), 10, 5, -20) + place(wasabi(rng, 34), -25, 5) + place(gingerRose(rng, 48), 40, -8),
    x,
    y,
    0,
    scale,
  );
}

export function drawRoll(ctx: Ctx): string {
  const rng = ctx.rng;
  const recipe = rollRecipe(ctx);
  const layout = rng.int(0, 2);
  if (layout === 0) {
    // round plate, a ring of eight slices, garnish in the middle
    const plate = rng.pick([PLATES.white, PLATES.black, PLATES.stone]);
    let out = roundPlate(ctx, 400, 400, 330, plate, 0.8);
    const a0 = rng.range(0, Math.PI);
    const spots: [number, number][] = [];
    for (let i = 0; i < 8; i++) {
      const a = a0 + (i / 8) * Math.PI * 2;
      spots.push([400 + Math.cos(a) * 190, 385 + Math.sin(a) * 190]);
      out += place(rollSlice(ctx, rng, recipe, 70), 400 + Math.cos(a) * 190, 385 + Math.sin(a) * 190);
    }
    if (recipe.drizzle)
      out += onPieces(ctx, spots, 68, place(drizzleOver(rng, 500, 440, recipe.drizzle, 5), 400, 390));
    return out + garnish(ctx, 400, 395, 0.95);
  }
  // a rectangular plate or board with two rows of four
  const rot = rng.range(-9, 9);
  const base =
    layout === 1
      ? rectPlate(ctx, 640, 420, rng.pick([PLATES.white, PLATES.black, PLATES.blue]))
      : rng.chance(0.5)
        ? woodBoard(ctx, 650, 430)
        : slateBoard(ctx, 650, 430);
  let pieces = '';
  const spots: [number, number][] = [];
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      spots.push([-222 + i * 148 + (row ? 18 : -18), row ? 85 : -95]);
      pieces += place(rollSlice(ctx, rng, recipe, 68), -222 + i * 148 + (row ? 18 : -18), row ? 85 : -95);
    }
  }
  if (recipe.drizzle) pieces += onPieces(ctx, spots, 66, drizzleOver(rng, 600, 330, recipe.drizzle, 4));
  return place(base + pieces, 400, 400, rot);
}

const MAKI_FILLS: readonly (readonly [string[], Ingredient])[] = [
  [['salmon', 'sake'], 'salmon'],
  [['tuna', 'maguro', 'tekka'], 'tuna'],
  [['cucumber', 'kappa'], 'cucumber'],
  [['avocado'], 'avocado'],
  [['eel', 'unagi'], 'eel'],
  [['crab', 'kani'], 'crab'],
  [['shrimp', 'ebi'], 'shrimp'],
];

export function drawMaki(ctx: Ctx): string {
  const rng = ctx.rng;
  let filling: Ingredient = rng.pick(['salmon', 'tuna', 'cucumber', 'avocado', 'eel', 'crab'] as const);
  for (const [words, ing] of MAKI_FILLS) if (ctx.has(...words)) filling = ing;
  const topping = rng.pick([undefined, 'sesame', 'tobiko'] as const);
  const rot = rng.range(-8, 8);
  const base = rng.chance(0.5)
    ? rectPlate(ctx, 620, 380, rng.pick([PLATES.white, PLATES.stone]))
    : woodBoard(ctx, 640, 400);
  let pieces = '';
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      pieces += place(
        makiSlice(ctx, rng, filling, 56, topping),
        -195 + i * 130 + (row ? 14 : -14),
        row ? 78 : -84,
      );
    }
  }
  return place(base + pieces, 400, 400, rot);
}

const FISH: readonly (readonly [string[], NigiriFish])[] = [
  [['salmon', 'sake'], 'salmon'],
  [['tuna', 'maguro'], 'tuna'],
  [['eel', 'unagi'], 'eel'],
  [['shrimp', 'ebi'], 'shrimp'],
  [['bass', 'suzuki', 'perch'], 'seabass'],
];

function fishOf(ctx: Ctx): NigiriFish {
  for (const [words, fish] of FISH) if (ctx.has(...words)) return fish;
  return ctx.rng.pick(['salmon', 'salmon', 'tuna', 'eel', 'shrimp', 'seabass'] as const);
}

export function drawNigiri(ctx: Ctx): string {
  const rng = ctx.rng;
  const fish = fishOf(ctx);
  const rot = rng.range(-12, 12);
  const plate = rectPlate(ctx, 620, 360, rng.pick([PLATES.white, PLATES.black, PLATES.stone]));
  const body =
    place(nigiri(ctx, rng, fish, 250), -90, -70, -8) +
    place(nigiri(ctx, rng, fish, 250), -60, 75, -8) +
    place(shiso(120) + place(wasabi(rng, 30), -10, 0), 200, -40, 30) +
    place(gingerRose(rng, 52), 200, 70);
  return place(plate + body, 400, 400, rot);
}

const GUNKANS: readonly (readonly [string[], GunkanTop])[] = [
  [['tobiko', 'masago', 'caviar'], 'tobiko'],
  [['spicy', 'chili'], 'spicy'],
  [['salmon', 'sake'], 'salmon'],
  [['tuna', 'maguro'], 'tuna'],
  [['crab', 'kani', 'snow'], 'crab'],
];

function gunkanTop(ctx: Ctx): GunkanTop {
  for (const [words, top] of GUNKANS) if (ctx.has(...words)) return top;
  return ctx.rng.pick(['tobiko', 'salmon', 'tuna', 'crab', 'spicy'] as const);
}

export function drawGunkan(ctx: Ctx): string {
  const rng = ctx.rng;
  const top = gunkanTop(ctx);
  const rot = rng.range(-10, 10);
  const plate = rectPlate(ctx, 620, 380, rng.pick([PLATES.white, PLATES.black, PLATES.blue]));
  const body =
    place(gunkan(ctx, rng, top, 200), -140, -40) +
    place(gunkan(ctx, rng, top, 200), 90, -10) +
    place(shiso(110) + place(wasabi(rng, 26), -5, 0), 215, 95, -15) +
    place(gingerRose(rng, 42), -200, 105);
  return place(plate + body, 400, 400, rot);
}

/** A board with several kinds of rolls, nigiri and gunkan. */
export function drawSet(ctx: Ctx): string {
  const rng = ctx.rng;
  const rot = rng.range(-7, 7);
  const board = rng.chance(0.65) ? woodBoard(ctx, 720, 560) : slateBoard(ctx, 720, 560);
  const rows = rng.int(3, 4);
  const rowH = 480 / rows;
  const slice = rows === 3 ? 52 : 45;
  let body = '';
  const kinds = rng.shuffle(['roll', 'roll', 'roll', 'maki', 'nigiri', 'gunkan'] as const).slice(0, rows);
  kinds.forEach((kind, row) => {
    const y = -240 + rowH * (row + 0.5) - slice * 0.1;
    const sub = ctx.fork(`${ctx.seed}-row${row}`);
    const sr = sub.rng;
    const right = row === 0 ? 460 : 600;
    if (kind === 'roll' || kind === 'maki') {
      const count = Math.floor(right / (slice * 2.15));
      const step = right / count;
      const recipe = rollRecipe(sub);
      const fill = sr.pick(['salmon', 'cucumber', 'tuna', 'avocado'] as const);
      const spots: [number, number][] = [];
      for (let i = 0; i < count; i++) {
        const x = -300 + step * (i + 0.5);
        spots.push([x, y]);
        body += place(
          kind === 'roll' ? rollSlice(ctx, sr, recipe, slice) : makiSlice(ctx, sr, fill, slice * 0.85),
          x,
          y,
        );
      }
      if (kind === 'roll' && recipe.drizzle) {
        body += onPieces(
          ctx,
          spots,
          slice - 2,
          place(drizzleOver(sr, right, slice * 1.6, recipe.drizzle, 2, 6), -300 + right / 2, y),
        );
      }
    } else if (kind === 'nigiri') {
      const fish = sr.pick(['salmon', 'tuna', 'eel', 'shrimp'] as const);
      const count = Math.floor(right / (slice * 3.6));
      const step = right / count;
      for (let i = 0; i < count; i++)
        body += place(nigiri(ctx, sr, fish, slice * 3.2), -300 + step * (i + 0.5), y, -10);
    } else {
      const top = gunkanTop(sub);
      const count = Math.floor(right / (slice * 2.8));
      const step = right / count;
      for (let i = 0; i < count; i++)
        body += place(gunkan(ctx, sr, top, slice * 2.4), -300 + step * (i + 0.5), y - slice * 0.2);
    }
  });
  body += place(
    shiso(140) + place(wasabi(rng, 32), -10, 0) + place(gingerRose(rng, 46), 60, 10),
    245,
    -190,
    0,
    0.95,
  );
  return place(board + body, 400, 400, rot);
}
