/** Pizza seen from above on a board (800×800, centred at 400,400). */
import type { Ctx, Rng } from './common.js';
import {
  blob,
  darken,
  f2,
  leaf,
  n,
  openPath,
  place,
  type Pt,
  roundBoard,
  scatter,
  sector,
  shadow,
} from './common.js';

type Topping =
  | 'pepperoni'
  | 'salami'
  | 'ham'
  | 'mushroom'
  | 'olive'
  | 'basil'
  | 'pepper'
  | 'onion'
  | 'corn'
  | 'tomato'
  | 'chicken'
  | 'bacon'
  | 'pineapple'
  | 'jalapeno'
  | 'mozzarella'
  | 'arugula'
  | 'shrimp';

interface PizzaRecipe {
  sauce: 'tomato' | 'cream' | 'bbq';
  toppings: Topping[];
  drizzle?: string;
}

const NAMED: readonly (readonly [string[], PizzaRecipe])[] = [
  [['margherita', 'margarita'], { sauce: 'tomato', toppings: ['mozzarella', 'tomato', 'basil'] }],
  [['pepperoni', 'diablo'], { sauce: 'tomato', toppings: ['pepperoni', 'jalapeno'] }],
  [['cheese', 'formag', 'sir'], { sauce: 'cream', toppings: ['mozzarella', 'basil'] }],
  [['hawai'], { sauce: 'tomato', toppings: ['ham', 'pineapple', 'corn'] }],
  [['bbq', 'barbecue'], { sauce: 'bbq', toppings: ['chicken', 'onion', 'bacon'], drizzle: '#5a1a0e' }],
  [['mushroom', 'funghi', 'grib'], { sauce: 'cream', toppings: ['mushroom', 'ham', 'arugula'] }],
  [
    ['veg', 'garden', 'primavera'],
    { sauce: 'tomato', toppings: ['pepper', 'olive', 'mushroom', 'tomato', 'corn'] },
  ],
  [['carbonara'], { sauce: 'cream', toppings: ['bacon', 'mushroom', 'onion'] }],
  [['meat', 'myas'], { sauce: 'tomato', toppings: ['pepperoni', 'ham', 'bacon', 'onion'] }],
  [['sea', 'shrimp', 'marin'], { sauce: 'cream', toppings: ['shrimp', 'olive', 'arugula'] }],
  [['chicken', 'kurk'], { sauce: 'tomato', toppings: ['chicken', 'pepper', 'corn', 'mushroom'] }],
];

const ALL: readonly Topping[] = [
  'pepperoni',
  'salami',
  'ham',
  'mushroom',
  'olive',
  'pepper',
  'onion',
  'corn',
  'tomato',
  'chicken',
  'bacon',
  'pineapple',
  'jalapeno',
  'shrimp',
];

function recipeOf(ctx: Ctx): PizzaRecipe {
  for (const [words, recipe] of NAMED) if (ctx.has(...words)) return recipe;
  const rng = ctx.rng;
  const toppings = rng.sample(ALL, rng.int(2, 4));
  if (rng.chance(0.35)) toppings.push('basil');
  return { sauce: rng.pick(['tomato', 'tomato', 'tomato', 'cream', 'bbq'] as const), toppings };
}

