/** Desserts and drinks (800×800). Drinks are seen from the front, desserts from above or 3/4. */
import type { Ctx, Rng } from './common.js';
import {
  blob,
  darken,
  ellipseD,
  leaf,
  lighten,
  mix,
  n,
  place,
  PLATES,
  type Pt,
  roundPlate,
  roundRect,
  scatter,
  shadow,
  slateBoard,
} from './common.js';

// ---------------------------------------------------------------- desserts

const MOCHI = ['#b7d38a', '#f6b3c3', '#ffd27a', '#fff3d6', '#9a6a4b', '#c4b2e6', '#f7c9a8'] as const;

function mochiBall(ctx: Ctx, rng: Rng, color: string, r: number): string {
  const body = ctx.rad(
    [
      [0, lighten(color, 0.55)],
      [0.55, color],
      [1, darken(color, 0.18)],
    ],
    0.38,
    0.35,
    0.68,
    0.32,
    0.28,
  );
  let dust = '';
  for (const [x, y] of scatter(rng, -r * 0.15, -r * 0.2, r * 0.6, 26, r * 0.07))
    dust += ellipseD(x, y, rng.range(1.5, 3.2), rng.range(1.5, 3.2));
  return (
    shadow(ctx, r * 0.12, r * 0.25, r * 1.12, r * 0.95, 0.35) +
    `<path d="${blob(rng, 0, 0, r, r * 0.95, 0.03, 12)}" fill="${body}"/>` +
    `<path d="${dust}" fill="#ffffff" fill-opacity="0.7"/>`
  );
}

function mochiPlate(ctx: Ctx): string {
  const rng = ctx.rng;
  const colors = rng.sample(MOCHI, 3);
  const base = rng.chance(0.5)
    ? slateBoard(ctx, 620, 420)
    : roundPlate(ctx, 0, 0, 320, rng.pick([PLATES.white, PLATES.stone, PLATES.blue]), 0.8);
  let body = base;
  const spots: Pt[] = [
    [-140, 30],
    [10, -60],
    [150, 40],
  ];
  spots.forEach(([x, y], i) => {
    body += place(mochiBall(ctx, rng, colors[i] as string, 105), x, y);
  });
  body += place(leaf('#4aa843', 90, 0.5), -20, 120, -20) + place(leaf('#3f9a3a', 70, 0.5), 30, 130, 30);
  return place(body, 400, 400, rng.range(-6, 6));
}

interface CakeLook {
  top: string;
  layers: string[];
  crust: string;
  topping: 'berries' | 'cocoa' | 'chocolate' | 'caramel';
}

const CAKES: Record<'cheesecake' | 'chocolate' | 'tiramisu' | 'napoleon', CakeLook> = {
  cheesecake: { top: '#fbeed2', layers: ['#f6e2bb'], crust: '#b07a45', topping: 'berries' },
  chocolate: {
    top: '#4a2616',
    layers: ['#5e3320', '#f3e3c8', '#5e3320', '#f3e3c8', '#5e3320'],
    crust: '#3b1d10',
    topping: 'chocolate',
  },
  tiramisu: {
    top: '#7a4a2a',
    layers: ['#f7ead2', '#b98552', '#f7ead2', '#b98552'],
    crust: '#a87040',
    topping: 'cocoa',
  },
  napoleon: {
    top: '#f6e9cf',
    layers: ['#d9a25a', '#fbf1dc', '#d9a25a', '#fbf1dc', '#d9a25a'],
    crust: '#c58a44',
    topping: 'caramel',
  },
};

