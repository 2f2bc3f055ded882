/** Soups and salads seen from above (800×800, centred at 400,400). */
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
  type PlateStyle,
  type Pt,
  roundPlate,
  roundRect,
  scatter,
  shadow,
} from './common.js';

/** A deep ceramic bowl seen from above; returns the markup and the radius of its contents. */
export function bowl(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  color: string,
): { markup: string; inner: number } {
  const outer = ctx.lin(
    [
      [0, lighten(color, 0.25)],
      [1, darken(color, 0.15)],
    ],
    0,
    0,
    0,
    1,
  );
  const wall = ctx.lin(
    [
      [0, darken(color, 0.22)],
      [0.6, darken(color, 0.05)],
      [1, lighten(color, 0.2)],
    ],
    0,
    0,
    0,
    1,
  );
  const markup =
    shadow(ctx, cx + r * 0.06, cy + r * 0.1, r * 1.12, r * 1.08, 0.36) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${outer}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.92)}" fill="${wall}"/>` +
    `<path d="M${n(cx - r * 0.96 * Math.cos(0.55))} ${n(cy - r * 0.96 * Math.sin(0.55))}A${n(r * 0.96)} ${n(r * 0.96)} 0 0 1 ${n(cx - r * 0.96 * Math.sin(0.5))} ${n(cy - r * 0.96 * Math.cos(0.5))}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(r * 0.022)}" stroke-linecap="round"/>`;
  return { markup, inner: r * 0.86 };
}

const BOWL_COLORS = ['#f7f3ec', '#2f3236', '#c8603a', '#e9e1d3', '#3d5a73'] as const;

function tofu(rng: Rng, s: number): string {
  const rot = n(rng.range(-30, 30));
  return `<g transform="rotate(${rot})"><path d="${roundRect(s * 0.12, s * 0.16, s * 2, s * 2, s * 0.3)}" fill="#d8cbb0"/><path d="${roundRect(0, 0, s * 2, s * 2, s * 0.3)}" fill="#fffaf0"/><path d="${roundRect(-s * 0.2, -s * 0.2, s * 1.2, s * 1.2, s * 0.3)}" fill="#ffffff" fill-opacity="0.7"/></g>`;
}

function scallionRing(s: number): string {
  return `<circle r="${n(s)}" fill="#cfe8a5" stroke="#4f9e2f" stroke-width="${n(s * 0.45)}"/>`;
}

export function shrimp(rng: Rng, s: number): string {
  const rot = n(rng.range(0, 360));
  const d = `M${n(s)} 0A${n(s)} ${n(s)} 0 1 1 ${n(-s * 0.3)} ${n(-s * 0.95)}`;
  return (
    `<g transform="rotate(${rot})"><path d="${d}" fill="none" stroke="#e4572b" stroke-width="${n(s * 0.75)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#ff8a5c" stroke-width="${n(s * 0.5)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff1e6" stroke-width="${n(s * 0.5)}" stroke-dasharray="${n(s * 0.12)} ${n(s * 0.35)}"/>` +
    `<path d="M${n(-s * 0.3)} ${n(-s * 0.95)}l${n(-s * 0.45)} ${n(-s * 0.25)}l${n(s * 0.1)} ${n(s * 0.45)}Z" fill="#e4572b"/></g>`
  );
}

function egg(rng: Rng, s: number): string {
  const rot = n(rng.range(-40, 40));
  return `<g transform="rotate(${rot})"><ellipse cx="3" cy="5" rx="${n(s)}" ry="${n(s * 0.72)}" fill="#000000" fill-opacity="0.12"/><ellipse rx="${n(s)}" ry="${n(s * 0.72)}" fill="#fffdf6"/><circle cx="${n(s * 0.05)}" r="${n(s * 0.48)}" fill="#f39a1e"/><circle cx="${n(-s * 0.05)}" cy="${n(-s * 0.06)}" r="${n(s * 0.3)}" fill="#ffb43c"/><ellipse cx="${n(-s * 0.45)}" cy="${n(-s * 0.35)}" rx="${n(s * 0.25)}" ry="${n(s * 0.1)}" fill="#ffffff"/></g>`;
}

