/**
 * Which zones of a city share ground, and who wins there, decided exactly as the storefront and
 * checkout decide it (delivery-zones/zone-choice.ts `compareZones`): the editor shows the rule
 * that decides each overlap, in words. The shared area comes from turf's intersect (polyclip);
 * zones that only touch along an edge share no area and do not overlap.
 */
import intersect from '@turf/intersect';
import type { TZoneOverlap, TZoneOverlapRule } from '@food/contracts';
import { compareZones, type RankedZone } from '../delivery-zones/index.js';

export interface OverlapZone extends RankedZone {
  polygon: number[][][];
}

/** The first criterion of `compareZones` on which two zones differ. */
export function decidingRule(a: RankedZone, b: RankedZone): TZoneOverlapRule {
  if (a.priority !== b.priority) return 'priority';
  if (a.deliveryPrice !== b.deliveryPrice) return 'deliveryPrice';
  if (a.minOrderAmount !== b.minOrderAmount) return 'minOrderAmount';
  if (a.deliveryTimeMinutes !== b.deliveryTimeMinutes) return 'deliveryTimeMinutes';
  return 'id';
}

const RULE_WORDS: Record<TZoneOverlapRule, string> = {
  priority: 'the zone with the smaller priority wins',
  deliveryPrice: 'equal priority, so the cheaper delivery wins',
  minOrderAmount: 'equal priority and delivery price, so the lower minimum order wins',
  deliveryTimeMinutes: 'equal priority, delivery price and minimum order, so the faster delivery wins',
  id: 'everything equal, so the older zone (the lower id) wins',
};

/** The rule in words an editor can show: "Zone 12 wins: the zone with the smaller priority wins (0 before 1)". */
function ruleInWords(winner: RankedZone, loser: RankedZone, rule: TZoneOverlapRule): string {
  const values = rule === 'id' ? `${winner.id} before ${loser.id}` : `${winner[rule]} before ${loser[rule]}`;
  return `Zone ${winner.id} serves the shared area: ${RULE_WORDS[rule]} (${values}).`;
}

type Box = [minLng: number, minLat: number, maxLng: number, maxLat: number];

function boxOf(polygon: number[][][]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of polygon[0] ?? []) {
    box[0] = Math.min(box[0], lng!);
    box[1] = Math.min(box[1], lat!);
    box[2] = Math.max(box[2], lng!);
    box[3] = Math.max(box[3], lat!);
  }
  return box;
}

const boxesMeet = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Every pair of zones sharing area, lower ids first, with the winner and the deciding rule. */
export function findOverlaps(zones: readonly OverlapZone[]): TZoneOverlap[] {
  const sorted = [...zones].sort((a, b) => a.id - b.id);
  const boxes = sorted.map((z) => boxOf(z.polygon));
  const overlaps: TZoneOverlap[] = [];
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++) {
      if (!boxesMeet(boxes[i]!, boxes[j]!)) continue;
      const a = sorted[i]!;
      const b = sorted[j]!;
      const shared = sharedArea(a.polygon, b.polygon);
      if (!shared) continue;
      const [winner, loser] = compareZones(a, b) <= 0 ? [a, b] : [b, a];
      const rule = decidingRule(winner, loser);
      overlaps.push({
        zoneIds: [a.id, b.id],
        winnerId: winner.id,
        decidedBy: rule,
        rule: ruleInWords(winner, loser, rule),
        area: shared,
      });
    }
  return overlaps;
}

/** The area two polygons share as MultiPolygon coordinates, or null when they share none. */
function sharedArea(a: number[][][], b: number[][][]): TZoneOverlap['area'] | null {
  let found;
  try {
    found = intersect({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: a } },
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: b } },
      ],
    });
  } catch {
    // a stored polygon the clipper cannot read (a seed drawn by hand): no overlap shown for it
    return null;
  }
  if (!found) return null;
  const { geometry } = found;
  const area = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return area as TZoneOverlap['area'];
}
