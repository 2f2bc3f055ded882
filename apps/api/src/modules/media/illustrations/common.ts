/**
 * Shared machinery of the illustration generator: a seeded random source, colour helpers,
 * smooth paths, a per-document gradient registry and the props every dish stands on
 * (backgrounds, shadows, plates, boards). Everything is deterministic: the same seed string
 * always produces byte-identical markup.
 */

export type Pt = readonly [number, number];

/** 32-bit FNV-1a of a string (UTF-16 code units; keys are ASCII). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for picking toppings. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  /** integer in [min, max] inclusive */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

/** Number formatting for markup: one decimal, no "-0". */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

/** Two-decimal formatting for opacities and scales. */
export function f2(v: number): string {
  return String(Math.round(v * 100) / 100);
}

// ---------------------------------------------------------------- colours

function parseHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours, t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] as number) - c) * t));
  return '#' + out.map((c) => c.toString(16).padStart(2, '0')).join('');
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

// ---------------------------------------------------------------- paths

/** Closed Catmull-Rom spline through the points, as an SVG path. */
export function closedPath(pts: readonly Pt[]): string {
  const len = pts.length;
  const p = (i: number): Pt => pts[((i % len) + len) % len] as Pt;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < len; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d + 'Z';
}

/** Open Catmull-Rom spline through the points. */
export function openPath(pts: readonly Pt[]): string {
  const len = pts.length;
  const p = (i: number): Pt => pts[Math.max(0, Math.min(len - 1, i))] as Pt;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < len - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d;
}

/** An organic closed shape around (cx, cy): an ellipse with jittered radii, rotated by rot (radians). */
export function blob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter = 0.12,
  count = 9,
  rot = 0,
): string {
  const pts: Pt[] = [];
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-jitter, jitter);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return closedPath(pts);
}

/** One ellipse as two arcs, rotated by rotDeg: many of them make one cheap path. */
export function ellipseD(cx: number, cy: number, rx: number, ry: number, rotDeg = 0): string {
  const a = (rotDeg * Math.PI) / 180;
  const dx = Math.cos(a) * rx;
  const dy = Math.sin(a) * rx;
  const arc = `A${n(rx)} ${n(ry)} ${n(rotDeg)} 0 1`;
  return `M${n(cx - dx)} ${n(cy - dy)}${arc} ${n(cx + dx)} ${n(cy + dy)}${arc} ${n(cx - dx)} ${n(cy - dy)}Z`;
}

/** Rounded-rectangle path centred on (cx, cy). */
export function roundRect(cx: number, cy: number, w: number, h: number, r: number): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

/** Pie-slice path from angle a0 to a1 (radians, clockwise in screen space). */
export function sector(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return (
    `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)}` +
    `A${n(r)} ${n(r)} 0 ${large} 1 ${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}Z`
  );
}

/**
 * Up to `count` points inside a circle of radius r around (cx, cy), at least `gap` apart
 * (dart throwing with a fixed number of attempts, so it always terminates).
 */
export function scatter(rng: Rng, cx: number, cy: number, r: number, count: number, gap: number): Pt[] {
  const out: Pt[] = [];
  for (let tries = 0; tries < count * 30 && out.length < count; tries++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    if (out.every(([px, py]) => (px - x) ** 2 + (py - y) ** 2 >= gap * gap)) out.push([x, y]);
  }
  return out;
}

// ---------------------------------------------------------------- document context

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Defs and id counter of one SVG document; shared by every dish drawn into it. */
export class Doc {
  readonly defs: string[] = [];
  private readonly known = new Map<string, string>();
  private counter = 0;

  id(prefix: string): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  /** Registers a def once per distinct `cacheKey`; returns its id. */
  def(cacheKey: string, prefix: string, make: (id: string) => string): string {
    const hit = this.known.get(cacheKey);
    if (hit) return hit;
    const id = this.id(prefix);
    this.known.set(cacheKey, id);
    this.defs.push(make(id));
    return id;
  }