/** One topping piece at the origin, size s. */
function topping(rng: Rng, t: Topping, s: number): string {
  switch (t) {
    case 'pepperoni':
    case 'salami': {
      const base = t === 'pepperoni' ? '#c8392b' : '#b0303a';
      let out = `<circle r="${n(s)}" fill="${darken(base, 0.25)}"/><circle cx="${n(-s * 0.05)}" cy="${n(-s * 0.05)}" r="${n(s * 0.88)}" fill="${base}"/>`;
      for (let i = 0; i < 5; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = rng.range(0, s * 0.6);
        out += `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" r="${n(s * rng.range(0.07, 0.14))}" fill="${t === 'salami' ? '#f6d5cf' : '#e2604c'}"/>`;
      }
      return (
        out +
        `<path d="M${n(-s * 0.6)} ${n(-s * 0.35)}A${n(s * 0.7)} ${n(s * 0.7)} 0 0 1 ${n(-s * 0.1)} ${n(-s * 0.7)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(s * 0.1)}" stroke-linecap="round"/>`
      );
    }
    case 'ham':
      return `<path d="${blob(rng, 0, 0, s, s * 0.75, 0.18, 7, rng.range(0, 3))}" fill="#f2a0a0"/><path d="${blob(rng, -s * 0.1, -s * 0.1, s * 0.6, s * 0.4, 0.2, 7)}" fill="#f9c6c3"/>`;
    case 'mushroom': {
      const d = `M${n(-s)} 0C${n(-s)} ${n(-s * 1.1)} ${n(s)} ${n(-s * 1.1)} ${n(s)} 0C${n(s * 0.6)} ${n(s * 0.15)} ${n(s * 0.35)} ${n(s * 0.1)} ${n(s * 0.3)} ${n(s * 0.3)}L${n(s * 0.35)} ${n(s * 0.85)}H${n(-s * 0.35)}L${n(-s * 0.3)} ${n(s * 0.3)}C${n(-s * 0.35)} ${n(s * 0.1)} ${n(-s * 0.6)} ${n(s * 0.15)} ${n(-s)} 0Z`;
      return `<g transform="rotate(${n(rng.range(0, 360))})"><path d="${d}" fill="#efe0c8" stroke="#9c7250" stroke-width="${n(s * 0.14)}"/><path d="M${n(-s * 0.6)} ${n(-s * 0.3)}Q0 ${n(-s * 0.75)} ${n(s * 0.6)} ${n(-s * 0.3)}" fill="none" stroke="#c9a57d" stroke-width="${n(s * 0.08)}"/></g>`;
    }
    case 'olive':
      return `<circle r="${n(s * 0.55)}" fill="none" stroke="#2a2a28" stroke-width="${n(s * 0.4)}"/><path d="M${n(-s * 0.4)} ${n(-s * 0.5)}A${n(s * 0.6)} ${n(s * 0.6)} 0 0 1 ${n(s * 0.2)} ${n(-s * 0.7)}" fill="none" stroke="#8a8a86" stroke-width="${n(s * 0.1)}" stroke-linecap="round"/>`;
    case 'basil':
      return `<g transform="rotate(${n(rng.range(0, 360))})">${leaf('#3f9a3a', s * 2.4, 0.55)}</g>`;
    case 'arugula':
      return `<g transform="rotate(${n(rng.range(0, 360))})">${leaf('#5aa83c', s * 2.6, 0.3)}</g>`;
    case 'pepper': {
      const color = rng.pick(['#3aa845', '#e8412c', '#f5c211']);
      const a = rng.range(0, Math.PI * 2);
      return `<path d="M${n(Math.cos(a) * s)} ${n(Math.sin(a) * s)}A${n(s)} ${n(s)} 0 0 1 ${n(Math.cos(a + 2) * s)} ${n(Math.sin(a + 2) * s)}" fill="none" stroke="${darken(color, 0.2)}" stroke-width="${n(s * 0.42)}" stroke-linecap="round"/><path d="M${n(Math.cos(a) * s)} ${n(Math.sin(a) * s)}A${n(s)} ${n(s)} 0 0 1 ${n(Math.cos(a + 2) * s)} ${n(Math.sin(a + 2) * s)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.3)}" stroke-linecap="round"/>`;
    }
    case 'onion': {
      const a = rng.range(0, Math.PI * 2);
      return `<path d="M${n(Math.cos(a) * s)} ${n(Math.sin(a) * s)}A${n(s)} ${n(s)} 0 0 1 ${n(Math.cos(a + 2.6) * s)} ${n(Math.sin(a + 2.6) * s)}" fill="none" stroke="#b8609e" stroke-width="${n(s * 0.16)}" stroke-linecap="round"/><path d="M${n(Math.cos(a + 0.3) * s * 0.7)} ${n(Math.sin(a + 0.3) * s * 0.7)}A${n(s * 0.7)} ${n(s * 0.7)} 0 0 1 ${n(Math.cos(a + 2.4) * s * 0.7)} ${n(Math.sin(a + 2.4) * s * 0.7)}" fill="none" stroke="#e7c3dc" stroke-width="${n(s * 0.12)}" stroke-linecap="round"/>`;
    }
    case 'corn': {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const x = rng.range(-s, s);
        const y = rng.range(-s, s);
        out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.3)}" fill="#e9b10c"/><circle cx="${n(x - s * 0.08)}" cy="${n(y - s * 0.08)}" r="${n(s * 0.2)}" fill="#ffd84a"/>`;
      }
      return out;
    }
    case 'tomato': {
      let out = `<circle r="${n(s)}" fill="#d7301f"/><circle r="${n(s * 0.78)}" fill="#f0563f"/>`;
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + 0.4;
        out += `<path d="${blob(rng, Math.cos(a) * s * 0.42, Math.sin(a) * s * 0.42, s * 0.26, s * 0.16, 0.1, 6, a)}" fill="#f9a38a"/>`;
      }
      return out + `<circle r="${n(s * 0.14)}" fill="#d7301f"/>`;
    }
    case 'mozzarella':
      return `<path d="${blob(rng, 0, 0, s * 1.1, s * 0.95, 0.15, 9)}" fill="#fffbef"/><path d="${blob(rng, s * 0.2, s * 0.2, s * 0.7, s * 0.5, 0.15, 7)}" fill="#f4d48a" fill-opacity="0.45"/>`;
    case 'chicken':
      return `<path d="${blob(rng, 0, 0, s, s * 0.7, 0.2, 7, rng.range(0, 3))}" fill="#e8c28c"/><path d="${blob(rng, -s * 0.15, -s * 0.1, s * 0.6, s * 0.35, 0.2, 6)}" fill="#f6dfb6"/><path d="M${n(-s * 0.6)} ${n(s * 0.3)}L${n(s * 0.5)} ${n(-s * 0.2)}" stroke="#9a6132" stroke-width="${n(s * 0.12)}" stroke-opacity="0.6"/>`;
    case 'bacon': {
      const pts: Pt[] = [];
      for (let i = 0; i <= 4; i++) pts.push([-s * 1.1 + i * s * 0.55, (i % 2 ? 1 : -1) * s * 0.12]);
      const d = openPath(pts);
      return `<g transform="rotate(${n(rng.range(0, 360))})"><path d="${d}" fill="none" stroke="#9e2f25" stroke-width="${n(s * 0.8)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#c9473a" stroke-width="${n(s * 0.6)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#f6c7b4" stroke-width="${n(s * 0.16)}" stroke-linecap="round"/></g>`;
    }
    case 'pineapple':
      return `<g transform="rotate(${n(rng.range(0, 360))})"><path d="M${n(-s)} ${n(-s * 0.5)}L${n(s)} ${n(-s * 0.7)}L${n(s * 0.6)} ${n(s * 0.6)}L${n(-s * 0.7)} ${n(s * 0.5)}Z" fill="#f7d04a" stroke="#e3a91d" stroke-width="${n(s * 0.12)}" stroke-linejoin="round"/></g>`;
    case 'jalapeno':
      return `<circle r="${n(s * 0.7)}" fill="#6fa832"/><circle r="${n(s * 0.5)}" fill="#c9e39a"/><circle r="${n(s * 0.12)}" fill="#f4f0d0"/><circle cx="${n(s * 0.22)}" r="${n(s * 0.08)}" fill="#f4f0d0"/>`;
    case 'shrimp':
      return `<g transform="rotate(${n(rng.range(0, 360))})"><path d="M${n(s)} 0A${n(s)} ${n(s)} 0 1 1 ${n(-s * 0.2)} ${n(-s * 0.95)}" fill="none" stroke="#f26a3d" stroke-width="${n(s * 0.55)}" stroke-linecap="round"/><path d="M${n(s * 0.75)} 0A${n(s * 0.8)} ${n(s * 0.8)} 0 1 1 ${n(-s * 0.2)} ${n(-s * 0.75)}" fill="none" stroke="#ffd9c4" stroke-width="${n(s * 0.15)}" stroke-dasharray="${n(s * 0.25)} ${n(s * 0.2)}"/></g>`;
  }
}

