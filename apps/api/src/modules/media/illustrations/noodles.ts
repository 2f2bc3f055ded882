/** Wok noodles (box or bowl), poke bowls and pasta (800×800, centred at 400,400). */
import type { Ctx, Rng } from './common.js';
import {
  blob,
  darken,
  ellipseD,
  leaf,
  lighten,
  n,
  openPath,
  place,
  PLATES,
  type Pt,
  roundPlate,
  roundRect,
  scatter,
  shadow,
} from './common.js';
import { bowl, shrimp } from './soup-salad.js';
import { drizzleOver, riceGrains } from './sushi-parts.js';

interface NoodleLook {
  base: string;
  dark: string;
}
const NOODLES: Record<'egg' | 'udon' | 'rice' | 'soba' | 'teriyaki', NoodleLook> = {
  egg: { base: '#f6cf6c', dark: '#d69a35' },
  udon: { base: '#f7ecd2', dark: '#d8c49a' },
  rice: { base: '#f7f2e8', dark: '#d9cfbd' },
  soba: { base: '#a8825e', dark: '#6f5138' },
  teriyaki: { base: '#d9974a', dark: '#9a5a22' },
};

function noodleLook(ctx: Ctx): NoodleLook {
  if (ctx.has('udon')) return NOODLES.udon;
  if (ctx.has('soba')) return NOODLES.soba;
  if (ctx.has('rice', 'funchoz', 'glass')) return NOODLES.rice;
  if (ctx.has('teriyaki')) return NOODLES.teriyaki;
  return ctx.rng.pick([NOODLES.egg, NOODLES.egg, NOODLES.udon, NOODLES.teriyaki, NOODLES.soba]);
}

/** Tangled noodles filling the box (x0,y0)-(x1,y1); clip the result to the vessel. */
function noodleTangle(
  rng: Rng,
  look: NoodleLook,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  width: number,
): string {
  let under = '';
  let over = '';
  for (let i = 0; i < count; i++) {
    const pts: Pt[] = [];
    let x = rng.range(x0, x1);
    let y = rng.range(y0, y1);
    let a = rng.range(0, Math.PI * 2);
    for (let k = 0; k < 7; k++) {
      pts.push([x, y]);
      a += rng.range(-1.3, 1.3);
      x = Math.max(x0, Math.min(x1, x + Math.cos(a) * width * 4));
      y = Math.max(y0, Math.min(y1, y + Math.sin(a) * width * 4));
    }
    const d = openPath(pts);
    under += `<path d="${d}" fill="none" stroke="${look.dark}" stroke-width="${n(width * 1.35)}" stroke-linecap="round"/>`;
    over += `<path d="${d}" fill="none" stroke="${look.dark}" stroke-width="${n(width * 1.35)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${look.base}" stroke-width="${n(width)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(width * 0.25)}" stroke-linecap="round" transform="translate(-1 -2)"/>`;
  }
  return under + over;
}

type Veg = 'chicken' | 'beef' | 'shrimp' | 'pepper' | 'carrot' | 'broccoli' | 'scallion' | 'mushroom';

