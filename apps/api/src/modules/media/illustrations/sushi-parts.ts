/**
 * Sushi building blocks: ingredients, roll slices (uramaki and hosomaki), nigiri, gunkan,
 * wasabi and pickled ginger. Each part is drawn centred at the origin; callers place it.
 */
import type { Ctx, Rng } from './common.js';
import {
  blob,
  ellipseD,
  closedPath,
  darken,
  leaf,
  lighten,
  n,
  openPath,
  type Pt,
  roundRect,
} from './common.js';

const RICE = '#fbf9f3';
const NORI = '#1f2a23';

export type Ingredient =
  'salmon' | 'tuna' | 'eel' | 'avocado' | 'cucumber' | 'cheese' | 'crab' | 'shrimp' | 'tempura';

interface IngredientLook {
  base: string;
  dark: string;
  light: string;
}
const ING: Record<Ingredient, IngredientLook> = {
  salmon: { base: '#f7824c', dark: '#e05f2c', light: '#ffd5bd' },
  tuna: { base: '#d8384c', dark: '#a91f35', light: '#f27b85' },
  eel: { base: '#8e4a22', dark: '#5a2b10', light: '#c07a42' },
  avocado: { base: '#b5d46a', dark: '#4f8a2a', light: '#e4efa8' },
  cucumber: { base: '#a6dc84', dark: '#2f7a30', light: '#e3f5cf' },
  cheese: { base: '#fff0d2', dark: '#f0dcb4', light: '#fffaf0' },
  crab: { base: '#fff5ee', dark: '#ef4b38', light: '#ffffff' },
  shrimp: { base: '#ffb08a', dark: '#ef6a3c', light: '#fff1e8' },
  tempura: { base: '#f1c26a', dark: '#c98a2e', light: '#fde4a8' },
};

/** Cut-face chunk of one ingredient: an organic blob with the ingredient's texture. */
function chunk(rng: Rng, ing: Ingredient, x: number, y: number, rx: number, ry: number, rot: number): string {
  const look = ING[ing];
  const d = blob(rng, x, y, rx, ry, 0.1, 8, rot);
  let out = `<path d="${d}" fill="${look.base}"/>`;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  if (ing === 'salmon' || ing === 'tuna' || ing === 'shrimp') {
    for (let i = -1; i <= 1; i++) {
      const ox = x + -s * i * ry * 0.45;
      const oy = y + c * i * ry * 0.45;
      out += `<path d="M${n(ox - c * rx * 0.7)} ${n(oy - s * rx * 0.7)}Q${n(ox + -s * ry * 0.2)} ${n(oy + c * ry * 0.2)} ${n(ox + c * rx * 0.7)} ${n(oy + s * rx * 0.7)}" fill="none" stroke="${look.light}" stroke-opacity="${ing === 'tuna' ? 0.35 : 0.8}" stroke-width="${n(Math.max(1.2, ry * 0.12))}" stroke-linecap="round"/>`;
    }
  } else if (ing === 'avocado') {
    out += `<path d="${blob(rng, x + -s * ry * 0.25, y + c * ry * 0.25, rx * 0.85, ry * 0.55, 0.08, 8, rot)}" fill="${look.light}" fill-opacity="0.7"/>`;
    out += `<path d="${d}" fill="none" stroke="${look.dark}" stroke-width="${n(ry * 0.14)}" stroke-opacity="0.8"/>`;
  } else if (ing === 'cucumber') {
    out += `<path d="${blob(rng, x, y, rx * 0.6, ry * 0.55, 0.08, 8, rot)}" fill="${look.light}"/>`;
    out += `<path d="${d}" fill="none" stroke="${look.dark}" stroke-width="${n(ry * 0.2)}"/>`;
  } else if (ing === 'cheese') {
    out += `<path d="${blob(rng, x - rx * 0.15, y - ry * 0.15, rx * 0.6, ry * 0.5, 0.1, 8, rot)}" fill="${look.light}" fill-opacity="0.9"/>`;
  } else if (ing === 'crab') {
    out += `<path d="M${n(x - c * rx * 0.9)} ${n(y - s * rx * 0.9 - ry * 0.45)}L${n(x + c * rx * 0.9)} ${n(y + s * rx * 0.9 - ry * 0.45)}" stroke="${look.dark}" stroke-width="${n(ry * 0.45)}" stroke-linecap="round"/>`;
  } else if (ing === 'eel') {
    out += `<path d="${blob(rng, x - rx * 0.2, y - ry * 0.25, rx * 0.5, ry * 0.3, 0.1, 7, rot)}" fill="${look.light}" fill-opacity="0.6"/>`;
  } else if (ing === 'tempura') {
    for (let i = 0; i < 5; i++) {
      out += `<circle cx="${n(x + rng.range(-rx, rx) * 0.6)}" cy="${n(y + rng.range(-ry, ry) * 0.6)}" r="${n(ry * rng.range(0.12, 0.2))}" fill="${look.dark}" fill-opacity="0.55"/>`;
    }
  }
  return out;
}