const SIZE: Record<Topping, number> = {
  pepperoni: 33,
  salami: 34,
  ham: 30,
  mushroom: 28,
  olive: 17,
  basil: 20,
  arugula: 20,
  pepper: 30,
  onion: 30,
  corn: 17,
  tomato: 32,
  mozzarella: 36,
  chicken: 28,
  bacon: 26,
  pineapple: 24,
  jalapeno: 19,
  shrimp: 24,
};

/** The pizza itself (crust, sauce, cheese, toppings) centred at (cx, cy) with radius r. */
function pizzaBody(ctx: Ctx, recipe: PizzaRecipe, cx: number, cy: number, r: number): string {
  const rng = ctx.rng;
  const crust = ctx.rad(
    [
      [0, '#f8d08a'],
      [0.8, '#e9a24f'],
      [0.93, '#d48636'],
      [1, '#b56a2a'],
    ],
    0.46,
    0.45,
    0.54,
  );
  let out = `<path d="${blob(rng, cx, cy, r, r, 0.015, 24)}" fill="${crust}"/>`;
  for (let i = 0; i < 22; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * rng.range(0.88, 0.96);
    out += `<path d="${blob(rng, cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * rng.range(0.025, 0.05), r * rng.range(0.015, 0.03), 0.2, 6, a + Math.PI / 2)}" fill="#9c5520" fill-opacity="${f2(rng.range(0.25, 0.55))}"/>`;
  }
  out += `<path d="M${n(cx - r * 0.75)} ${n(cy - r * 0.55)}A${n(r * 0.93)} ${n(r * 0.93)} 0 0 1 ${n(cx - r * 0.2)} ${n(cy - r * 0.9)}" fill="none" stroke="#ffe6b0" stroke-opacity="0.6" stroke-width="${n(r * 0.03)}" stroke-linecap="round"/>`;
  const sauce = { tomato: '#c7321e', cream: '#f3dfb6', bbq: '#6e2414' }[recipe.sauce];
  out += `<path d="${blob(rng, cx, cy, r * 0.86, r * 0.86, 0.025, 20)}" fill="${sauce}"/>`;
  const cheese = ctx.lin(
    [
      [0, '#ffe9a0'],
      [0.6, '#f9d470'],
      [1, '#efb84f'],
    ],
    0,
    0,
    0,
    1,
  );
  out += `<path d="${blob(rng, cx, cy, r * 0.82, r * 0.82, 0.05, 22)}" fill="${cheese}"/>`;
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.72;
    const light = i % 2 === 0;
    out += `<path d="${blob(rng, cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * rng.range(0.04, 0.1), r * rng.range(0.03, 0.07), 0.25, 7, a)}" fill="${light ? '#fff4c2' : '#e39a3a'}" fill-opacity="${light ? 0.8 : 0.45}"/>`;
  }
  // toppings, spread evenly
  const kinds = recipe.toppings;
  const count = kinds.length <= 2 ? 20 : 26;
  const spots = scatter(rng, cx, cy, r * 0.7, count, r * 0.15);
  spots.forEach(([x, y], i) => {
    const weighted = kinds.length > 1 ? [kinds[0] as Topping, ...kinds] : kinds;
    const t = weighted[i % weighted.length] as Topping;
    out += `<g transform="translate(${n(x)} ${n(y)}) scale(${f2(r / 290)})">${topping(rng, t, SIZE[t] * rng.range(0.9, 1.1))}</g>`;
  });
  if (recipe.drizzle) {
    for (let l = 0; l < 4; l++) {
      const y0 = cy - r * 0.45 + l * r * 0.3;
      const half = Math.sqrt(Math.max(0, (r * 0.7) ** 2 - (y0 - cy) ** 2));
      const pts: Pt[] = [];
      for (let x = -half; x <= half + 1; x += half / 5) pts.push([cx + x, y0 + Math.sin(x / 22 + l) * 12]);
      out += `<path d="${openPath(pts)}" fill="none" stroke="${recipe.drizzle}" stroke-width="${n(r * 0.022)}" stroke-linecap="round" stroke-opacity="0.9"/>`;
    }
  }
  return out;
}