function wokItem(rng: Rng, v: Veg, s: number): string {
  const rot = n(rng.range(0, 360));
  switch (v) {
    case 'chicken':
      return `<path d="${blob(rng, 3, 5, s, s * 0.75, 0.2, 7)}" fill="#000000" fill-opacity="0.12"/><path d="${blob(rng, 0, 0, s, s * 0.75, 0.2, 7)}" fill="#c98336"/><path d="${blob(rng, -s * 0.15, -s * 0.15, s * 0.6, s * 0.4, 0.2, 7)}" fill="#e9b36a"/>`;
    case 'beef':
      return `<g transform="rotate(${rot})"><path d="${roundRect(0, 0, s * 2.4, s * 0.8, s * 0.3)}" fill="#6e3619"/><path d="${roundRect(-s * 0.2, -s * 0.12, s * 1.6, s * 0.3, s * 0.15)}" fill="#9a5a32"/></g>`;
    case 'shrimp':
      return shrimp(rng, s * 0.9);
    case 'pepper': {
      const c = rng.pick(['#e8412c', '#f5c211', '#3aa845']);
      return `<g transform="rotate(${rot})"><path d="${roundRect(0, 0, s * 2.6, s * 0.55, s * 0.27)}" fill="${darken(c, 0.15)}"/><path d="${roundRect(0, -s * 0.08, s * 2.4, s * 0.3, s * 0.15)}" fill="${c}"/></g>`;
    }
    case 'carrot':
      return `<g transform="rotate(${rot})"><path d="${roundRect(0, 0, s * 2.4, s * 0.4, s * 0.15)}" fill="#e8781e"/><path d="${roundRect(0, -s * 0.06, s * 2.2, s * 0.14, s * 0.07)}" fill="#ffa64d"/></g>`;
    case 'broccoli': {
      let out = `<path d="M0 0L${n(s * 0.25)} ${n(s * 1.1)}" stroke="#8fbf5a" stroke-width="${n(s * 0.45)}" stroke-linecap="round"/>`;
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        out += `<circle cx="${n(Math.cos(a) * s * 0.45)}" cy="${n(Math.sin(a) * s * 0.4 - s * 0.2)}" r="${n(s * 0.42)}" fill="${i % 2 ? '#3f7f2a' : '#4f9a35'}"/>`;
      }
      return `<g transform="rotate(${rot})">${out}<circle cx="${n(-s * 0.15)}" cy="${n(-s * 0.4)}" r="${n(s * 0.3)}" fill="#6fb84a"/></g>`;
    }
    case 'scallion':
      return `<circle r="${n(s * 0.3)}" fill="#d9f0b4" stroke="#4f9e2f" stroke-width="${n(s * 0.14)}"/>`;
    case 'mushroom':
      return `<g transform="rotate(${rot})"><path d="M${n(-s)} 0C${n(-s)} ${n(-s * 1.1)} ${n(s)} ${n(-s * 1.1)} ${n(s)} 0L${n(s * 0.3)} 0L${n(s * 0.3)} ${n(s * 0.8)}H${n(-s * 0.3)}V0Z" fill="#8a6242"/><path d="M${n(-s * 0.7)} ${n(-s * 0.2)}Q0 ${n(-s * 0.8)} ${n(s * 0.7)} ${n(-s * 0.2)}" fill="none" stroke="#b98b62" stroke-width="${n(s * 0.15)}"/></g>`;
  }
}

function wokToppings(ctx: Ctx): Veg[] {
  const rng = ctx.rng;
  const protein: Veg = ctx.has('chicken')
    ? 'chicken'
    : ctx.has('beef', 'pork')
      ? 'beef'
      : ctx.has('shrimp', 'sea')
        ? 'shrimp'
        : rng.pick(['chicken', 'beef', 'shrimp', 'mushroom'] as const);
  return [protein, protein, ...rng.sample(['pepper', 'carrot', 'broccoli', 'pepper'] as const, 3)];
}

function sesame(rng: Rng, cx: number, cy: number, r: number, count: number): string {
  let d = '';
  for (const [x, y] of scatter(rng, cx, cy, r, count, 10)) d += ellipseD(x, y, 5, 2.8, rng.range(0, 180));
  return `<path d="${d}" fill="#f6e7c4" stroke="#cdb58a" stroke-width="1"/>`;
}

function chopsticksPair(color: string, len: number): string {
  const stick = (dy: number): string =>
    `<path d="M0 ${n(dy - 7)}L${n(len)} ${n(dy - 3)}L${n(len)} ${n(dy + 3)}L0 ${n(dy + 7)}Z" fill="${color}"/><path d="M0 ${n(dy - 4)}L${n(len)} ${n(dy - 1.5)}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>`;
  return stick(-10) + stick(12);
}