/** A wedge of cake on a plate in 3/4 view. */
function cakeSlice(ctx: Ctx, look: CakeLook): string {
  const rng = ctx.rng;
  let out = shadow(ctx, 410, 520, 320, 150, 0.3);
  out += `<ellipse cx="400" cy="500" rx="320" ry="175" fill="#e4ded4"/><ellipse cx="400" cy="490" rx="318" ry="172" fill="#ffffff"/><ellipse cx="400" cy="495" rx="240" ry="125" fill="#f4f0ea"/>`;
  const h = 150;
  const tip: Pt = [210, 450];
  const b1: Pt = [520, 300];
  const b2: Pt = [610, 420];
  const down = (p: Pt): Pt => [p[0], p[1] + h];
  out += shadow(ctx, 440, 560, 230, 60, 0.35);
  // side (outer crust arc), cut face, top
  out += `<path d="M${b1[0]} ${b1[1]}Q${b2[0] + 30} ${b1[1] + 40} ${b2[0]} ${b2[1]}L${down(b2)[0]} ${down(b2)[1]}Q${b2[0] + 30} ${b1[1] + 40 + h} ${b1[0]} ${b1[1] + h}Z" fill="${darken(look.layers[0] as string, 0.2)}"/>`;
  const face = `M${tip[0]} ${tip[1]}L${b2[0]} ${b2[1]}L${down(b2)[0]} ${down(b2)[1]}L${down(tip)[0]} ${down(tip)[1]}Z`;
  const faceClip = ctx.clipPath(face);
  let layers = '';
  const band = (h - 22) / look.layers.length;
  look.layers.forEach((c, i) => {
    const y0 = i * band;
    layers += `<path d="M${tip[0]} ${tip[1] + y0}L${b2[0]} ${b2[1] + y0}V${b2[1] + y0 + band + 1}L${tip[0]} ${tip[1] + y0 + band + 1}Z" fill="${c}"/>`;
  });
  layers += `<path d="M${tip[0]} ${tip[1] + h - 22}L${b2[0]} ${b2[1] + h - 22}V${b2[1] + h}L${tip[0]} ${tip[1] + h}Z" fill="${look.crust}"/>`;
  for (let i = 0; i < 30; i++) {
    const t = rng.next();
    const x = tip[0] + (b2[0] - tip[0]) * t;
    const y = tip[1] + (b2[1] - tip[1]) * t + h - rng.range(4, 20);
    layers += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(1.5, 3.5))}" fill="${darken(look.crust, 0.3)}"/>`;
  }
  out += `<g clip-path="${faceClip}">${layers}</g>`;
  out += `<path d="M${tip[0]} ${tip[1]}L${b2[0]} ${b2[1]}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`;
  const top = `M${tip[0]} ${tip[1]}L${b1[0]} ${b1[1]}Q${b2[0] + 30} ${b1[1] + 40} ${b2[0]} ${b2[1]}Z`;
  out += `<path d="${top}" fill="${look.top}"/>`;
  const cx = (tip[0] + b1[0] + b2[0]) / 3 + 30;
  const cy = (tip[1] + b1[1] + b2[1]) / 3;
  if (look.topping === 'berries') {
    const sauce = rng.pick(['#b3123a', '#6a2a8a', '#e0503a']);
    out += `<path d="M${tip[0] + 40} ${tip[1] - 10}L${b1[0] - 5} ${b1[1] + 10}Q${b2[0] + 18} ${b1[1] + 45} ${b2[0] - 12} ${b2[1] - 4}Z" fill="${sauce}"/>`;
    for (let i = 0; i < 5; i++) {
      const t = 0.2 + i * 0.17;
      const x = tip[0] + 40 + (b2[0] - 12 - tip[0] - 40) * t;
      const y = tip[1] - 10 + (b2[1] - 4 - tip[1] + 10) * t;
      out += `<path d="M${n(x - 10)} ${n(y)}Q${n(x)} ${n(y + 40 + i * 9)} ${n(x + 10)} ${n(y)}Z" fill="${sauce}"/>`;
    }
    for (const [x, y] of scatter(rng, cx, cy, 45, 5, 30))
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="15" fill="#3a3a7a"/><circle cx="${n(x - 4)}" cy="${n(y - 5)}" r="5" fill="#8a8ac8"/>`;
    out += place(
      `<path d="M0 -30C30 -30 34 10 0 34C-34 10 -30 -30 0 -30Z" fill="#e0322a"/><path d="M-14 -30L0 -44L14 -30Z" fill="#3f9a3a"/>`,
      cx + 20,
      cy - 30,
      70,
    );
  } else if (look.topping === 'cocoa' || look.topping === 'chocolate') {
    let dots = '';
    for (let i = 0; i < 80; i++) {
      const t = rng.next();
      const s = rng.next() * (1 - t);
      const x = tip[0] + (b1[0] - tip[0]) * t + (b2[0] - tip[0]) * s;
      const y = tip[1] + (b1[1] - tip[1]) * t + (b2[1] - tip[1]) * s;
      const r = rng.range(1, 3);
      dots += ellipseD(x, y, r, r);
    }
    out += `<path d="${dots}" fill="${look.topping === 'cocoa' ? '#4a2612' : '#7a4a2a'}"/>`;
    if (look.topping === 'chocolate')
      out += place(
        `<ellipse rx="26" ry="20" fill="#c0142f"/><ellipse cx="-7" cy="-6" rx="7" ry="5" fill="#ff8a9a"/><path d="M4 -18Q14 -44 30 -52" fill="none" stroke="#3f7a2e" stroke-width="4"/>`,
        cx,
        cy - 10,
      );
    else out += place(leaf('#3f9a3a', 60, 0.5), cx, cy, -30);
  } else {
    for (const [x, y] of scatter(rng, cx, cy, 55, 40, 6))
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(2, 4))}" fill="#e3b26a"/>`;
  }
  out += place(
    `<ellipse rx="34" ry="18" fill="#f7f1e6"/><path d="M-20 0Q0 -30 20 0" fill="none" stroke="#ffffff" stroke-width="6"/>`,
    640,
    560,
  );
  out += `<path d="M160 620L300 690" stroke="#c9ccd0" stroke-width="10" stroke-linecap="round"/><path d="M150 612L175 624" stroke="#c9ccd0" stroke-width="22" stroke-linecap="round"/>`;
  return out;
}