  render(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

const stopsMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');

/** Drawing context: the document plus the random source and keywords of one seed. */
export class Ctx {
  readonly rng: Rng;
  /** `salt` only feeds the random source (the kind), `seed` also answers `has`. */
  constructor(
    readonly doc: Doc,
    readonly seed: string,
    salt = '',
  ) {
    this.rng = new Rng(fnv1a(`${salt}.${seed}`));
  }

  /** A context for a sub-drawing (e.g. one dish of a banner) sharing this document. */
  fork(seed: string): Ctx {
    return new Ctx(this.doc, seed);
  }

  /** Whether the seed mentions any of the words (product slugs carry dish names). */
  has(...words: string[]): boolean {
    return words.some((w) => this.seed.includes(w));
  }

  /** Linear gradient along the direction (x1,y1)→(x2,y2) in bounding-box units. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l${x1},${y1},${x2},${y2}${JSON.stringify(stops)}`;
    const id = this.doc.def(
      key,
      'g',
      (gid) =>
        `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${cx},${cy},${r},${fx},${fy}${JSON.stringify(stops)}`;
    const id = this.doc.def(
      key,
      'g',
      (gid) =>
        `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A circular clip path in local coordinates; returns the `clip-path` attribute value. */
  clipCircle(cx: number, cy: number, r: number): string {
    const id = this.doc.def(
      `cc${n(cx)},${n(cy)},${n(r)}`,
      'c',
      (cid) => `<clipPath id="${cid}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from an arbitrary path. */
  clipPath(d: string): string {
    const id = this.doc.def(`cp${d}`, 'c', (cid) => `<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
}

// ---------------------------------------------------------------- props

/** Soft contact shadow: a blurred-looking ellipse made of a radial gradient (no filters: fast). */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.3): string {
  const fill = ctx.rad([
    [0, '#2b1d12', opacity],
    [0.55, '#2b1d12', opacity * 0.55],
    [1, '#2b1d12', 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

const NEUTRALS: readonly (readonly [string, string])[] = [
  ['#fbf7f1', '#eee4d6'],
  ['#f8f6f2', '#e7e2da'],
  ['#f7f6ef', '#e6e6da'],
  ['#fbf6f3', '#efe2dc'],
  ['#f6f7f7', '#e2e6e6'],
];

/** Soft neutral studio background of a product picture. */
export function productBackground(ctx: Ctx, w: number, h: number): string {
  const [inner, outer] = ctx.rng.pick(NEUTRALS);
  // linear: a full-canvas radial gradient costs librsvg several milliseconds
  const fill = ctx.lin(
    [
      [0, inner],
      [0.55, mix(inner, outer, 0.4)],
      [1, outer],
    ],
    0,
    0,
    0,
    1,
  );
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

export interface PlateStyle {
  rim: string;
  well: string;
}
export const PLATES = {
  white: { rim: '#ffffff', well: '#f3f0ea' },
  black: { rim: '#3a3a3d', well: '#2a2a2d' },
  stone: { rim: '#e9e4dc', well: '#dcd5ca' },
  blue: { rim: '#e8eef3', well: '#d7e1ea' },
  clay: { rim: '#d98f5f', well: '#c67a4b' },
} satisfies Record<string, PlateStyle>;

/** Round plate seen from above, light from the top left. `well` is the inner radius ratio. */
export function roundPlate(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  style: PlateStyle,
  well = 0.74,
): string {
  const rim = ctx.lin(
    [
      [0, lighten(style.rim, 0.3)],
      [1, darken(style.rim, 0.1)],
    ],
    0,
    0,
    0,
    1,
  );
  const inner = ctx.lin(
    [
      [0, darken(style.well, 0.05)],
      [1, lighten(style.well, 0.2)],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    shadow(ctx, cx + r * 0.05, cy + r * 0.09, r * 1.08, r * 1.05, 0.32) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${rim}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * well)}" fill="${inner}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * well)}" fill="none" stroke="${darken(style.well, 0.08)}" stroke-width="${n(r * 0.012)}" stroke-opacity="0.6"/>` +
    `<path d="M${n(cx - r * 0.93 * Math.cos(0.5))} ${n(cy - r * 0.93 * Math.sin(0.5))}A${n(r * 0.93)} ${n(r * 0.93)} 0 0 1 ${n(cx - r * 0.93 * Math.sin(0.45))} ${n(cy - r * 0.93 * Math.cos(0.45))}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(r * 0.025)}" stroke-linecap="round"/>`
  );
}

/** Rectangular plate, drawn centred at the origin: wrap it in a transform to place it. */
export function rectPlate(ctx: Ctx, w: number, h: number, style: PlateStyle): string {
  const rim = ctx.lin(
    [
      [0, lighten(style.rim, 0.25)],
      [1, darken(style.rim, 0.1)],
    ],
    0,
    0,
    0,
    1,
  );
  const inner = ctx.lin(
    [
      [0, darken(style.well, 0.04)],
      [1, lighten(style.well, 0.15)],
    ],
    0,
    0,
    0,
    1,
  );
  const m = Math.min(w, h) * 0.09;
  return (
    shadow(ctx, w * 0.03, h * 0.08, w * 0.62, h * 0.68, 0.3) +
    `<path d="${roundRect(0, 0, w, h, h * 0.16)}" fill="${rim}"/>` +
    `<path d="${roundRect(0, 0, w - 2 * m, h - 2 * m, h * 0.1)}" fill="${inner}" stroke="${darken(style.well, 0.08)}" stroke-opacity="0.5" stroke-width="2"/>` +
    `<path d="M${n(-w / 2 + h * 0.14)} ${n(-h / 2 + m * 0.45)}H${n(w * 0.15)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(m * 0.22)}" stroke-linecap="round"/>`
  );
}

const WOODS = ['#c98f55', '#b9793f', '#d6a468', '#a8693a'] as const;

/** Wooden serving board centred at the origin, with thickness, grain and a soft shadow. */
export function woodBoard(ctx: Ctx, w: number, h: number, wood?: string): string {
  const rng = ctx.rng;
  const base = wood ?? rng.pick(WOODS);
  const top = ctx.lin(
    [
      [0, lighten(base, 0.12)],
      [1, darken(base, 0.06)],
    ],
    0,
    0,
    0,
    1,
  );
  const r = Math.min(w, h) * 0.06;
  let grain = '';
  for (let i = 0; i < 9; i++) {
    const y = -h / 2 + (h * (i + 0.5)) / 9 + rng.range(-8, 8);
    const pts: Pt[] = [];
    for (let x = -w / 2 + 10; x <= w / 2 - 10; x += w / 6) pts.push([x, y + rng.range(-6, 6)]);
    grain += `<path d="${openPath(pts)}" fill="none" stroke="${darken(base, 0.22)}" stroke-opacity="0.22" stroke-width="${n(rng.range(1.5, 3.5))}"/>`;
  }
  return (
    shadow(ctx, w * 0.03, h * 0.1, w * 0.6, h * 0.66, 0.34) +
    `<path d="${roundRect(0, 14, w, h, r)}" fill="${darken(base, 0.3)}"/>` +
    `<path d="${roundRect(0, 0, w, h, r)}" fill="${top}"/>` +
    `<g clip-path="${ctx.clipPath(roundRect(0, 0, w, h, r))}">${grain}</g>` +
    `<path d="M${n(-w / 2 + r)} ${n(-h / 2 + 3)}H${n(w / 2 - r)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`
  );
}

/** Dark slate board centred at the origin. */
export function slateBoard(ctx: Ctx, w: number, h: number): string {
  const rng = ctx.rng;
  const top = ctx.lin(
    [
      [0, '#45474b'],
      [1, '#2b2c2f'],
    ],
    0,
    0,
    0,
    1,
  );
  let d = '';
  for (let i = 0; i < 40; i++) {
    const r = rng.range(1, 2.6);
    d += ellipseD(rng.range(-w / 2 + 12, w / 2 - 12), rng.range(-h / 2 + 12, h / 2 - 12), r, r);
  }
  const specks = `<path d="${d}" fill="#ffffff" fill-opacity="0.07"/>`;
  return (
    shadow(ctx, w * 0.03, h * 0.1, w * 0.6, h * 0.66, 0.36) +
    `<path d="${roundRect(0, 9, w, h, 14)}" fill="#1d1e20"/>` +
    `<path d="${roundRect(0, 0, w, h, 14)}" fill="${top}"/>` +
    specks
  );
}

/** Round wooden board (pizza peel without the handle). */
export function roundBoard(ctx: Ctx, cx: number, cy: number, r: number, wood?: string): string {
  const rng = ctx.rng;
  const base = wood ?? rng.pick(WOODS);
  const top = ctx.lin(
    [
      [0, lighten(base, 0.14)],
      [1, darken(base, 0.08)],
    ],
    0,
    0,
    0,
    1,
  );
  let rings = '';
  for (let i = 0; i < 6; i++) {
    rings += `<path d="${blob(rng, cx + rng.range(-20, 20), cy + rng.range(-20, 20), r * (0.2 + i * 0.14), r * (0.18 + i * 0.13), 0.05, 10)}" fill="none" stroke="${darken(base, 0.25)}" stroke-opacity="0.16" stroke-width="2.5"/>`;
  }
  return (
    shadow(ctx, cx + r * 0.05, cy + r * 0.1, r * 1.1, r * 1.06, 0.34) +
    `<circle cx="${n(cx)}" cy="${n(cy + r * 0.04)}" r="${n(r)}" fill="${darken(base, 0.3)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${top}"/>` +
    rings
  );
}

/** A small green leaf (basil, shiso, mint) centred at the origin pointing right, length len. */
export function leaf(color: string, len: number, width = 0.45): string {
  const w = len * width;
  const d = `M${n(-len / 2)} 0C${n(-len / 4)} ${n(-w)} ${n(len / 4)} ${n(-w * 0.9)} ${n(len / 2)} 0C${n(len / 4)} ${n(w * 0.9)} ${n(-len / 4)} ${n(w)} ${n(-len / 2)} 0Z`;
  return (
    `<path d="${d}" fill="${color}"/>` +
    `<path d="${d}" fill="${darken(color, 0.25)}" fill-opacity="0.35" transform="translate(0 ${n(w * 0.25)}) scale(1 0.6)"/>` +
    `<path d="M${n(-len / 2)} 0Q0 ${n(-w * 0.12)} ${n(len * 0.42)} 0" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="${n(Math.max(1.2, len * 0.025))}" stroke-linecap="round"/>`
  );
}

/** Placement helper: wraps markup in translate/rotate/scale. */
export function place(markup: string, x: number, y: number, rotDeg = 0, scale = 1): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotDeg) parts.push(`rotate(${n(rotDeg)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${markup}</g>`;
}
