/**
 * Point-in-polygon for delivery zones. Zones are GeoJSON Polygon coordinates: the first ring is
 * the outline, any further rings are holes (a park, a closed military area, a river island).
 * Positions are [longitude, latitude]; a zone is a few kilometres across, so treating degrees
 * as a plane is exact enough. Zones crossing the antimeridian or a pole do not exist for a city
 * and are not supported.
 *
 * A point exactly on an outline, a vertex or a hole's edge counts as inside: a customer whose
 * house sits on the line drawn by the operator is delivered to (the zone is a closed set).
 */
import pointInPolygon from 'point-in-polygon-hao';

type Position = [lng: number, lat: number];
export type PolygonCoordinates = Position[][];

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** What is wrong with a coordinate pair, in words a caller can show; empty when it is fine. */
export function coordinateProblems({ lat, lng }: LatLng): string[] {
  const problems: string[] = [];
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    problems.push('lat must be a number between -90 and 90');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180)
    problems.push('lng must be a number between -180 and 180');
  return problems;
}

const isFinitePosition = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/**
 * The polygon as the algorithm needs it: every ring closed (first position repeated at the
 * end) and at least a triangle. Rings that cannot enclose anything are dropped; a polygon whose
 * outline is dropped encloses nothing (an empty array).
 */
export function normalizePolygon(coordinates: readonly (readonly unknown[])[]): PolygonCoordinates {
  const rings: PolygonCoordinates = [];
  for (const [index, raw] of coordinates.entries()) {
    const ring = raw.filter(isFinitePosition).map((p): Position => [p[0], p[1]]);
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
    const distinct = new Set(ring.map(([x, y]) => `${x},${y}`));
    if (distinct.size < 3) {
      if (index === 0) return [];
      continue;
    }
    rings.push(ring);
  }
  return rings;
}

export function boundingBox(polygon: PolygonCoordinates): BoundingBox {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const [lng, lat] of polygon[0] ?? []) {
    box.minLng = Math.min(box.minLng, lng);
    box.maxLng = Math.max(box.maxLng, lng);
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
  }
  return box;
}

const inBox = (box: BoundingBox, { lat, lng }: LatLng) =>
  lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;

/**
 * Whether the zone holds the point, its boundary included. Takes a normalized polygon
 * (`normalizePolygon`); the bounding box, when given, skips the exact test for far points.
 */
export function isPointInPolygon(point: LatLng, polygon: PolygonCoordinates, box?: BoundingBox): boolean {
  if (polygon.length === 0) return false;
  if (!inBox(box ?? boundingBox(polygon), point)) return false;
  // robust orientation test: true inside, 0 on any ring's edge or vertex, false outside
  return pointInPolygon([point.lng, point.lat], polygon) !== false;
}