export function drawDessert(ctx: Ctx): string {
  const rng = ctx.rng;
  if (ctx.has('mochi', 'daifuku')) return mochiPlate(ctx);
  if (ctx.has('cheesecake', 'cheese')) return cakeSlice(ctx, CAKES.cheesecake);
  if (ctx.has('chocolate', 'brownie', 'cake')) return cakeSlice(ctx, CAKES.chocolate);
  if (ctx.has('tiramisu')) return cakeSlice(ctx, CAKES.tiramisu);
  if (ctx.has('napoleon')) return cakeSlice(ctx, CAKES.napoleon);
  const pick = rng.int(0, 4);
  if (pick === 0 || pick === 4) return mochiPlate(ctx);
  return cakeSlice(ctx, rng.pick([CAKES.cheesecake, CAKES.chocolate, CAKES.tiramisu, CAKES.napoleon]));
}

// ---------------------------------------------------------------- drinks

interface DrinkLook {
  liquid: string;
  vessel: 'glass' | 'bottle' | 'can';
  garnish?: 'lemon' | 'orange' | 'lime' | 'mint' | 'berry' | 'cream';
  ice?: boolean;
}

const DRINKS: readonly (readonly [string[], DrinkLook])[] = [
  [['cola', 'pepsi'], { liquid: '#4a1d0e', vessel: 'can' }],
  [['sprite', 'soda', 'sparkling'], { liquid: '#d9f2c4', vessel: 'can' }],
  [['fanta', 'orange'], { liquid: '#f7931e', vessel: 'glass', garnish: 'orange', ice: true }],
  [['mojito', 'mint'], { liquid: '#c4e79a', vessel: 'glass', garnish: 'mint', ice: true }],
  [['lemonade', 'lemon'], { liquid: '#f7e27a', vessel: 'glass', garnish: 'lemon', ice: true }],
  [
    ['berry', 'mors', 'cherry', 'cranberry'],
    { liquid: '#b3204a', vessel: 'glass', garnish: 'berry', ice: true },
  ],
  [['tea'], { liquid: '#c0702a', vessel: 'glass', garnish: 'lemon', ice: true }],
  [['water', 'mineral'], { liquid: '#dff1fb', vessel: 'bottle' }],
  [['juice', 'apple'], { liquid: '#e9c441', vessel: 'bottle' }],
  [['shake', 'milk', 'latte', 'coffee'], { liquid: '#e9c9a8', vessel: 'glass', garnish: 'cream' }],
];

