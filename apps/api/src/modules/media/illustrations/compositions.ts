/**
 * Wide marketing pictures: `banner` (1600×600) and `promo` (1200×800). A coloured background with
 * quiet decoration on the left (room for overlaid text) and a cluster of dishes on the right.
 */
import type { Ctx, Rng } from './common.js';
import { darken, leaf, lighten, mix, n, place, type Pt } from './common.js';
import { drawBowl, drawWok } from './noodles.js';
import { drawPizza } from './pizza.js';
import { drawSauce, drawSnack } from './sides.js';
import { drawSalad, drawSoup } from './soup-salad.js';
import { drawGunkan, drawNigiri, drawRoll, drawSet } from './sushi.js';
import { drawDessert, drawDrink } from './sweets-drinks.js';

type Dish = (ctx: Ctx) => string;

interface Theme {
  words: string[];
  main: Dish[];
  side: Dish[];
  small: Dish[];
}

const THEMES: readonly Theme[] = [
  {
    words: ['sushi', 'roll', 'set', 'japan'],
    main: [drawSet, drawRoll],
    side: [drawRoll, drawNigiri, drawGunkan],
    small: [drawSauce, drawGunkan],
  },
  {
    words: ['pizza', 'italy'],
    main: [drawPizza],
    side: [drawPizza, drawSalad, drawDrink],
    small: [drawSauce, drawDrink],
  },
  {
    words: ['wok', 'noodle', 'asia'],
    main: [drawWok],
    side: [drawSoup, drawWok],
    small: [drawDrink, drawSauce],
  },
  { words: ['soup', 'lunch'], main: [drawSoup], side: [drawSalad, drawBowl], small: [drawDrink, drawSauce] },
  { words: ['dessert', 'sweet'], main: [drawDessert], side: [drawDessert, drawDrink], small: [drawDrink] },
  {
    words: ['snack', 'party', 'combo'],
    main: [drawPizza, drawSet],
    side: [drawSnack, drawRoll],
    small: [drawDrink, drawSauce],
  },
];

const PALETTES: readonly (readonly [string, string])[] = [
  ['#b5152b', '#e2453c'],
  ['#0f5e4f', '#1f8a6e'],
  ['#1d3557', '#315b8a'],
  ['#d9541a', '#f08a2c'],
  ['#4b2360', '#7a3b8f'],
  ['#1f1f24', '#3a3a44'],
  ['#2f4a2c', '#4f7a3a'],
];

function themeOf(ctx: Ctx): Theme {
  for (const theme of THEMES) if (ctx.has(...theme.words)) return theme;
  return ctx.rng.pick(THEMES);
}

function confetti(
  rng: Rng,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  light: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const k = rng.int(0, 3);
    if (k === 0) out += place(leaf('#4aa843', rng.range(34, 60), 0.55), x, y, rng.range(0, 360));
    else if (k === 1)
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="7" ry="4" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="#f6e7c4"/>`;
    else if (k === 2)
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(12, 18))}" fill="#d92f1c"/><circle cx="${n(x - 4)}" cy="${n(y - 4)}" r="4" fill="#ffffff" fill-opacity="0.5"/>`;
    else
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(3, 6))}" fill="${light}" fill-opacity="0.5"/>`;
  }
  return out;
}

