/** Snacks, sauces, pickled ginger and chopsticks (800×800). */
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
  woodBoard,
} from './common.js';
import { gingerRose, wasabi } from './sushi-parts.js';

// ---------------------------------------------------------------- sauce

interface SauceLook {
  color: string;
  glossy: boolean;
  bits?: 'sesame' | 'chili' | 'herbs' | 'swirl';
}
const SAUCES: readonly (readonly [string[], SauceLook])[] = [
  [['soy'], { color: '#3b1c0e', glossy: true }],
  [['teriyaki'], { color: '#6b2e12', glossy: true, bits: 'sesame' }],
  [['unagi', 'eel'], { color: '#4a2211', glossy: true, bits: 'sesame' }],
  [['garlic'], { color: '#f3eddc', glossy: false, bits: 'herbs' }],
  [['cheese'], { color: '#f6c343', glossy: false, bits: 'swirl' }],
  [['bbq', 'barbecue'], { color: '#6e1c12', glossy: true }],
  [['ketchup', 'tomato'], { color: '#c62a1a', glossy: true }],
  [['sweet-chili', 'chili'], { color: '#e8512b', glossy: true, bits: 'chili' }],
  [['spicy', 'sriracha'], { color: '#e4572e', glossy: false, bits: 'chili' }],
  [['mayo', 'ranch', 'sour-cream', 'tartar'], { color: '#f7f1dc', glossy: false, bits: 'herbs' }],
  [['nut', 'peanut', 'sesame'], { color: '#c48a4a', glossy: false, bits: 'sesame' }],
  [['mustard', 'honey'], { color: '#e0a82e', glossy: true }],
  [['wasabi'], { color: '#9cc84b', glossy: false }],
  [['pesto'], { color: '#6f9a2e', glossy: false, bits: 'herbs' }],
];

function sauceLook(ctx: Ctx): SauceLook {
  for (const [words, look] of SAUCES) if (ctx.has(...words)) return look;
  return ctx.rng.pick(SAUCES)[1];
}

/** A small round ramekin of sauce seen from above. */
function sauceDish(ctx: Ctx, rng: Rng, look: SauceLook, r: number, dish = '#ffffff'): string {
  const rim = ctx.lin(
    [
      [0, lighten(dish, 0.4)],
      [1, darken(dish, 0.14)],
    ],
    0,
    0,
    0,
    1,
  );
  const inner = ctx.lin(
    [
      [0, darken(dish, 0.16)],
      [1, lighten(dish, 0.2)],
    ],
    0,
    0,
    0,
    1,
  );
  const sauce = ctx.rad(
    [
      [0, lighten(look.color, look.glossy ? 0.18 : 0.1)],
      [0.7, look.color],
      [1, darken(look.color, 0.25)],
    ],
    0.42,
    0.4,
    0.62,
  );
  let out = shadow(ctx, r * 0.08, r * 0.14, r * 1.15, r * 1.1, 0.38);
  out += `<circle r="${n(r)}" fill="${rim}"/><circle r="${n(r * 0.86)}" fill="${inner}"/>`;
  out += `<circle cx="${n(r * 0.02)}" cy="${n(r * 0.03)}" r="${n(r * 0.78)}" fill="${sauce}"/>`;
  if (look.bits === 'sesame') {
    for (const [x, y] of scatter(rng, 0, 0, r * 0.6, 16, r * 0.1))
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.045)}" ry="${n(r * 0.025)}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="#f6e7c4"/>`;
  } else if (look.bits === 'chili') {
    for (const [x, y] of scatter(rng, 0, 0, r * 0.62, 26, r * 0.07))
      out += `<path d="${blob(rng, x, y, r * 0.03, r * 0.02, 0.3, 5, rng.range(0, 3))}" fill="${rng.chance(0.5) ? '#a3180e' : '#ffd29a'}"/>`;
  } else if (look.bits === 'herbs') {
    for (const [x, y] of scatter(rng, 0, 0, r * 0.62, 22, r * 0.08))
      out += `<path d="${blob(rng, x, y, r * 0.03, r * 0.018, 0.3, 5, rng.range(0, 3))}" fill="#4f8a2e"/>`;
  } else if (look.bits === 'swirl') {
    const pts: Pt[] = [];
    for (let t = 0; t < 12; t++)
      pts.push([Math.cos(t * 0.95) * r * (0.05 + t * 0.05), Math.sin(t * 0.95) * r * (0.05 + t * 0.05)]);
    out += `<path d="${openPath(pts)}" fill="none" stroke="${lighten(look.color, 0.45)}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`;
  }
  out += `<path d="${blob(rng, -r * 0.3, -r * 0.32, r * 0.28, r * 0.12, 0.15, 8, -0.7)}" fill="#ffffff" fill-opacity="${look.glossy ? 0.45 : 0.25}"/>`;
  out += `<path d="M${n(-r * 0.93 * Math.cos(0.5))} ${n(-r * 0.93 * Math.sin(0.5))}A${n(r * 0.93)} ${n(r * 0.93)} 0 0 1 ${n(-r * 0.93 * Math.sin(0.45))} ${n(-r * 0.93 * Math.cos(0.45))}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(r * 0.03)}" stroke-linecap="round"/>`;
  return out;
}