/** Takeaway noodle box seen from the front, overflowing with noodles. */
function noodleBox(ctx: Ctx): string {
  return place(noodleBoxAt(ctx), 0, 45);
}

function noodleBoxAt(ctx: Ctx): string {
  const rng = ctx.rng;
  const look = noodleLook(ctx);
  const paper = rng.pick(['#f5f1ea', '#c9a27a', '#f5f1ea', '#2f2f33']);
  const band = rng.pick(['#d7322b', '#e98a1f', '#2c7a4b', '#d7322b']);
  let out = shadow(ctx, 410, 700, 230, 50, 0.35);
  // flaps behind
  out += `<path d="M210 300L150 190L330 205L400 280Z" fill="${darken(paper, 0.14)}"/><path d="M590 300L650 190L470 205L400 280Z" fill="${darken(paper, 0.2)}"/>`;
  // chopsticks and the heap
  out += place(chopsticksPair('#c99a5e', 330), 440, 320, -58);
  const heap = `M200 310C185 200 270 120 400 120C530 120 615 200 600 310Z`;
  const items = wokToppings(ctx);
  let food = `<path d="${heap}" fill="${look.dark}"/>` + noodleTangle(rng, look, 195, 125, 605, 330, 44, 14);
  for (const [x, y] of scatter(rng, 400, 230, 190, 14, 58)) {
    if (y < 150 || y > 320) continue;
    food += place(wokItem(rng, rng.pick(items), 27), x, y);
  }
  food += sesame(rng, 400, 220, 170, 26);
  for (const [x, y] of scatter(rng, 400, 220, 150, 12, 26)) food += place(wokItem(rng, 'scallion', 24), x, y);
  out += `<g clip-path="${ctx.clipPath(heap + 'M160 330H640V340H160Z')}">${food}</g>`;
  // box faces
  const left = `M200 300L400 330L400 690L255 672Z`;
  const right = `M600 300L400 330L400 690L545 672Z`;
  out += `<path d="${left}" fill="${paper}"/><path d="${right}" fill="${darken(paper, 0.1)}"/>`;
  out += `<path d="M212 420L400 445L400 520L226 500Z" fill="${band}"/><path d="M588 420L400 445L400 520L574 500Z" fill="${darken(band, 0.12)}"/>`;
  out += `<circle cx="320" cy="470" r="22" fill="${lighten(band, 0.8)}" fill-opacity="0.9"/><circle cx="320" cy="470" r="13" fill="${band}"/>`;
  out += `<path d="M400 330V690" stroke="${darken(paper, 0.2)}" stroke-width="2"/>`;
  out += `<path d="M200 300L400 330L600 300" fill="none" stroke="${lighten(paper, 0.5)}" stroke-width="5" stroke-linejoin="round"/>`;
  out += `<path d="M215 320L258 650" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
  return out;
}

function noodleBowl(ctx: Ctx): string {
  const rng = ctx.rng;
  const look = noodleLook(ctx);
  const { markup, inner } = bowl(ctx, 400, 410, 300, rng.pick(['#2f3236', '#f7f3ec', '#3d5a73', '#c8603a']));
  let out = markup;
  let food =
    `<circle cx="400" cy="410" r="${n(inner)}" fill="${look.dark}"/>` +
    noodleTangle(rng, look, 400 - inner, 410 - inner, 400 + inner, 410 + inner, 46, 16);
  const items = wokToppings(ctx);
  for (const [x, y] of scatter(rng, 400, 410, inner * 0.8, 18, 70))
    food += place(wokItem(rng, rng.pick(items), 32), x, y);
  food += sesame(rng, 400, 410, inner * 0.8, 30);
  for (const [x, y] of scatter(rng, 400, 410, inner * 0.7, 14, 30))
    food += place(wokItem(rng, 'scallion', 22), x, y);
  out += `<g clip-path="${ctx.clipCircle(400, 410, inner)}">${food}</g>`;
  out += `<circle cx="400" cy="410" r="${n(inner)}" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="10"/>`;
  const sticks = chopsticksPair(rng.pick(['#3a2a22', '#c99a5e', '#b3262b']), 560);
  return (
    out +
    place(
      `<g opacity="0.18" transform="translate(8 14)">${sticks.replace(/fill="#[0-9a-f]{6}"/g, 'fill="#000000"')}</g>` +
        sticks,
      250,
      130,
      28,
    )
  );
}

export function drawWok(ctx: Ctx): string {
  return ctx.rng.chance(0.55) ? noodleBox(ctx) : noodleBowl(ctx);
}

// ---------------------------------------------------------------- bowls: poke and pasta

type PokeItem =
  | 'avocado'
  | 'edamame'
  | 'cucumber'
  | 'mango'
  | 'corn'
  | 'cabbage'
  | 'wakame'
  | 'carrot'
  | 'radish'
  | 'tomato';

function pokeItem(rng: Rng, item: PokeItem, x: number, y: number, a: number): string {
  switch (item) {
    case 'avocado': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        out += place(
          `<path d="M-60 0A62 36 0 0 1 60 0A62 22 0 0 0 -60 0Z" fill="#5f8f2a"/><path d="M-55 -3A57 29 0 0 1 55 -3A57 16 0 0 0 -55 -3Z" fill="#cfe28a"/><path d="M-40 -14A50 22 0 0 1 40 -14" fill="none" stroke="#b5d46a" stroke-width="6"/>`,
          (i - 2) * 18,
          (i - 2) * 7,
          0,
        );
      }
      return place(out, x, y, (a * 180) / Math.PI + 90);
    }
    case 'edamame':
    case 'corn':
    case 'mango':
    case 'radish':
    case 'tomato': {
      let out = '';
      for (const [px, py] of scatter(rng, x, y, 66, item === 'corn' ? 26 : 13, item === 'corn' ? 16 : 30)) {
        if (item === 'edamame')
          out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="13" ry="10" fill="#5fa83a"/><ellipse cx="${n(px - 3)}" cy="${n(py - 3)}" rx="6" ry="4" fill="#9fd46a"/>`;
        else if (item === 'corn')
          out += `<circle cx="${n(px)}" cy="${n(py)}" r="8" fill="#e9b10c"/><circle cx="${n(px - 2)}" cy="${n(py - 2)}" r="5" fill="#ffd84a"/>`;
        else if (item === 'mango')
          out += place(
            `<rect x="-13" y="-13" width="27" height="27" rx="5" fill="#f29a16"/><rect x="-15" y="-15" width="24" height="24" rx="5" fill="#ffc23a"/>`,
            px,
            py,
            rng.range(0, 90),
          );
        else if (item === 'radish')
          out += `<circle cx="${n(px)}" cy="${n(py)}" r="17" fill="#e0457a"/><circle cx="${n(px)}" cy="${n(py)}" r="14" fill="#fff3f6"/>`;
        else
          out += place(
            `<circle r="17" fill="#d92f1c"/><circle r="13" fill="#f2604a"/><circle cx="-4" cy="-2" r="3" fill="#fbd0b8"/>`,
            px,
            py,
          );
      }
      return out;
    }
    case 'cucumber': {
      let out = '';
      for (const [px, py] of scatter(rng, x, y, 60, 8, 32))
        out += `<circle cx="${n(px)}" cy="${n(py)}" r="22" fill="#3f8a2e"/><circle cx="${n(px)}" cy="${n(py)}" r="18" fill="#dff2c8"/><circle cx="${n(px)}" cy="${n(py)}" r="7" fill="#b9dd94"/>`;
      return out;
    }
    case 'cabbage':
    case 'wakame':
    case 'carrot': {
      const color = {
        cabbage: ['#7a2f7a', '#b06ab0'],
        wakame: ['#4f9a2a', '#7bc23a'],
        carrot: ['#e8781e', '#ffa64d'],
      }[item];
      let out = '';
      for (let i = 0; i < 34; i++) {
        const px = x + rng.range(-58, 58);
        const py = y + rng.range(-58, 58);
        const b = rng.range(0, Math.PI * 2);
        out += `<path d="M${n(px - Math.cos(b) * 28)} ${n(py - Math.sin(b) * 28)}Q${n(px + rng.range(-10, 10))} ${n(py + rng.range(-10, 10))} ${n(px + Math.cos(b) * 28)} ${n(py + Math.sin(b) * 28)}" fill="none" stroke="${color[i % 2]}" stroke-width="6" stroke-linecap="round"/>`;
      }
      return out;
    }
  }
}

