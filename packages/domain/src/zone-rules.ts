/**
 * What a delivery zone must be before it is saved (issue 19 item 4), shared by the API (which
 * refuses it) and the back office (which shows the same problem before the save is tried).
 * A polygon is GeoJSON Polygon coordinates: rings of [longitude, latitude], the first the outline,
 * any further ones holes. A ring may come open (a map editor's vertices): it is closed here.
 */
import kinks from '@turf/kinks';

export type Position = [lng: number, lat: number];

export const ZONE_DELIVERY_MINUTES = { min: 1, max: 600 } as const;
export const ZONE_PRIORITY_MAX = 1000;

export type PolygonProblemCode = 'ZONE_POLYGON_INVALID' | 'ZONE_TOO_FEW_POINTS' | 'ZONE_SELF_INTERSECTS';

export interface PolygonProblem {
  code: PolygonProblemCode;
  message: string;
  /** where the outline crosses itself, [lng, lat] (ZONE_SELF_INTERSECTS only) */
  where: Position[];
}

export type PolygonCheck = { ok: true; polygon: Position[][] } | ({ ok: false } & PolygonProblem);

const samePoint = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

const fail = (code: PolygonProblemCode, message: string, where: Position[] = []): PolygonCheck => ({
  ok: false,
  code,
  message,
  where,
});

function positionProblem(p: unknown): string | null {
  if (!Array.isArray(p) || p.length !== 2) return 'is not a [longitude, latitude] pair';
  const [lng, lat] = p as unknown[];
  if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180)
    return 'has a longitude outside -180…180';
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return 'has a latitude outside -90…90';
  return null;
}

/**
 * The polygon closed and without repeated consecutive points, or the first thing wrong with it:
 * a point out of range, a ring of fewer than 3 distinct points (three identical points
 * included), or an outline that crosses itself (turf's kinks, with the crossing points).
 */
export function checkPolygon(rings: unknown): PolygonCheck {
  if (!Array.isArray(rings) || rings.length === 0)
    return fail('ZONE_POLYGON_INVALID', 'The zone needs an outline: a list of [longitude, latitude] points');
  const polygon: Position[][] = [];
  for (const [r, ring] of rings.entries()) {
    const label = r === 0 ? 'The outline' : `Hole ${r}`;
    if (!Array.isArray(ring)) return fail('ZONE_POLYGON_INVALID', `${label} is not a list of points`);
    const points: Position[] = [];
    for (const [i, p] of ring.entries()) {
      const problem = positionProblem(p);
      if (problem) return fail('ZONE_POLYGON_INVALID', `${label}: point ${i + 1} ${problem}`);
      const point: Position = [p[0], p[1]];
      if (!points.length || !samePoint(points[points.length - 1]!, point)) points.push(point);
    }
    if (points.length > 1 && samePoint(points[0]!, points[points.length - 1]!)) points.pop();
    const distinct = new Set(points.map(([x, y]) => `${x},${y}`));
    if (distinct.size < 3)
      return fail(
        'ZONE_TOO_FEW_POINTS',
        `${label} has ${distinct.size} distinct point${distinct.size === 1 ? '' : 's'}; a zone needs at least 3`,
      );
    polygon.push([...points, points[0]!]);
  }
  const crossings = selfIntersections(polygon);
  if (crossings.length)
    return fail(
      'ZONE_SELF_INTERSECTS',
      `The outline crosses itself at ${crossings.length} point${crossings.length === 1 ? '' : 's'} (near ${formatPosition(crossings[0]!)}); move the vertices so its edges do not cross`,
      crossings,
    );
  return { ok: true, polygon };
}

/** Where the rings cross themselves or each other, rounded to 6 decimals (about 0.1 m). */
export function selfIntersections(polygon: Position[][]): Position[] {
  const found = kinks({ type: 'Polygon', coordinates: polygon });
  const seen = new Set<string>();
  const points: Position[] = [];
  for (const feature of found.features) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const p: Position = [round6(lng), round6(lat)];
    const key = `${p[0]},${p[1]}`;
    if (!seen.has(key)) {
      seen.add(key);
      points.push(p);
    }
  }
  return points;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const formatPosition = ([lng, lat]: Position) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

export interface ZoneNumbers {
  deliveryPrice: number;
  minOrderAmount: number;
  freeDeliveryThreshold: number | null;
  deliveryTimeMinutes: number;
  priority: number;
  color: string;
}

export type ZoneField = keyof ZoneNumbers;

export interface FieldProblem {
  field: ZoneField;
  message: string;
}

const isMoney = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** Money in minor units (integers ≥ 0), 1–600 minutes, a priority 0–1000 and a #rrggbb colour. */
export function zoneFieldProblems(zone: ZoneNumbers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isMoney(zone.deliveryPrice))
    problems.push({ field: 'deliveryPrice', message: 'The delivery price is a whole amount of 0 or more' });
  if (!isMoney(zone.minOrderAmount))
    problems.push({ field: 'minOrderAmount', message: 'The minimum order is a whole amount of 0 or more' });
  if (zone.freeDeliveryThreshold !== null && !isMoney(zone.freeDeliveryThreshold))
    problems.push({
      field: 'freeDeliveryThreshold',
      message: 'The free-delivery threshold is a whole amount of 0 or more, or empty',
    });
  const minutes = zone.deliveryTimeMinutes;
  if (
    !Number.isInteger(minutes) ||
    minutes < ZONE_DELIVERY_MINUTES.min ||
    minutes > ZONE_DELIVERY_MINUTES.max
  )
    problems.push({
      field: 'deliveryTimeMinutes',
      message: `The delivery time is whole minutes from ${ZONE_DELIVERY_MINUTES.min} to ${ZONE_DELIVERY_MINUTES.max}`,
    });
  if (!Number.isInteger(zone.priority) || zone.priority < 0 || zone.priority > ZONE_PRIORITY_MAX)
    problems.push({
      field: 'priority',
      message: `The priority is a whole number from 0 to ${ZONE_PRIORITY_MAX}`,
    });
  if (!isHexColor(zone.color))
    problems.push({ field: 'color', message: 'The colour is a hex colour such as #2f9e44' });
  return problems;
}

export const isHexColor = (color: string) => /^#[0-9a-fA-F]{6}$/.test(color);