/** Scattered rice grains in an annulus (r0..r1) or disc; gives the rice its texture. */
export function riceGrains(rng: Rng, r0: number, r1: number, count: number, grain: number): string {
  let shade = '';
  let white = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r0 + (r1 - r0) * Math.sqrt(rng.next());
    const x = Math.cos(a) * d;
    const y = Math.sin(a) * d;
    const rot = rng.range(0, 180);
    shade += ellipseD(x + grain * 0.18, y + grain * 0.28, grain, grain * 0.5, rot);
    white += ellipseD(x, y, grain, grain * 0.5, rot);
  }
  return `<path d="${shade}" fill="#ded7c8"/><path d="${white}" fill="#ffffff"/>`;
}

/** Sesame seeds scattered over an annulus r0..r1. */
function seeds(
  rng: Rng,
  r0: number,
  r1: number,
  count: number,
  size: number,
  kind: 'white' | 'black' | 'mixed',
): string {
  let light = '';
  let dark = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r0 + (r1 - r0) * rng.next();
    const e = ellipseD(Math.cos(a) * d, Math.sin(a) * d, size, size * 0.55, rng.range(0, 180));
    if (kind === 'black' || (kind === 'mixed' && i % 2 === 0)) dark += e;
    else light += e;
  }
  return (
    (light ? `<path d="${light}" fill="#f6e7c4" stroke="#cdb58a" stroke-width="${n(size * 0.25)}"/>` : '') +
    (dark ? `<path d="${dark}" fill="#2a2521"/>` : '')
  );
}

function roeDots(rng: Rng, r0: number, r1: number, count: number, size: number, color: string): string {
  let dots = '';
  let glints = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r0 + (r1 - r0) * rng.next();
    const x = Math.cos(a) * d;
    const y = Math.sin(a) * d;
    dots += ellipseD(x, y, size, size);
    glints += ellipseD(x - size * 0.3, y - size * 0.3, size * 0.35, size * 0.35);
  }
  return `<path d="${dots}" fill="${color}"/><path d="${glints}" fill="#ffffff" fill-opacity="0.7"/>`;
}

type Outer = 'rice' | 'salmon' | 'tuna' | 'eel' | 'avocado' | 'tobiko' | 'baked' | 'tempura';
export type Drizzle = 'unagi' | 'spicy' | 'mayo';

export interface RollRecipe {
  outer: Outer;
  seeds?: 'white' | 'black' | 'mixed';
  filling: Ingredient[];
  drizzle?: Drizzle;
  scallion?: boolean;
}

const DRIZZLE: Record<Drizzle, string> = { unagi: '#4a2210', spicy: '#ff6b3d', mayo: '#fff6df' };