function pokeBowl(ctx: Ctx): string {
  const rng = ctx.rng;
  const { markup, inner } = bowl(ctx, 400, 400, 310, rng.pick(['#f7f3ec', '#2f3236', '#e9e1d3', '#3d5a73']));
  let food =
    `<circle cx="400" cy="400" r="${n(inner)}" fill="#f6f3eb"/>` +
    place(riceGrains(rng, 0, inner, 120, 10), 400, 400);
  const items = rng.sample(
    [
      'avocado',
      'edamame',
      'cucumber',
      'mango',
      'corn',
      'cabbage',
      'wakame',
      'carrot',
      'radish',
      'tomato',
    ] as const,
    5,
  );
  const a0 = rng.range(0, Math.PI * 2);
  items.forEach((item, i) => {
    const a = a0 + (i / items.length) * Math.PI * 2;
    food += pokeItem(rng, item, 400 + Math.cos(a) * inner * 0.58, 400 + Math.sin(a) * inner * 0.58, a);
  });
  const fish = ctx.has('tuna')
    ? '#d8384c'
    : ctx.has('shrimp')
      ? 'shrimp'
      : ctx.has('chicken')
        ? '#e2b072'
        : ctx.has('tofu', 'vegan')
          ? '#fff6e0'
          : rng.pick(['#f7824c', '#d8384c', 'shrimp']);
  for (const [x, y] of scatter(rng, 400, 400, 80, 12, 36)) {
    food +=
      fish === 'shrimp'
        ? place(shrimp(rng, 22), x, y)
        : place(
            `<path d="${roundRect(3, 5, 38, 36, 7)}" fill="${darken(fish, 0.3)}"/><path d="${roundRect(0, 0, 38, 36, 7)}" fill="${fish}"/><path d="M-14 -6Q0 4 14 -8M-14 6Q0 14 14 4" fill="none" stroke="${lighten(fish, 0.55)}" stroke-width="3"/>`,
            x,
            y,
            rng.range(0, 90),
          );
  }
  food += sesame(rng, 400, 400, 120, 18);
  food += place(drizzleOver(rng, 250, 110, rng.pick(['spicy', 'unagi', 'mayo'] as const), 2, 7), 400, 400);
  food +=
    place(`<rect x="-40" y="-10" width="80" height="20" rx="3" fill="#1f2a23"/>`, 470, 330, 30) +
    place(`<rect x="-36" y="-9" width="72" height="18" rx="3" fill="#26332a"/>`, 330, 470, -20);
  return (
    markup +
    `<g clip-path="${ctx.clipCircle(400, 400, inner)}">${food}</g><circle cx="400" cy="400" r="${n(inner)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="10"/>`
  );
}