function chashu(rng: Rng, s: number): string {
  return (
    `<path d="${blob(rng, 3, 5, s, s * 0.9, 0.08, 9)}" fill="#000000" fill-opacity="0.12"/>` +
    `<path d="${blob(rng, 0, 0, s, s * 0.9, 0.08, 9)}" fill="#8e4f2c"/>` +
    `<path d="${blob(rng, 0, 0, s * 0.9, s * 0.8, 0.08, 9)}" fill="#f3dcc6"/>` +
    `<path d="${blob(rng, s * 0.06, s * 0.04, s * 0.72, s * 0.6, 0.14, 9)}" fill="#d99a74"/>` +
    `<path d="${blob(rng, s * 0.2, -s * 0.05, s * 0.32, s * 0.2, 0.2, 7, 0.6)}" fill="#f3dcc6" fill-opacity="0.8"/>` +
    `<path d="${blob(rng, -s * 0.25, s * 0.2, s * 0.22, s * 0.14, 0.2, 7, -0.4)}" fill="#c4805a"/>`
  );
}

function herbSprig(rng: Rng, color: string, s: number): string {
  let out = '';
  for (let i = 0; i < 3; i++)
    out += place(leaf(color, s * rng.range(0.7, 1), 0.5), 0, 0, i * 50 - 50 + rng.range(-10, 10));
  return out;
}

function dill(rng: Rng, s: number): string {
  let out = `<path d="M0 0L${n(s)} 0" stroke="#3f8a2e" stroke-width="2"/>`;
  for (let i = 1; i < 6; i++) {
    const x = (i / 6) * s;
    out += `<path d="M${n(x)} 0l${n(s * 0.15)} ${n(-s * 0.22)}M${n(x)} 0l${n(s * 0.15)} ${n(s * 0.22)}" stroke="#4f9e35" stroke-width="2" stroke-linecap="round"/>`;
  }
  return `<g transform="rotate(${n(rng.range(0, 360))})">${out}</g>`;
}

function spoon(ctx: Ctx, ceramic: boolean): string {
  if (ceramic) {
    return (
      shadow(ctx, 10, 14, 60, 150, 0.25) +
      `<path d="M-40 -60C-40 -120 40 -120 40 -60C40 -20 15 0 12 30L8 150Q0 160 -8 150L-12 30C-15 0 -40 -20 -40 -60Z" fill="#fbf8f2"/>` +
      `<path d="M-28 -60C-28 -100 28 -100 28 -60C28 -30 10 -15 0 -15C-10 -15 -28 -30 -28 -60Z" fill="#ece5d8"/>`
    );
  }
  return (
    shadow(ctx, 10, 14, 50, 170, 0.25) +
    `<ellipse cx="0" cy="-90" rx="40" ry="58" fill="#c9ccd0"/><ellipse cx="-6" cy="-96" rx="30" ry="44" fill="#e9ebee"/>` +
    `<path d="M-6 -34L-8 170Q0 180 8 170L6 -34Z" fill="#c9ccd0"/><path d="M-3 -30L-4 160" stroke="#f4f5f7" stroke-width="3"/>`
  );
}

type Soup = 'miso' | 'tomyum' | 'ramen' | 'borscht' | 'cream';
const SOUPS: readonly (readonly [string[], Soup])[] = [
  [['miso'], 'miso'],
  [['tom-yum', 'tomyum', 'tom-kha'], 'tomyum'],
  [['ramen', 'udon', 'pho'], 'ramen'],
  [['borsch', 'borshch'], 'borscht'],
  [['cream', 'pumpkin', 'mushroom'], 'cream'],
];