const RANDOM_DRINKS: readonly DrinkLook[] = [
  { liquid: '#f7931e', vessel: 'glass', garnish: 'orange', ice: true },
  { liquid: '#c4e79a', vessel: 'glass', garnish: 'lime', ice: true },
  { liquid: '#b3204a', vessel: 'glass', garnish: 'berry', ice: true },
  { liquid: '#f7e27a', vessel: 'glass', garnish: 'lemon', ice: true },
  { liquid: '#e86a8a', vessel: 'bottle' },
  { liquid: '#4a1d0e', vessel: 'can' },
  { liquid: '#3aa0d8', vessel: 'can' },
  { liquid: '#dff1fb', vessel: 'bottle' },
];

function citrus(color: string, r: number): string {
  let out = `<circle r="${n(r)}" fill="${darken(color, 0.1)}"/><circle r="${n(r * 0.9)}" fill="#fffbe8"/><circle r="${n(r * 0.82)}" fill="${lighten(color, 0.2)}"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += `<path d="M0 0L${n(Math.cos(a) * r * 0.8)} ${n(Math.sin(a) * r * 0.8)}" stroke="#fffbe8" stroke-width="${n(r * 0.06)}"/>`;
  }
  return out + `<circle r="${n(r * 0.1)}" fill="#fffbe8"/>`;
}

function glassDrink(ctx: Ctx, look: DrinkLook): string {
  const rng = ctx.rng;
  const top = 190;
  const bottom = 680;
  const halfTop = 150;
  const halfBottom = 118;
  const level = look.garnish === 'cream' ? 250 : 270;
  const at = (y: number): number => halfTop + ((halfBottom - halfTop) * (y - top)) / (bottom - top);
  let out = shadow(ctx, 415, bottom + 10, 210, 36, 0.4);
  const glass = `M${400 - halfTop} ${top}L${400 - halfBottom} ${bottom}Q400 ${bottom + 14} ${400 + halfBottom} ${bottom}L${400 + halfTop} ${top}Z`;
  out += `<path d="${glass}" fill="#ffffff" fill-opacity="0.35"/>`;
  const strawColor = rng.pick(['#e8412c', '#2f9e6e', '#f2b705', '#ffffff']);
  out += `<path d="M440 620L520 90" stroke="${darken(strawColor, 0.15)}" stroke-width="20" stroke-linecap="round"/><path d="M440 620L520 90" stroke="${strawColor}" stroke-width="14" stroke-linecap="round"/>`;
  const liquid = `M${n(400 - at(level))} ${level}L${400 - halfBottom + 6} ${bottom - 18}Q400 ${bottom - 6} ${400 + halfBottom - 6} ${bottom - 18}L${n(400 + at(level))} ${level}Z`;
  const fill = ctx.lin([
    [0, lighten(look.liquid, 0.18), 0.92],
    [1, darken(look.liquid, 0.12), 0.96],
  ]);
  out += `<path d="${liquid}" fill="${fill}"/>`;
  out += `<ellipse cx="400" cy="${level}" rx="${n(at(level))}" ry="16" fill="${lighten(look.liquid, 0.3)}"/>`;
  if (look.ice) {
    for (let i = 0; i < 4; i++) {
      const x = 330 + i * 48 + rng.range(-10, 10);
      const y = level + 20 + (i % 2) * 55 + rng.range(-10, 10);
      out += place(
        `<path d="${roundRect(0, 0, 64, 60, 12)}" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/><path d="M-18 -14L10 -18" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-opacity="0.8"/>`,
        x,
        y,
        rng.range(-25, 25),
      );
    }
  }
  for (let i = 0; i < 14; i++)
    out += `<circle cx="${n(rng.range(300, 500))}" cy="${n(rng.range(level + 60, bottom - 40))}" r="${n(rng.range(3, 7))}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`;
  if (look.garnish === 'cream') {
    out += `<path d="M255 ${level}C240 180 320 150 350 160C360 110 450 110 460 160C500 150 560 190 545 ${level}Z" fill="#fffaf2"/><path d="M300 200Q350 180 380 200M420 170Q460 160 490 190" fill="none" stroke="#eadfce" stroke-width="6" stroke-linecap="round"/>`;
    out += `<circle cx="410" cy="120" r="24" fill="#c0142f"/><circle cx="402" cy="112" r="7" fill="#ff8a9a"/>`;
  }
  // glass front: highlights and rim
  out += `<path d="M${400 - halfTop + 26} ${top + 30}L${400 - halfBottom + 22} ${bottom - 40}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="14" stroke-linecap="round"/>`;
  out += `<path d="M${400 + halfTop - 30} ${top + 60}L${400 + halfBottom - 24} ${bottom - 90}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`;
  out += `<path d="${glass}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>`;
  out += `<ellipse cx="400" cy="${top}" rx="${halfTop}" ry="18" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.9" stroke-width="4"/>`;
  out += `<path d="M${400 - halfBottom + 4} ${bottom - 22}Q400 ${bottom - 8} ${400 + halfBottom - 4} ${bottom - 22}L${400 + halfBottom} ${bottom}Q400 ${bottom + 14} ${400 - halfBottom} ${bottom}Z" fill="#ffffff" fill-opacity="0.5"/>`;
  if (look.garnish === 'lemon' || look.garnish === 'orange' || look.garnish === 'lime') {
    const color = { lemon: '#f2c81e', orange: '#f7931e', lime: '#7cc242' }[look.garnish];
    out += place(citrus(color, 70), 560, top + 8);
  } else if (look.garnish === 'mint') {
    out +=
      place(leaf('#3f9a3a', 80, 0.55), 440, top - 20, -50) +
      place(leaf('#4aa843', 70, 0.55), 370, top - 14, -130) +
      place(citrus('#7cc242', 55), 555, top + 10);
  } else if (look.garnish === 'berry') {
    out +=
      `<circle cx="540" cy="${top - 8}" r="30" fill="#b3123a"/><circle cx="530" cy="${top - 18}" r="9" fill="#ff7a9a"/><circle cx="575" cy="${top + 12}" r="24" fill="#6a1a5a"/>` +
      place(leaf('#3f9a3a', 60, 0.55), 500, top - 30, -30);
  }
  return out;
}