export function drawSauce(ctx: Ctx): string {
  const rng = ctx.rng;
  const look = sauceLook(ctx);
  const dish = rng.pick(['#ffffff', '#2f3236', '#f1ece4', '#3d5a73']);
  let out = place(sauceDish(ctx, rng, look, 250, dish), 400, 400);
  if (rng.chance(0.6))
    out += place(leaf('#3f9a3a', 90, 0.55), 640, 650, -30) + place(leaf('#4aa843', 74, 0.55), 680, 610, 25);
  return out;
}

// ---------------------------------------------------------------- ginger, chopsticks

export function drawGinger(ctx: Ctx): string {
  const rng = ctx.rng;
  const tint = rng.pick(['#f6b3b8', '#f4a6b0', '#f7c6b2', '#f9d7c0']);
  let out = roundPlate(
    ctx,
    400,
    400,
    300,
    rng.pick([PLATES.black, PLATES.stone, PLATES.blue, PLATES.clay]),
    0.8,
  );
  out += place(gingerRose(rng, 205, tint), 400, 395);
  if (rng.chance(0.4)) out += place(wasabi(rng, 48), 560, 540);
  return out;
}

function stick(len: number, color: string, tip: string | null, w: number): string {
  const d = `M0 ${n(-w)}L${n(len)} ${n(-w * 0.45)}Q${n(len + w * 0.5)} 0 ${n(len)} ${n(w * 0.45)}L0 ${n(w)}Q${n(-w * 0.6)} 0 0 ${n(-w)}Z`;
  let out = `<path d="${d}" fill="#000000" fill-opacity="0.16" transform="translate(10 16)"/>`;
  out += `<path d="${d}" fill="${color}"/>`;
  if (tip)
    out += `<path d="M0 ${n(-w)}L${n(len * 0.22)} ${n(-w * 0.88)}V${n(w * 0.88)}L0 ${n(w)}Q${n(-w * 0.6)} 0 0 ${n(-w)}Z" fill="${tip}"/>`;
  out += `<path d="M${n(w)} ${n(-w * 0.45)}L${n(len - w)} ${n(-w * 0.2)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(w * 0.35)}" stroke-linecap="round"/>`;
  return out;
}

export function drawChopsticks(ctx: Ctx): string {
  const rng = ctx.rng;
  const style = rng.pick([
    { color: '#d6a86c', tip: null },
    { color: '#2b2220', tip: '#b3262b' },
    { color: '#b3262b', tip: '#2b2220' },
    { color: '#c98f55', tip: '#2b2220' },
  ]);
  let out = '';
  // paper sleeve below
  if (rng.chance(0.5)) {
    const sleeve = rng.pick(['#f5efe4', '#e9e1d3', '#ffffff']);
    out += place(
      `${shadow(ctx, 8, 14, 330, 70, 0.25)}<path d="${roundRect(0, 0, 600, 84, 6)}" fill="${sleeve}"/><path d="${roundRect(-120, 0, 70, 84, 0)}" fill="${rng.pick(['#b3262b', '#1f2a23', '#d9822b'])}"/><circle cx="-120" cy="0" r="18" fill="${sleeve}"/>`,
      400,
      560,
      -28,
    );
  }
  // ceramic rest
  const rest = rng.pick(['#f2efe9', '#3a3a3d', '#6f9fb8']);
  const restMarkup = `${shadow(ctx, 6, 16, 80, 36, 0.35)}<path d="M-60 0C-60 -30 -30 -34 0 -20C30 -34 60 -30 60 0C60 26 30 30 0 18C-30 30 -60 26 -60 0Z" fill="${darken(rest, 0.12)}" transform="translate(0 8)"/><path d="M-60 0C-60 -30 -30 -34 0 -20C30 -34 60 -30 60 0C60 26 30 30 0 18C-30 30 -60 26 -60 0Z" fill="${rest}"/><ellipse cx="-22" cy="-10" rx="18" ry="6" fill="#ffffff" fill-opacity="0.4"/>`;
  out += place(restMarkup, 560, 478, -28);
  out += place(
    stick(620, style.color, style.tip, 14) + place(stick(620, style.color, style.tip, 14), 4, 42, 2.5),
    100,
    200,
    26,
  );
  return out;
}