export function drawSoup(ctx: Ctx): string {
  const rng = ctx.rng;
  let soup: Soup = rng.pick(['miso', 'tomyum', 'ramen', 'borscht', 'cream'] as const);
  for (const [words, s] of SOUPS) if (ctx.has(...words)) soup = s;
  const cx = 370;
  const cy = 390;
  const { markup, inner } = bowl(ctx, cx, cy, 290, rng.pick(BOWL_COLORS));
  let out = place(spoon(ctx, soup !== 'borscht' && soup !== 'cream'), 690, 590, -22) + markup;
  const broth = {
    miso: ['#e0b274', '#bb8440'],
    tomyum: ['#f27a35', '#c9481a'],
    ramen: ['#efc27e', '#cf9245'],
    borscht: ['#b51f36', '#7c0f22'],
    cream: rng.chance(0.5) ? ['#f7b14f', '#e08a2a'] : ['#e2cfaa', '#c7ac7f'],
  }[soup] as [string, string];
  const fill = ctx.rad([
    [0, broth[0]],
    [1, broth[1]],
  ]);
  out += `<circle cx="${cx}" cy="${cy}" r="${n(inner)}" fill="${fill}"/>`;
  let top = '';
  const R = inner * 0.82;
  const spots = (count: number, gap: number): Pt[] => scatter(rng, cx, cy, R, count, gap);
  if (soup === 'miso') {
    for (let i = 0; i < 6; i++)
      top += `<path d="${blob(rng, cx + rng.range(-R, R) * 0.6, cy + rng.range(-R, R) * 0.6, rng.range(40, 90), rng.range(20, 40), 0.25, 8, rng.range(0, 3))}" fill="#f3d6a4" fill-opacity="0.35"/>`;
    for (const [x, y] of spots(6, 70))
      top += `<path d="${blob(rng, x, y, rng.range(28, 44), rng.range(14, 22), 0.3, 8, rng.range(0, 3))}" fill="#2c5a2a" fill-opacity="0.9"/>`;
    for (const [x, y] of spots(9, 60)) top += place(tofu(rng, 20), x, y);
    for (const [x, y] of spots(18, 26)) top += place(scallionRing(7), x, y);
  } else if (soup === 'tomyum') {
    for (let i = 0; i < 5; i++)
      top += `<path d="${blob(rng, cx + rng.range(-R, R) * 0.6, cy + rng.range(-R, R) * 0.6, rng.range(50, 90), rng.range(16, 30), 0.3, 8, rng.range(0, 3))}" fill="#ffc08a" fill-opacity="0.4"/>`;
    for (const [x, y] of spots(24, 22))
      top += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(4, 9))}" fill="#ffb347" fill-opacity="0.55"/>`;
    const items = spots(12, 62);
    items.forEach(([x, y], i) => {
      if (i < 5) top += place(shrimp(rng, 30), x, y);
      else if (i < 8)
        top += `<path d="${blob(rng, x, y, 24, 18, 0.1, 8)}" fill="#f2e4cc" stroke="#a77b52" stroke-width="5"/>`;
      else if (i < 10) top += place(`<circle r="13" fill="none" stroke="#d9261c" stroke-width="7"/>`, x, y);
      else top += place(herbSprig(rng, '#3f9a3a', 36), x, y, rng.range(0, 360));
    });
    top += place(
      `<path d="M0 0L70 -20A72 72 0 0 1 60 40Z" fill="#6bb23a"/><path d="M6 2L64 -14A62 62 0 0 1 55 33Z" fill="#c9e58a"/><path d="M6 2L50 -8M6 2L44 24" stroke="#eef7d6" stroke-width="3"/>`,
      cx + 120,
      cy - 150,
      20,
      1.6,
    );
  } else if (soup === 'ramen') {
    // a nest of wavy noodles rising from the broth in the lower half
    const nest = blob(rng, cx - 10, cy + 95, R * 0.95, R * 0.5, 0.08, 10);
    let noodles = `<path d="${nest}" fill="#d9a444"/>`;
    for (let i = 0; i < 16; i++) {
      const y = cy + 30 + i * 9.5;
      const tilt = rng.range(-0.25, 0.25);
      const pts: Pt[] = [];
      for (let x = -R; x <= R; x += 24) pts.push([cx + x, y + x * tilt + Math.sin(x / 16 + i * 1.7) * 6]);
      const d = openPath(pts);
      noodles += `<path d="${d}" fill="none" stroke="#d39a3c" stroke-width="11" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#f7d98e" stroke-width="7" stroke-linecap="round"/>`;
    }
    top += `<path d="${nest}" fill="#000000" fill-opacity="0.12" transform="translate(4 8)"/><g clip-path="${ctx.clipPath(nest)}">${noodles}</g>`;
    let corn = '';
    for (const [x, y] of scatter(rng, cx + 20, cy - 50, 36, 14, 13)) corn += ellipseD(x, y, 7, 6);
    top += `<path d="${corn}" fill="#f2c21b" stroke="#e0a510" stroke-width="2"/>`;
    top += `<path d="${roundRect(cx - 60, cy - 190, 110, 150, 6)}" fill="#1f2a23" transform="rotate(-12 ${cx - 60} ${cy - 190})"/>`;
    top += `<path d="${roundRect(cx + 20, cy - 200, 100, 140, 6)}" fill="#26332a" transform="rotate(8 ${cx + 20} ${cy - 200})"/>`;
    top += place(chashu(rng, 66), cx - 105, cy - 20) + place(chashu(rng, 62), cx - 20, cy + 25);
    top += place(egg(rng, 52), cx + 110, cy - 40) + place(egg(rng, 50), cx + 140, cy + 60);
    for (let i = 0; i < 4; i++)
      top += place(
        `<rect x="-36" y="-10" width="72" height="20" rx="6" fill="#b98a4e"/><rect x="-32" y="-6" width="58" height="6" rx="3" fill="#e3c58f"/>`,
        cx + 150 + i * 6,
        cy + 150 - i * 22,
        -30 + rng.range(-12, 12),
      );
    for (const [x, y] of scatter(rng, cx - 20, cy + 110, 70, 16, 22)) top += place(scallionRing(9), x, y);
  } else if (soup === 'borscht') {
    for (const [x, y] of spots(14, 40))
      top += `<path d="${blob(rng, x, y, rng.range(8, 14), rng.range(6, 10), 0.2, 6, rng.range(0, 3))}" fill="${rng.pick(['#8c1224', '#d35a6a', '#e39b53'])}" fill-opacity="0.7"/>`;
    top += `<path d="${blob(rng, cx + 8, cy + 10, 84, 74, 0.12, 9)}" fill="#000000" fill-opacity="0.12"/><path d="${blob(rng, cx, cy, 82, 72, 0.12, 9)}" fill="#fbf7ee"/>`;
    top += `<path d="M${cx - 40} ${cy - 10}C${cx - 20} ${cy - 50} ${cx + 40} ${cy - 30} ${cx + 20} ${cy + 10}C${cx} ${cy + 40} ${cx - 30} ${cy + 10} ${cx - 5} ${cy - 5}" fill="none" stroke="#e9e1d0" stroke-width="8" stroke-linecap="round"/>`;
    for (let i = 0; i < 5; i++) top += place(dill(rng, 46), cx + rng.range(-60, 60), cy + rng.range(-60, 60));
  } else {
    const swirl: Pt[] = [];
    for (let t = 0; t < 14; t++)
      swirl.push([cx + Math.cos(t * 0.9) * (10 + t * 10), cy + Math.sin(t * 0.9) * (10 + t * 10)]);
    top += `<path d="${openPath(swirl)}" fill="none" stroke="#fff6e6" stroke-width="12" stroke-linecap="round" stroke-opacity="0.9"/>`;
    for (const [x, y] of scatter(rng, cx, cy, R, 8, 60))
      top += place(
        `<rect x="-15" y="-15" width="32" height="32" rx="6" fill="#b8742e"/><rect x="-18" y="-18" width="30" height="30" rx="6" fill="#e9b15e"/>`,
        x,
        y,
        rng.range(0, 90),
      );
    for (const [x, y] of scatter(rng, cx, cy, R, 16, 30))
      top += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="8" ry="4" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="#5e8a3a"/>`;
    top += place(herbSprig(rng, '#3f8f3a', 46), cx + 30, cy - 20);
  }
  out += top;
  out += `<circle cx="${cx}" cy="${cy}" r="${n(inner)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="10"/>`;
  return out;
}