/** Sauce drizzled in loose waves over an area w×h centred at the origin. */
export function drizzleOver(rng: Rng, w: number, h: number, kind: Drizzle, lines = 3, width = 9): string {
  let out = '';
  const a = rng.range(-0.35, 0.35);
  for (let l = 0; l < lines; l++) {
    const y0 = -h / 2 + (h * (l + 0.5)) / lines + rng.range(-h * 0.05, h * 0.05);
    const pts: Pt[] = [];
    const amp = rng.range(0.035, 0.06) * w;
    const phase = rng.range(0, Math.PI * 2);
    for (let x = -w / 2; x <= w / 2 + 1; x += w / 24) {
      pts.push([x, y0 + Math.sin(x / (w * 0.035) + phase) * amp * (0.6 + 0.4 * Math.sin(l + x / w))]);
    }
    const d = openPath(
      pts.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)] as Pt),
    );
    out +=
      `<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="${n(width * 1.2)}" stroke-linecap="round" transform="translate(2 4)"/>` +
      `<path d="${d}" fill="none" stroke="${DRIZZLE[kind]}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${n(width * 0.25)}" stroke-linecap="round" transform="translate(-1 -1.5)"/>`;
  }
  return out;
}

function drizzle(rng: Rng, r: number, kind: Drizzle): string {
  const pts: Pt[] = [];
  const a = rng.range(-0.5, 0.5);
  for (let i = -3; i <= 3; i++) {
    const t = i / 3;
    pts.push([t * r * 1.1, (i % 2 === 0 ? -1 : 1) * r * 0.32 + rng.range(-r * 0.08, r * 0.08)]);
  }
  const d = openPath(
    pts.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)] as Pt),
  );
  return (
    `<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="${n(r * 0.11)}" stroke-linecap="round" transform="translate(1 3)"/>` +
    `<path d="${d}" fill="none" stroke="${DRIZZLE[kind]}" stroke-width="${n(r * 0.09)}" stroke-linecap="round"/>`
  );
}

function scallions(rng: Rng, r: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const dist = rng.range(0, r);
    d += ellipseD(Math.cos(a) * dist, Math.sin(a) * dist, r * 0.07, r * 0.07);
  }
  return `<path d="${d}" fill="none" stroke="#5fae3c" stroke-width="${n(r * 0.035)}"/>`;
}