/** Pizza product: a round board, the pizza cut in slices, sometimes one slice pulled out. */
export function drawPizza(ctx: Ctx): string {
  const rng = ctx.rng;
  const recipe = recipeOf(ctx);
  const r = 285;
  let out = roundBoard(ctx, 400, 400, 345);
  const body = pizzaBody(ctx, recipe, 400, 400, r);
  const slices = rng.pick([6, 8, 8]);
  const a0 = rng.range(0, Math.PI * 2);
  let cuts = '';
  for (let i = 0; i < slices; i++) {
    const a = a0 + (i / slices) * Math.PI * 2;
    cuts += `<path d="M400 400L${n(400 + Math.cos(a) * r * 1.02)} ${n(400 + Math.sin(a) * r * 1.02)}" stroke="#8a4a1c" stroke-opacity="0.35" stroke-width="4"/>`;
  }
  if (rng.chance(0.45)) {
    // one slice pulled away from the rest
    const step = (Math.PI * 2) / slices;
    const sa = a0 + step * rng.int(0, slices - 1);
    const mid = sa + step / 2;
    const dx = Math.cos(mid) * 34;
    const dy = Math.sin(mid) * 34;
    const big = r * 1.1;
    const rest = sector(400, 400, big, sa + step, sa + Math.PI * 2);
    const one = sector(400, 400, big, sa, sa + step);
    const sliceShadow = sector(400, 400, r * 1.01, sa + 0.02, sa + step - 0.02);
    out += shadow(ctx, 408, 414, r * 1.04, r * 1.04, 0.22);
    out += `<g clip-path="${ctx.clipPath(rest)}">${body}${cuts}</g>`;
    out += `<path d="${sliceShadow}" fill="#2b1d12" fill-opacity="0.25" transform="translate(${n(dx + 8)} ${n(dy + 12)})"/>`;
    out += `<g transform="translate(${n(dx)} ${n(dy)})"><g clip-path="${ctx.clipPath(one)}">${body}</g></g>`;
  } else {
    out += shadow(ctx, 408, 414, r * 1.04, r * 1.04, 0.22) + body + cuts;
  }
  if (rng.chance(0.5))
    out += place(leaf('#3f9a3a', 70, 0.55), 680, 690, -30) + place(leaf('#4aa843', 56, 0.55), 720, 650, 20);
  if (rng.chance(0.5)) out += place(cherryTomato(22) + place(cherryTomato(18), 36, 14), 90, 690);
  return out;
}

function cherryTomato(r: number): string {
  return (
    `<circle cx="3" cy="6" r="${r}" fill="#000000" fill-opacity="0.12"/><circle r="${r}" fill="#d92f1c"/>` +
    `<circle cx="${n(-r * 0.3)}" cy="${n(-r * 0.35)}" r="${n(r * 0.28)}" fill="#ffffff" fill-opacity="0.45"/>` +
    `<path d="M0 ${n(-r * 0.9)}l-8 -6M0 ${n(-r * 0.9)}l8 -6M0 ${n(-r * 0.9)}l0 -10" stroke="#3f8a2e" stroke-width="4" stroke-linecap="round"/>`
  );
}