/** Background: gradient, calm shapes on the left, a soft spotlight behind the dishes. */
function backdrop(ctx: Ctx, w: number, h: number, calm: number, spot: Pt, spotR: number): string {
  const rng = ctx.rng;
  const [dark, light] = rng.pick(PALETTES);
  const fill = ctx.lin(
    [
      [0, dark],
      [0.55, mix(dark, light, 0.5)],
      [1, light],
    ],
    0,
    0,
    1,
    0,
  );
  let out = `<rect width="${w}" height="${h}" fill="${fill}"/>`;
  // big quiet circles and rings, mostly off-canvas on the left
  out += `<circle cx="${n(-w * 0.04)}" cy="${n(-h * 0.1)}" r="${n(h * 0.55)}" fill="#ffffff" fill-opacity="0.05"/>`;
  out += `<circle cx="${n(calm * 0.55)}" cy="${n(h * 1.08)}" r="${n(h * 0.4)}" fill="#ffffff" fill-opacity="0.035"/>`;
  out += `<circle cx="${n(calm * 0.95)}" cy="${n(h * 0.12)}" r="${n(h * 0.16)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`;
  // dot grid in the bottom-left corner
  const gx = rng.range(0.04, 0.1) * w;
  for (let i = 0; i < 6; i++) {
    for (let j = 0; j < 4; j++)
      out += `<circle cx="${n(gx + i * 22)}" cy="${n(h - 40 - j * 22)}" r="3" fill="#ffffff" fill-opacity="0.18"/>`;
  }
  // a wavy line along the top
  let wave = `M${n(calm * 0.35)} ${n(h * 0.08)}`;
  for (let i = 1; i <= 6; i++) wave += `q${n(calm * 0.05)} ${i % 2 ? -16 : 16} ${n(calm * 0.1)} 0`;
  out += `<path d="${wave}" fill="none" stroke="${lighten(light, 0.5)}" stroke-opacity="0.3" stroke-width="4" stroke-linecap="round"/>`;
  // spotlight behind the food
  out += `<circle cx="${n(spot[0])}" cy="${n(spot[1])}" r="${n(spotR * 1.18)}" fill="#ffffff" fill-opacity="0.08"/>`;
  out += `<circle cx="${n(spot[0])}" cy="${n(spot[1])}" r="${n(spotR)}" fill="${lighten(light, 0.25)}" fill-opacity="0.5"/>`;
  out += `<circle cx="${n(spot[0])}" cy="${n(spot[1])}" r="${n(spotR * 0.8)}" fill="${darken(dark, 0.3)}" fill-opacity="0.18"/>`;
  return out;
}

function dish(ctx: Ctx, draw: Dish, tag: string, x: number, y: number, scale: number, rot = 0): string {
  const sub = ctx.fork(`${ctx.seed}-${tag}`);
  return `<g transform="translate(${n(x - 400 * scale)} ${n(y - 400 * scale)}) scale(${scale})">${rot ? `<g transform="rotate(${n(rot)} 400 400)">${draw(sub)}</g>` : draw(sub)}</g>`;
}

export function drawBanner(ctx: Ctx): string {
  const rng = ctx.rng;
  const theme = themeOf(ctx);
  const w = 1600;
  const h = 600;
  let out = backdrop(ctx, w, h, w * 0.45, [1150, 300], 300);
  out += confetti(rng, 780, 40, 1560, 560, 10, '#ffffff');
  out += dish(ctx, rng.pick(theme.small), 'c', 850, 470, 0.34, rng.range(-10, 10));
  out += dish(ctx, rng.pick(theme.side), 'b', 1450, 420, 0.52, rng.range(-10, 10));
  out += dish(ctx, rng.pick(theme.main), 'a', 1130, 300, 0.8, rng.range(-8, 8));
  return out;
}

export function drawPromo(ctx: Ctx): string {
  const rng = ctx.rng;
  const theme = themeOf(ctx);
  const w = 1200;
  const h = 800;
  let out = backdrop(ctx, w, h, w * 0.4, [800, 420], 340);
  out += confetti(rng, 560, 40, 1170, 770, 10, '#ffffff');
  out += dish(ctx, rng.pick(theme.small), 'c', 1070, 150, 0.36, rng.range(-10, 10));
  out += dish(ctx, rng.pick(theme.side), 'b', 1060, 640, 0.46, rng.range(-10, 10));
  out += dish(ctx, rng.pick(theme.main), 'a', 790, 430, 0.82, rng.range(-8, 8));
  return out;
}