/** One uramaki slice of radius r, cut face up, with a hint of its side below (3/4 view). */
export function rollSlice(ctx: Ctx, rng: Rng, recipe: RollRecipe, r: number): string {
  const depth = r * 0.2;
  const outerColor: Record<Outer, string> = {
    rice: '#e9e4d8',
    salmon: ING.salmon.base,
    tuna: ING.tuna.base,
    eel: ING.eel.base,
    avocado: ING.avocado.dark,
    tobiko: '#ff8a1f',
    baked: '#e9e4d8',
    tempura: '#e7b35a',
  };
  const side = darken(outerColor[recipe.outer], 0.22);
  let out = `<circle cx="0" cy="${n(depth)}" r="${n(r)}" fill="${side}"/>`;
  // outer layer
  const ringIn = recipe.outer === 'rice' || recipe.outer === 'baked' ? r : r * 0.84;
  if (recipe.outer === 'tempura') {
    out += `<path d="${blob(rng, 0, 0, r, r, 0.05, 14)}" fill="${outerColor.tempura}"/>`;
    for (let i = 0; i < 10; i++) {
      const a = rng.range(0, Math.PI * 2);
      out += `<circle cx="${n(Math.cos(a) * r * 0.92)}" cy="${n(Math.sin(a) * r * 0.92)}" r="${n(r * 0.06)}" fill="#c98a2e" fill-opacity="0.6"/>`;
    }
  } else if (recipe.outer !== 'rice' && recipe.outer !== 'baked') {
    const look = recipe.outer === 'tobiko' ? { base: '#ff8a1f', light: '#ffd089' } : ING[recipe.outer];
    out += `<circle r="${n(r)}" fill="${look.base}"/>`;
    if (recipe.outer === 'tobiko') {
      out += roeDots(rng, ringIn, r * 0.97, 34, r * 0.05, '#ff7a12');
    } else {
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2 + rng.range(-0.1, 0.1);
        out += `<path d="M${n(Math.cos(a) * r * 0.86)} ${n(Math.sin(a) * r * 0.86)}Q${n(Math.cos(a + 0.12) * r * 0.93)} ${n(Math.sin(a + 0.12) * r * 0.93)} ${n(Math.cos(a + 0.05) * r * 0.99)} ${n(Math.sin(a + 0.05) * r * 0.99)}" fill="none" stroke="${look.light}" stroke-opacity="${recipe.outer === 'eel' ? 0.4 : 0.75}" stroke-width="${n(r * 0.035)}" stroke-linecap="round"/>`;
      }
    }
  }
  // rice
  out += `<circle r="${n(ringIn)}" fill="${RICE}"/>`;
  out += riceGrains(rng, r * 0.6, ringIn * 0.98, Math.round(r * 0.38), r * 0.07);
  if (recipe.seeds) out += seeds(rng, r * 0.62, ringIn * 0.95, Math.round(r * 0.22), r * 0.045, recipe.seeds);
  // nori and filling
  const core = r * 0.53;
  out += `<circle r="${n(r * 0.585)}" fill="${NORI}"/>`;
  out += `<circle r="${n(core)}" fill="${RICE}"/>`;
  const parts = recipe.filling;
  const rot0 = rng.range(0, Math.PI * 2);
  let fill = '';
  parts.forEach((ing, i) => {
    const a = rot0 + (i / parts.length) * Math.PI * 2;
    const off = parts.length === 1 ? 0 : core * 0.45;
    const size = parts.length === 1 ? core * 0.75 : core * 0.68;
    fill += chunk(rng, ing, Math.cos(a) * off, Math.sin(a) * off, size, size * 0.78, a + Math.PI / 2);
  });
  out += `<g clip-path="${ctx.clipCircle(0, 0, core)}">${fill}</g>`;
  if (recipe.outer === 'baked') {
    // a cap of baked spicy-mayo and cheese over the cut face
    const cap = ctx.rad(
      [
        [0, '#ffc978'],
        [0.6, '#f39a48'],
        [1, '#d4702c'],
      ],
      0.4,
      0.35,
      0.7,
    );
    out += `<path d="${blob(rng, 0, -r * 0.03, r * 0.95, r * 0.93, 0.05, 12)}" fill="${cap}"/>`;
    for (let i = 0; i < 7; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.1, 0.65) * r;
      out += `<path d="${blob(rng, Math.cos(a) * d, Math.sin(a) * d, r * rng.range(0.06, 0.13), r * rng.range(0.04, 0.09), 0.2, 6, a)}" fill="#b8561a" fill-opacity="0.5"/>`;
    }
    out += `<path d="${blob(rng, -r * 0.25, -r * 0.3, r * 0.3, r * 0.16, 0.2, 7, -0.5)}" fill="#fff2c8" fill-opacity="0.55"/>`;
  } else {
    out += `<path d="M${n(-r * 0.85)} ${n(-r * 0.3)}A${n(r * 0.9)} ${n(r * 0.9)} 0 0 1 ${n(-r * 0.3)} ${n(-r * 0.85)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`;
  }
  if (recipe.scallion) out += scallions(rng, r * 0.6, 5);
  return out;
}