function pasta(ctx: Ctx): string {
  const rng = ctx.rng;
  const kind = ctx.has('carbonara', 'alfredo')
    ? 'carbonara'
    : ctx.has('bolognese')
      ? 'bolognese'
      : ctx.has('pesto')
        ? 'pesto'
        : ctx.has('shrimp', 'sea')
          ? 'seafood'
          : rng.pick(['carbonara', 'bolognese', 'pesto', 'seafood'] as const);
  let out = roundPlate(ctx, 400, 400, 330, rng.pick([PLATES.white, PLATES.stone, PLATES.blue]), 0.7);
  const look =
    kind === 'pesto'
      ? { base: '#c9cf68', dark: '#8f9a3a' }
      : kind === 'carbonara'
        ? { base: '#f8dc92', dark: '#d9ad55' }
        : { base: '#f6cf6c', dark: '#c98f3a' };
  out += shadow(ctx, 408, 414, 225, 225, 0.25);
  let strands = '';
  for (let i = 0; i < 52; i++) {
    const r = rng.range(30, 205);
    const a = rng.range(0, Math.PI * 2);
    const sweep = rng.range(1.2, 2.6);
    const ox = rng.range(-18, 18);
    const oy = rng.range(-18, 18);
    const pts: Pt[] = [];
    for (let k = 0; k <= 6; k++) {
      const t = a + (sweep * k) / 6;
      const rr = r * (1 + rng.range(-0.05, 0.05));
      pts.push([400 + ox + Math.cos(t) * rr, 400 + oy + Math.sin(t) * rr]);
    }
    const d = openPath(pts);
    strands += `<path d="${d}" fill="none" stroke="${look.dark}" stroke-width="12" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${look.base}" stroke-width="8.5" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2" stroke-linecap="round" transform="translate(-1 -2)"/>`;
  }
  out += `<circle cx="400" cy="400" r="212" fill="${look.dark}"/>` + strands;
  if (kind === 'bolognese') {
    out += `<path d="${blob(rng, 405, 395, 110, 100, 0.15, 11)}" fill="#8e2a17"/><path d="${blob(rng, 395, 385, 80, 70, 0.2, 9)}" fill="#b03a1e"/>`;
    for (const [x, y] of scatter(rng, 400, 392, 90, 22, 18))
      out += `<path d="${blob(rng, x, y, 9, 7, 0.3, 6)}" fill="${rng.pick(['#5e1f10', '#7a2c16', '#c4532c'])}"/>`;
  } else if (kind === 'carbonara') {
    for (const [x, y] of scatter(rng, 400, 400, 150, 16, 30))
      out += place(
        `<path d="${roundRect(0, 0, 26, 16, 4)}" fill="#c0463a"/><path d="${roundRect(0, -3, 20, 5, 2)}" fill="#f4c6b2"/>`,
        x,
        y,
        rng.range(0, 180),
      );
    out += `<circle cx="392" cy="392" r="26" fill="#f7a21b"/><circle cx="386" cy="386" r="10" fill="#ffd27a"/>`;
  } else if (kind === 'pesto') {
    for (const [x, y] of scatter(rng, 400, 400, 140, 14, 26))
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="9" ry="5.5" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="#f4e3b8" stroke="#d4b77c" stroke-width="1.5"/>`;
  } else {
    for (const [x, y] of scatter(rng, 400, 400, 140, 7, 60)) out += place(shrimp(rng, 30), x, y);
  }
  for (const [x, y] of scatter(rng, 400, 400, 160, 30, 16))
    out += `<path d="${blob(rng, x, y, 6, 3, 0.3, 5, rng.range(0, 3))}" fill="#fff6d6"/>`;
  out += place(leaf('#3f9a3a', 70, 0.55), 430, 350, -40) + place(leaf('#4aa843', 60, 0.55), 465, 372, 30);
  return out;
}

export function drawBowl(ctx: Ctx): string {
  if (ctx.has('pasta', 'spaghetti', 'carbonara', 'bolognese', 'pesto', 'alfredo')) return pasta(ctx);
  if (ctx.has('poke')) return pokeBowl(ctx);
  return ctx.rng.chance(0.5) ? pokeBowl(ctx) : pasta(ctx);
}