function bottleDrink(ctx: Ctx, look: DrinkLook): string {
  const rng = ctx.rng;
  const body =
    'M320 330C320 290 360 270 370 240L372 170H428L430 240C440 270 480 290 480 330V660Q480 690 450 690H350Q320 690 320 660Z';
  const clear = look.liquid === '#dff1fb';
  const glass = clear ? '#cfe8f5' : mix(look.liquid, '#ffffff', 0.15);
  let out = shadow(ctx, 415, 695, 150, 30, 0.4);
  const fill = ctx.lin(
    [
      [0, darken(glass, 0.08)],
      [0.35, lighten(glass, 0.35)],
      [0.6, glass],
      [1, darken(glass, 0.18)],
    ],
    0,
    0,
    1,
    0,
  );
  out += `<path d="${body}" fill="${fill}"/>`;
  if (clear) out += `<path d="M326 300H474" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`;
  const label = rng.pick(['#2c7a4b', '#d7322b', '#1d4f91', '#f2a900', '#6b2d5c']);
  out += `<path d="M320 420H480V560H320Z" fill="${label}"/><path d="M320 430H480M320 550H480" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>`;
  out += `<circle cx="400" cy="490" r="34" fill="#ffffff" fill-opacity="0.85"/><path d="${blob(rng, 400, 490, 20, 20, 0.2, 6)}" fill="${clear ? '#5ab0e0' : look.liquid}"/>`;
  out += `<path d="M${340} 320V650" stroke="#ffffff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"/><path d="M462 340V640" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5" stroke-linecap="round"/>`;
  const cap = rng.pick(['#1d4f91', '#d7322b', '#f2f2f2', '#2c7a4b']);
  out += `<path d="${roundRect(400, 150, 70, 50, 8)}" fill="${cap}"/><path d="M368 140V162M382 140V162M396 140V162M410 140V162M424 140V162" stroke="${darken(cap, 0.2)}" stroke-width="3"/>`;
  if (!clear)
    out +=
      place(citrus(rng.pick(['#f2c81e', '#f7931e']), 60), 560, 640) +
      place(leaf('#3f9a3a', 70, 0.55), 600, 590, -40);
  else
    for (let i = 0; i < 8; i++)
      out += `<circle cx="${n(rng.range(335, 465))}" cy="${n(rng.range(340, 650))}" r="${n(rng.range(3, 6))}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.8"/>`;
  return out;
}