/** One hosomaki slice: nori outside, rice, a single filling in the centre. */
export function makiSlice(
  ctx: Ctx,
  rng: Rng,
  filling: Ingredient,
  r: number,
  topping?: 'tobiko' | 'sesame',
): string {
  let out = `<circle cx="0" cy="${n(r * 0.22)}" r="${n(r)}" fill="#121813"/>`;
  out += `<circle r="${n(r)}" fill="${NORI}"/>`;
  out += `<circle r="${n(r * 0.9)}" fill="${RICE}"/>`;
  out += riceGrains(rng, r * 0.42, r * 0.86, Math.round(r * 0.3), r * 0.08);
  const s = r * 0.34;
  const look = ING[filling];
  const rot = n(rng.range(-20, 20));
  out += `<g transform="rotate(${rot})"><path d="${roundRect(0, 0, s * 2, s * 2, s * 0.45)}" fill="${look.base}"/>`;
  if (filling === 'cucumber' || filling === 'avocado') {
    out += `<path d="${roundRect(s * 0.15, s * 0.15, s * 1.3, s * 1.3, s * 0.4)}" fill="${look.light}" fill-opacity="0.8"/>`;
    out += `<path d="M${n(-s)} ${n(-s * 0.8)}V${n(s * 0.6)}" stroke="${look.dark}" stroke-width="${n(s * 0.3)}" stroke-linecap="round"/>`;
  } else {
    for (let i = -1; i <= 1; i++) {
      out += `<path d="M${n(-s * 0.8)} ${n(i * s * 0.55 - s * 0.2)}Q0 ${n(i * s * 0.55 + s * 0.25)} ${n(s * 0.8)} ${n(i * s * 0.55 - s * 0.1)}" fill="none" stroke="${look.light}" stroke-opacity="0.7" stroke-width="${n(s * 0.13)}" stroke-linecap="round"/>`;
    }
  }
  out += `</g>`;
  if (topping === 'tobiko') out += roeDots(rng, r * 0.5, r * 0.85, 10, r * 0.06, '#ff7a12');
  if (topping === 'sesame') out += seeds(rng, r * 0.5, r * 0.85, 8, r * 0.06, 'mixed');
  out += `<path d="M${n(-r * 0.85)} ${n(-r * 0.3)}A${n(r * 0.9)} ${n(r * 0.9)} 0 0 1 ${n(-r * 0.3)} ${n(-r * 0.85)}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`;
  void ctx;
  return out;
}

export type NigiriFish = 'salmon' | 'tuna' | 'eel' | 'shrimp' | 'seabass';

/** Nigiri seen from above, lying along the x axis, length len. */
export function nigiri(ctx: Ctx, rng: Rng, fish: NigiriFish, len: number): string {
  const w = len * 0.5;
  let out = `<path d="${roundRect(len * 0.02, w * 0.16, len * 0.84, w * 0.86, w * 0.4)}" fill="#d9d2c3"/>`;
  out += `<path d="${roundRect(0, w * 0.08, len * 0.84, w * 0.86, w * 0.4)}" fill="${RICE}"/>`;
  out += `<g clip-path="${ctx.clipPath(roundRect(0, w * 0.08, len * 0.84, w * 0.86, w * 0.4))}">${riceGrains(rng, 0, len * 0.45, 26, len * 0.035)}</g>`;
  const pts: Pt[] = [
    [-len / 2, w * 0.05],
    [-len * 0.36, -w * 0.42],
    [0, -w * 0.5],
    [len * 0.36, -w * 0.44],
    [len / 2, -w * 0.02],
    [len * 0.36, w * 0.34],
    [0, w * 0.38],
    [-len * 0.36, w * 0.4],
  ];
  const body = closedPath(pts);
  const colors: Record<NigiriFish, IngredientLook> = {
    salmon: ING.salmon,
    tuna: ING.tuna,
    eel: ING.eel,
    shrimp: { base: '#fff1e6', dark: '#ef6a3c', light: '#ff9a6b' },
    seabass: { base: '#f6f1ec', dark: '#d8cfc6', light: '#ffffff' },
  };
  const look = colors[fish];
  const grad = ctx.lin(
    [
      [0, lighten(look.base, 0.18)],
      [1, darken(look.base, 0.08)],
    ],
    0,
    0,
    0,
    1,
  );
  out += `<path d="${body}" fill="${darken(look.base, 0.25)}" transform="translate(0 ${n(w * 0.08)})"/>`;
  out += `<path d="${body}" fill="${grad}"/>`;
  let detail = '';
  if (fish === 'salmon' || fish === 'shrimp' || fish === 'seabass') {
    const stripe = fish === 'salmon' ? look.light : fish === 'shrimp' ? look.light : '#e9ddd4';
    for (let i = -4; i <= 4; i++) {
      const x = i * len * 0.11;
      detail += `<path d="M${n(x - len * 0.06)} ${n(-w * 0.55)}Q${n(x + len * 0.06)} 0 ${n(x - len * 0.02)} ${n(w * 0.5)}" fill="none" stroke="${stripe}" stroke-width="${n(len * (fish === 'shrimp' ? 0.05 : 0.022))}" stroke-opacity="0.9"/>`;
    }
  } else if (fish === 'tuna') {
    for (let i = -3; i <= 3; i++) {
      const x = i * len * 0.14;
      detail += `<path d="M${n(x)} ${n(-w * 0.55)}Q${n(x + len * 0.08)} 0 ${n(x)} ${n(w * 0.5)}" fill="none" stroke="${look.light}" stroke-width="${n(len * 0.012)}" stroke-opacity="0.5"/>`;
    }
  } else {
    for (let i = -3; i <= 3; i++) {
      detail += `<path d="M${n(i * len * 0.13 - len * 0.03)} ${n(-w * 0.5)}L${n(i * len * 0.13 + len * 0.03)} ${n(w * 0.5)}" stroke="${look.dark}" stroke-width="${n(len * 0.02)}" stroke-opacity="0.55"/>`;
    }
    detail += `<path d="${roundRect(0, -w * 0.05, len * 0.13, w * 1.2, 3)}" fill="${NORI}"/>`;
    detail += drizzle(rng, len * 0.4, 'unagi') + seeds(rng, 0, len * 0.35, 10, len * 0.016, 'white');
  }
  detail += `<path d="M${n(-len * 0.34)} ${n(-w * 0.3)}Q0 ${n(-w * 0.48)} ${n(len * 0.3)} ${n(-w * 0.32)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(len * 0.025)}" stroke-linecap="round"/>`;
  out += `<g clip-path="${ctx.clipPath(body)}">${detail}</g>`;
  if (fish === 'shrimp') {
    out += `<path d="M${n(len * 0.47)} 0L${n(len * 0.62)} ${n(-w * 0.3)}Q${n(len * 0.66)} 0 ${n(len * 0.62)} ${n(w * 0.3)}Z" fill="#ef5a2c"/>`;
  }
  return out;
}