// ---------------------------------------------------------------- salad

function saladLeaf(rng: Rng, color: string, len: number): string {
  const w = len * rng.range(0.4, 0.6);
  const d = blob(rng, 0, 0, len * 0.5, w * 0.5, 0.14, 12);
  return (
    `<path d="${d}" fill="${darken(color, 0.2)}" transform="translate(3 5)"/><path d="${d}" fill="${color}"/>` +
    `<path d="M${n(-len * 0.45)} 0Q0 ${n(-w * 0.08)} ${n(len * 0.42)} 0" fill="none" stroke="${lighten(color, 0.45)}" stroke-width="${n(len * 0.04)}" stroke-linecap="round"/>`
  );
}

type Salad = 'caesar' | 'greek' | 'chuka' | 'mixed';

export function drawSalad(ctx: Ctx): string {
  const rng = ctx.rng;
  let salad: Salad = rng.pick(['caesar', 'greek', 'chuka', 'mixed'] as const);
  if (ctx.has('caesar', 'cezar')) salad = 'caesar';
  else if (ctx.has('greek', 'grec')) salad = 'greek';
  else if (ctx.has('chuka', 'wakame', 'seaweed')) salad = 'chuka';
  const plate: PlateStyle = rng.pick([PLATES.white, PLATES.stone, PLATES.black, PLATES.blue]);
  let out = roundPlate(ctx, 400, 400, 330, plate, 0.72);
  const R = 200;
  if (salad === 'chuka') {
    for (let i = 0; i < 70; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * R * 0.9;
      const x = 400 + Math.cos(a) * d;
      const y = 400 + Math.sin(a) * d;
      const b = rng.range(0, Math.PI * 2);
      const pts: Pt[] = [
        [x - Math.cos(b) * 50, y - Math.sin(b) * 50],
        [x + rng.range(-14, 14), y + rng.range(-14, 14)],
        [x + Math.cos(b) * 50, y + Math.sin(b) * 50],
      ];
      out += `<path d="${openPath(pts)}" fill="none" stroke="${i % 3 ? '#7bc23a' : '#5aa82a'}" stroke-width="9" stroke-linecap="round"/>`;
    }
    for (const [x, y] of scatter(rng, 400, 400, R * 0.9, 40, 12))
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5" ry="3" fill="#f6e7c4" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"/>`;
    out += place(
      `<path d="M0 0L80 -26A84 84 0 0 1 70 46Z" fill="#f2c12e"/><path d="M8 2L72 -18A72 72 0 0 1 63 38Z" fill="#fbe58a"/>`,
      560,
      300,
      10,
    );
    return out;
  }
  const greens =
    salad === 'caesar'
      ? ['#7fbf4a', '#9fd068', '#5fa83a', '#b9de84']
      : ['#6ab04c', '#8cc152', '#4e9a3a', '#a7d16b', '#6ab04c', '#9b4f86'];
  for (const [x, y] of scatter(rng, 400, 400, R * 0.95, 24, 50))
    out += place(saladLeaf(rng, rng.pick(greens), rng.range(110, 160)), x, y, rng.range(0, 360));
  const items = scatter(rng, 400, 400, R * 0.85, 18, 52);
  items.forEach(([x, y], i) => {
    const k = i % 4;
    if (salad === 'caesar') {
      if (k === 0)
        out += place(
          `<rect x="-13" y="-11" width="30" height="28" rx="6" fill="#b8742e"/><rect x="-16" y="-15" width="28" height="26" rx="6" fill="#ecb764"/>`,
          x,
          y,
          rng.range(0, 90),
        );
      else if (k === 1)
        out += place(
          `<path d="${roundRect(3, 5, 84, 30, 12)}" fill="#000000" fill-opacity="0.12"/><path d="${roundRect(0, 0, 84, 30, 12)}" fill="#e9bd84"/><path d="${roundRect(-4, -3, 70, 16, 8)}" fill="#f6dcb2"/><path d="M-26 -13L-18 13M-4 -14L4 14M18 -14L26 13" stroke="#9a5a2a" stroke-width="4" stroke-opacity="0.7" stroke-linecap="round"/>`,
          x,
          y,
          rng.range(0, 360),
        );
      else if (k === 2)
        out += place(
          `<path d="${blob(rng, 0, 0, 26, 10, 0.3, 6)}" fill="#fff4cf"/>`,
          x,
          y,
          rng.range(0, 360),
        );
      else
        out += place(
          `<circle r="22" fill="#d92f1c"/><circle r="17" fill="#f2604a"/><circle cx="-5" cy="-3" r="4" fill="#fbd0b8"/><circle cx="6" cy="4" r="4" fill="#fbd0b8"/>`,
          x,
          y,
        );
    } else if (salad === 'greek') {
      if (k === 0)
        out += place(
          `<rect x="-20" y="-20" width="40" height="40" rx="5" fill="#e9e2d0"/><rect x="-22" y="-23" width="38" height="38" rx="5" fill="#fffdf6"/>`,
          x,
          y,
          rng.range(0, 90),
        );
      else if (k === 1)
        out += place(
          `<ellipse rx="16" ry="12" fill="#2a2328"/><ellipse cx="-5" cy="-4" rx="5" ry="3" fill="#7a6a75"/>`,
          x,
          y,
          rng.range(0, 180),
        );
      else if (k === 2)
        out += place(
          `<path d="M-30 0A30 30 0 0 1 30 0Z" fill="#d92f1c"/><path d="M-22 -2A22 22 0 0 1 22 -2Z" fill="#f48a6a"/>`,
          x,
          y,
          rng.range(0, 360),
        );
      else
        out += place(
          `<path d="M-28 0A28 28 0 0 1 28 0Z" fill="#3f8a2e"/><path d="M-24 -2A24 24 0 0 1 24 -2Z" fill="#dff2c8"/>`,
          x,
          y,
          rng.range(0, 360),
        );
    } else {
      if (k === 0) out += place(shrimp(rng, 24), x, y);
      else if (k === 1)
        out += place(
          `<circle r="22" fill="#d92f1c"/><circle r="17" fill="#f2604a"/><circle cx="-5" cy="-3" r="4" fill="#fbd0b8"/>`,
          x,
          y,
        );
      else if (k === 2)
        out += place(
          `<circle r="24" fill="#3f8a2e"/><circle r="20" fill="#dff2c8"/><circle r="6" fill="#b9dd94"/>`,
          x,
          y,
        );
      else
        out += place(
          `<path d="${roundRect(0, 0, 36, 30, 6)}" fill="#f7824c"/><path d="M-14 -6Q0 4 14 -8M-14 6Q0 14 14 4" fill="none" stroke="#ffd5bd" stroke-width="3"/>`,
          x,
          y,
          rng.range(0, 90),
        );
    }
  });
  if (salad !== 'greek') {
    const pts: Pt[] = [];
    for (let i = 0; i < 9; i++)
      pts.push([400 - 160 + i * 40, 400 + Math.sin(i * 1.7) * 70 + rng.range(-20, 20)]);
    out += `<path d="${openPath(pts)}" fill="none" stroke="${salad === 'caesar' ? '#fff6df' : '#8a5a2a'}" stroke-width="7" stroke-linecap="round" stroke-opacity="0.9"/>`;
  }
  return out;
}