// ---------------------------------------------------------------- snacks

function crumbs(rng: Rng, count: number, r: number, color: string): string {
  let path = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    const s = rng.range(1.5, 3.5);
    path += ellipseD(Math.cos(a) * d, Math.sin(a) * d, s, s);
  }
  return `<path d="${path}" fill="${color}" fill-opacity="0.6"/>`;
}

function fries(ctx: Ctx): string {
  const rng = ctx.rng;
  const box = rng.pick(['#d7322b', '#d7322b', '#f2a900', '#1f7a5a']);
  let out = shadow(ctx, 410, 690, 230, 40, 0.4);
  let sticks = '';
  for (let i = 0; i < 24; i++) {
    const x = 250 + (i / 23) * 300 + rng.range(-10, 10);
    const topY = 150 + Math.abs(x - 400) * 0.35 + rng.range(-40, 40);
    const rot = (x - 400) * 0.06 + rng.range(-6, 6);
    const w = rng.range(24, 30);
    const fill = ctx.lin(
      [
        [0, '#fbd86b'],
        [1, '#e9a524'],
      ],
      0,
      0,
      1,
      0,
    );
    sticks += place(
      `<path d="${roundRect(0, 180, w, 360, 5)}" fill="${fill}"/><path d="M${n(-w / 2 + 4)} 10V360" stroke="#fff1b8" stroke-width="4" stroke-opacity="0.6"/><path d="${roundRect(0, 4, w, 8, 3)}" fill="#d08a1c" fill-opacity="0.6"/>`,
      x,
      topY,
      rot,
    );
  }
  out += sticks;
  const front = `M215 340Q400 400 585 340L540 690H260Z`;
  const paper = ctx.lin(
    [
      [0, darken(box, 0.18)],
      [0.4, lighten(box, 0.1)],
      [1, darken(box, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  out += `<path d="${front}" fill="${paper}"/>`;
  out += `<path d="M215 340Q400 400 585 340" fill="none" stroke="${lighten(box, 0.35)}" stroke-width="6"/>`;
  const mark = box === '#f2a900' ? '#d7322b' : '#f2c81e';
  out += `<path d="M236 450Q400 500 564 450L556 500Q400 550 244 500Z" fill="${mark}"/><circle cx="400" cy="590" r="40" fill="${mark}"/><circle cx="400" cy="590" r="24" fill="${box}"/>`;
  out += `<path d="M250 370L280 660" stroke="#ffffff" stroke-opacity="0.25" stroke-width="12" stroke-linecap="round"/>`;
  return out;
}

function nugget(rng: Rng, s: number): string {
  return (
    `<path d="${blob(rng, 4, 7, s, s * 0.78, 0.14, 9)}" fill="#000000" fill-opacity="0.16"/>` +
    `<path d="${blob(rng, 0, 0, s, s * 0.78, 0.14, 9)}" fill="#d38a2e"/>` +
    `<path d="${blob(rng, -s * 0.08, -s * 0.1, s * 0.82, s * 0.6, 0.16, 9)}" fill="#eeb352"/>` +
    crumbs(rng, 12, s * 0.7, '#b36a1c') +
    `<path d="${blob(rng, -s * 0.3, -s * 0.3, s * 0.3, s * 0.14, 0.2, 7, -0.5)}" fill="#ffe3a0" fill-opacity="0.7"/>`
  );
}

function wing(rng: Rng, s: number): string {
  const d = `M${n(-s)} ${n(-s * 0.35)}C${n(-s * 0.2)} ${n(-s * 0.75)} ${n(s * 0.6)} ${n(-s * 0.55)} ${n(s)} ${n(-s * 0.1)}C${n(s * 1.1)} ${n(s * 0.3)} ${n(s * 0.6)} ${n(s * 0.6)} ${n(s * 0.1)} ${n(s * 0.45)}C${n(-s * 0.5)} ${n(s * 0.35)} ${n(-s * 1.2)} ${n(s * 0.2)} ${n(-s)} ${n(-s * 0.35)}Z`;
  return (
    `<g transform="rotate(${n(rng.range(0, 360))})"><path d="${d}" fill="#000000" fill-opacity="0.16" transform="translate(4 7)"/><path d="${d}" fill="#a8401a"/>` +
    `<path d="${d}" fill="#d9692a" transform="translate(-3 -3) scale(0.86)"/><path d="M${n(-s * 0.5)} ${n(-s * 0.3)}Q0 ${n(-s * 0.5)} ${n(s * 0.5)} ${n(-s * 0.25)}" fill="none" stroke="#ffc48a" stroke-width="${n(s * 0.1)}" stroke-linecap="round" stroke-opacity="0.8"/></g>`
  );
}

function onionRing(s: number): string {
  return (
    `<circle cx="5" cy="8" r="${n(s)}" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="${n(s * 0.5)}"/>` +
    `<circle r="${n(s)}" fill="none" stroke="#c47a22" stroke-width="${n(s * 0.56)}"/>` +
    `<circle cx="-2" cy="-2" r="${n(s)}" fill="none" stroke="#eeb04c" stroke-width="${n(s * 0.4)}"/>` +
    `<circle r="${n(s)}" fill="none" stroke="#ffe1a0" stroke-width="${n(s * 0.12)}" stroke-dasharray="${n(s * 0.2)} ${n(s * 0.3)}"/>`
  );
}

function tempuraShrimp(rng: Rng, s: number): string {
  return (
    `<g transform="rotate(${n(rng.range(-20, 20))})"><path d="${blob(rng, 4, 8, s, s * 0.32, 0.1, 12)}" fill="#000000" fill-opacity="0.15"/>` +
    `<path d="${blob(rng, 0, 0, s, s * 0.32, 0.1, 12)}" fill="#e9ad4c"/><path d="${blob(rng, -s * 0.05, -s * 0.06, s * 0.85, s * 0.2, 0.15, 12)}" fill="#f8d385"/>` +
    crumbs(rng, 14, s * 0.3, '#c27f24') +
    `<path d="M${n(s * 0.92)} 0L${n(s * 1.25)} ${n(-s * 0.25)}Q${n(s * 1.3)} 0 ${n(s * 1.25)} ${n(s * 0.25)}Z" fill="#e8492c"/></g>`
  );
}

export function drawSnack(ctx: Ctx): string {
  const rng = ctx.rng;
  let kind = rng.pick(['fries', 'nuggets', 'wings', 'rings', 'tempura'] as const);
  if (ctx.has('fries', 'potato', 'free')) kind = 'fries';
  else if (ctx.has('nugget')) kind = 'nuggets';
  else if (ctx.has('wing')) kind = 'wings';
  else if (ctx.has('onion', 'ring')) kind = 'rings';
  else if (ctx.has('tempura', 'ebi', 'shrimp')) kind = 'tempura';
  if (kind === 'fries') return fries(ctx);
  let out = place(woodBoard(ctx, 640, 520), 400, 410, rng.range(-6, 6));
  out += place(
    `<path d="${roundRect(0, 0, 470, 380, 10)}" fill="#f6f1e6"/><path d="M-235 -150H235M-235 150H235" stroke="#d7322b" stroke-width="8" stroke-opacity="0.6"/>`,
    370,
    410,
    rng.range(-10, 10),
  );
  const dip = SAUCES.find(([w]) =>
    w.includes(rng.pick(['ketchup', 'cheese', 'bbq', 'mayo', 'sweet-chili'])),
  )?.[1] ?? { color: '#c62a1a', glossy: true };
  if (kind === 'nuggets')
    for (const [x, y] of scatter(rng, 360, 405, 150, 9, 82))
      out += place(nugget(rng, 62), x, y, rng.range(0, 360));
  else if (kind === 'wings') {
    for (const [x, y] of scatter(rng, 360, 405, 150, 7, 96)) out += place(wing(rng, 80), x, y);
    for (const [x, y] of scatter(rng, 360, 410, 170, 30, 14))
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5" ry="2.8" fill="#f6e7c4" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"/>`;
  } else if (kind === 'rings') {
    for (const [x, y] of scatter(rng, 360, 405, 150, 8, 90)) out += place(onionRing(rng.range(48, 58)), x, y);
  } else {
    for (let i = 0; i < 5; i++) out += place(tempuraShrimp(rng, 120), 340, 260 + i * 68, 0);
  }
  out += place(sauceDish(ctx, rng, dip, 78, '#ffffff'), 620, 600);
  return out;
}