export type GunkanTop = 'tobiko' | 'salmon' | 'tuna' | 'crab' | 'spicy';

/** Gunkan seen 3/4 from above: a nori-wrapped oval with its topping. Width len. */
export function gunkan(ctx: Ctx, rng: Rng, top: GunkanTop, len: number): string {
  const rx = len / 2;
  const ry = len * 0.36;
  const h = len * 0.28;
  let out = `<path d="M${n(-rx)} 0V${n(h)}A${n(rx)} ${n(ry)} 0 0 0 ${n(rx)} ${n(h)}V0Z" fill="#151d17"/>`;
  out += `<ellipse cx="0" cy="${n(h)}" rx="${n(rx)}" ry="${n(ry)}" fill="#151d17"/>`;
  for (let i = 0; i < 5; i++) {
    const x = -rx + (i + 0.5) * (len / 5);
    out += `<path d="M${n(x)} ${n(ry * 0.6)}V${n(h + ry * 0.85)}" stroke="#2c3a30" stroke-width="${n(len * 0.012)}"/>`;
  }
  out += `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="${NORI}"/>`;
  const irx = rx * 0.9;
  const iry = ry * 0.86;
  let t = '';
  if (top === 'tobiko') {
    t += `<ellipse rx="${n(irx)}" ry="${n(iry)}" fill="#f76b0f"/>`;
    let roe = '';
    let glint = '';
    for (let i = 0; i < 70; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next());
      const x = Math.cos(a) * irx * d;
      const y = Math.sin(a) * iry * d;
      roe += ellipseD(x, y, len * 0.028, len * 0.028);
      glint += ellipseD(x - len * 0.008, y - len * 0.008, len * 0.01, len * 0.01);
    }
    t += `<path d="${roe}" fill="#ff8f24"/><path d="${glint}" fill="#fff3d0"/>`;
  } else {
    const base: Record<Exclude<GunkanTop, 'tobiko'>, Ingredient> = {
      salmon: 'salmon',
      tuna: 'tuna',
      crab: 'crab',
      spicy: 'salmon',
    };
    const ing = base[top];
    t += `<ellipse rx="${n(irx)}" ry="${n(iry)}" fill="${darken(ING[ing].base, 0.1)}"/>`;
    for (let i = 0; i < 9; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * 0.6;
      t += chunk(
        rng,
        ing,
        Math.cos(a) * irx * d,
        Math.sin(a) * iry * d,
        len * 0.13,
        len * 0.09,
        rng.range(0, 3),
      );
    }
    if (top === 'spicy' || top === 'crab') {
      const sauce = top === 'spicy' ? '#ff5a2a' : '#fff6df';
      t += `<path d="${openPath([
        [-irx * 0.7, -iry * 0.2],
        [-irx * 0.3, iry * 0.3],
        [0, -iry * 0.3],
        [irx * 0.35, iry * 0.3],
        [irx * 0.7, -iry * 0.1],
      ])}" fill="none" stroke="${sauce}" stroke-width="${n(len * 0.05)}" stroke-linecap="round"/>`;
    }
    t += scallions(rng, irx * 0.7, 4);
  }
  out += `<g clip-path="${ctx.clipPath(`M${n(-irx)} 0A${n(irx)} ${n(iry)} 0 1 0 ${n(irx)} 0A${n(irx)} ${n(iry)} 0 1 0 ${n(-irx)} 0Z`)}">${t}</g>`;
  out += `<path d="M${n(-rx * 0.8)} ${n(-ry * 0.5)}A${n(rx)} ${n(ry)} 0 0 1 ${n(-rx * 0.1)} ${n(-ry * 0.99)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${n(len * 0.02)}" stroke-linecap="round"/>`;
  return out;
}