function canDrink(ctx: Ctx, look: DrinkLook): string {
  const rng = ctx.rng;
  const color =
    look.liquid === '#4a1d0e'
      ? '#c8102e'
      : look.liquid === '#d9f2c4'
        ? '#1f9a4a'
        : rng.pick(['#1d4f91', '#f26b1d', '#6b2d5c']);
  let out = shadow(ctx, 320, 694, 150, 30, 0.4);
  const metal = ctx.lin(
    [
      [0, darken(color, 0.3)],
      [0.3, lighten(color, 0.25)],
      [0.55, color],
      [1, darken(color, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  out += `<path d="M200 250Q200 228 220 220H400Q420 228 420 250V660Q420 684 400 690H220Q200 684 200 660Z" fill="${metal}"/>`;
  out += `<path d="M200 470C260 420 340 520 420 450V520C340 590 260 490 200 540Z" fill="#ffffff" fill-opacity="0.9"/>`;
  out += `<circle cx="310" cy="360" r="44" fill="#ffffff" fill-opacity="0.2"/><circle cx="310" cy="360" r="28" fill="#ffffff" fill-opacity="0.5"/>`;
  out += `<ellipse cx="310" cy="222" rx="100" ry="16" fill="#d6d9dd"/><ellipse cx="310" cy="220" rx="86" ry="11" fill="#b9bdc2"/><path d="${roundRect(320, 218, 40, 12, 6)}" fill="#e9ebee"/>`;
  out += `<path d="M236 250V660" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>`;
  // and a glass of it with ice
  out += place(
    glassDrink(ctx, {
      ...look,
      vessel: 'glass',
      ice: true,
      garnish: look.liquid === '#4a1d0e' ? 'lemon' : 'lime',
    }),
    300,
    241,
    0,
    0.65,
  );
  return out;
}

export function drawDrink(ctx: Ctx): string {
  let look = ctx.rng.pick(RANDOM_DRINKS);
  if (look.vessel === 'bottle' && look.liquid !== '#dff1fb') {
    look = {
      ...look,
      liquid: ctx.rng.pick(['#e86a8a', '#f7931e', '#e9c441', '#9bd36a', '#b3204a', '#f4d35e']),
    };
  }
  for (const [words, l] of DRINKS) {
    if (ctx.has(...words)) {
      look = l;
      break;
    }
  }
  if (look.vessel === 'bottle') return bottleDrink(ctx, look);
  if (look.vessel === 'can') return canDrink(ctx, look);
  return glassDrink(ctx, look);
}