/** A mound of wasabi, size s. */
export function wasabi(rng: Rng, s: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    const k = i === 7 ? 1.25 : 1 + rng.range(-0.12, 0.12);
    pts.push([Math.cos(a) * s * k, Math.sin(a) * s * 0.8 * k]);
  }
  const d = closedPath(pts);
  return (
    `<path d="${d}" fill="#6f9a2c" transform="translate(0 ${n(s * 0.14)})"/>` +
    `<path d="${d}" fill="#a9c94c"/>` +
    `<path d="${blob(rng, -s * 0.25, -s * 0.2, s * 0.45, s * 0.28, 0.15, 7)}" fill="#cfe27f" fill-opacity="0.8"/>` +
    `<path d="M${n(-s * 0.2)} ${n(s * 0.15)}Q${n(s * 0.2)} ${n(-s * 0.1)} ${n(s * 0.4)} ${n(s * 0.3)}" fill="none" stroke="#7fa235" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>`
  );
}

/** A rosette of pickled ginger slices, radius s. */
export function gingerRose(rng: Rng, s: number, tint = '#f6b3b8'): string {
  let out = '';
  const layers = [
    { count: 7, dist: s * 0.5, len: s * 0.75 },
    { count: 5, dist: s * 0.25, len: s * 0.6 },
    { count: 3, dist: s * 0.05, len: s * 0.45 },
  ];
  layers.forEach((layer, li) => {
    const off = rng.range(0, Math.PI);
    for (let i = 0; i < layer.count; i++) {
      const a = off + (i / layer.count) * Math.PI * 2 + rng.range(-0.15, 0.15);
      const x = Math.cos(a) * layer.dist;
      const y = Math.sin(a) * layer.dist;
      const color = li === 0 ? tint : lighten(tint, 0.15 + li * 0.12);
      const d = blob(rng, x, y, layer.len * 0.62, layer.len * 0.42, 0.12, 9, a);
      out += `<path d="${d}" fill="${color}" fill-opacity="0.93" stroke="${darken(tint, 0.12)}" stroke-width="${n(s * 0.015)}" stroke-opacity="0.6"/>`;
      out += `<path d="M${n(x - Math.cos(a) * layer.len * 0.4)} ${n(y - Math.sin(a) * layer.len * 0.4)}L${n(x + Math.cos(a) * layer.len * 0.35)} ${n(y + Math.sin(a) * layer.len * 0.35)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(s * 0.02)}" stroke-linecap="round"/>`;
    }
  });
  return out;
}

/** A shiso leaf under garnishes. */
export function shiso(len: number): string {
  return leaf('#4f9a3b', len, 0.55);
}
