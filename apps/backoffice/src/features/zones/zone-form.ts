/**
 * The zone form's values as typed, and the write the API takes: money in major units as typed
 * ("59", "12.50") to integer minor units, the outline as one "latitude, longitude" per line (the
 * map's text alternative: a zone can be made and edited with the keyboard alone), holes after a
 * blank line. The rules are the API's own (@food/domain/zone-rules), so a self-crossing outline
 * is shown before anything is sent.
 */
import type { TAdminZone, TLanguage, TZoneWrite } from '@food/contracts';
import { checkPolygon, zoneFieldProblems, type Position, type ZoneField } from '@food/domain/zone-rules';

export interface ZoneForm {
  outletId: string;
  name: Partial<Record<TLanguage, string>>;
  points: string;
  deliveryPrice: string;
  minOrderAmount: string;
  freeDeliveryThreshold: string;
  deliveryTimeMinutes: string;
  priority: string;
  color: string;
}

export type FormField = ZoneField | 'outletId' | 'points' | `name.${TLanguage}`;

/** A problem as a message key of messages.ts and its values. */
export interface FormProblem {
  key:
    | 'errMoney'
    | 'errMinutes'
    | 'errPriority'
    | 'errColor'
    | 'errOutlet'
    | 'errNameRequired'
    | 'errPointLine'
    | 'errPolygonInvalid'
    | 'errTooFewPoints'
    | 'errSelfIntersects';
  vars?: Record<string, string | number>;
}

export type FormProblems = Partial<Record<FormField, FormProblem>>;

const PALETTE = ['#2f9e44', '#1c7ed6', '#e8590c', '#ae3ec9', '#f08c00', '#0c8599'];
export const nextColor = (taken: number) => PALETTE[taken % PALETTE.length]!;

export function minorToText(minor: number | null, perMajor: number): string {
  if (minor === null) return '';
  const major = minor / perMajor;
  return Number.isInteger(major) ? String(major) : major.toFixed(Math.log10(perMajor));
}

/** "59", "59.5", "59,50" → 5950 minor units; '' → null; anything else → NaN. */
export function textToMinor(text: string, perMajor: number): number | null {
  const clean = text.trim().replace(',', '.');
  if (!clean) return null;
  if (!/^\d+(\.\d+)?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * perMajor);
}

const pointText = ([lng, lat]: Position) => `${lat}, ${lng}`;

/** The outline (and holes) as lines of "latitude, longitude", the closing point left out. */
export function polygonToText(polygon: readonly (readonly Position[])[]): string {
  return polygon
    .map((ring) => {
      const open = ring.length > 1 && samePoint(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : ring;
      return open.map(pointText).join('\n');
    })
    .join('\n\n');
}

const samePoint = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

export type ParsedPoints = { ok: true; polygon: Position[][] } | { ok: false; line: number };

/** Lines of "latitude, longitude" (a blank line starts a hole) as [lng, lat] rings. */
export function textToPolygon(text: string): ParsedPoints {
  const rings: Position[][] = [];
  let ring: Position[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line) {
      if (ring.length) rings.push(ring);
      ring = [];
      continue;
    }
    const match = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!match) return { ok: false, line: index + 1 };
    ring.push([Number(match[2]), Number(match[1])]);
  }
  if (ring.length) rings.push(ring);
  return { ok: true, polygon: rings };
}

/** What is wrong with the outline, for the live notice under the map and the points field. */
export function pointsProblem(text: string): FormProblem | null {
  const parsed = textToPolygon(text);
  if (!parsed.ok) return { key: 'errPointLine', vars: { line: parsed.line } };
  const checked = checkPolygon(parsed.polygon);
  if (checked.ok) return null;
  if (checked.code === 'ZONE_SELF_INTERSECTS') {
    const [lng, lat] = checked.where[0]!;
    return {
      key: 'errSelfIntersects',
      vars: { count: checked.where.length, where: `${lat.toFixed(5)}, ${lng.toFixed(5)}` },
    };
  }
  if (checked.code === 'ZONE_TOO_FEW_POINTS') return { key: 'errTooFewPoints' };
  return { key: 'errPolygonInvalid', vars: { message: checked.message } };
}

export function formOfZone(zone: TZoneWrite, perMajor: number): ZoneForm {
  return {
    outletId: String(zone.outletId),
    name: { ...zone.name },
    points: polygonToText(zone.polygon),
    deliveryPrice: minorToText(zone.deliveryPrice, perMajor),
    minOrderAmount: minorToText(zone.minOrderAmount, perMajor),
    freeDeliveryThreshold: minorToText(zone.freeDeliveryThreshold, perMajor),
    deliveryTimeMinutes: String(zone.deliveryTimeMinutes),
    priority: String(zone.priority),
    color: zone.color,
  };
}

/** The form of the zone as it will be edited: its draft when it has one. */
export const formOfAdminZone = (zone: TAdminZone, perMajor: number) =>
  formOfZone(zone.draft?.payload ?? zone, perMajor);

export function emptyForm(outletId: number | undefined, color: string): ZoneForm {
  return {
    outletId: outletId === undefined ? '' : String(outletId),
    name: {},
    points: '',
    deliveryPrice: '',
    minOrderAmount: '0',
    freeDeliveryThreshold: '',
    deliveryTimeMinutes: '60',
    priority: '0',
    color,
  };
}

const FIELD_KEY: Record<ZoneField, FormProblem['key']> = {
  deliveryPrice: 'errMoney',
  minOrderAmount: 'errMoney',
  freeDeliveryThreshold: 'errMoney',
  deliveryTimeMinutes: 'errMinutes',
  priority: 'errPriority',
  color: 'errColor',
};

const toInt = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The write, or the problems by field (the same rules as the API's). */
export function writeOfForm(
  form: ZoneForm,
  perMajor: number,
  defaultLanguage: TLanguage,
): { ok: true; write: TZoneWrite } | { ok: false; problems: FormProblems } {
  const problems: FormProblems = {};
  const numbers = {
    deliveryPrice: textToMinor(form.deliveryPrice, perMajor) ?? Number.NaN,
    minOrderAmount: textToMinor(form.minOrderAmount, perMajor) ?? 0,
    freeDeliveryThreshold: textToMinor(form.freeDeliveryThreshold, perMajor),
    deliveryTimeMinutes: toInt(form.deliveryTimeMinutes),
    priority: toInt(form.priority),
    color: form.color.trim(),
  };
  for (const p of zoneFieldProblems(numbers)) problems[p.field] = { key: FIELD_KEY[p.field] };
  if (!form.outletId) problems.outletId = { key: 'errOutlet' };
  if (!form.name[defaultLanguage]?.trim()) problems[`name.${defaultLanguage}`] = { key: 'errNameRequired' };
  const pointIssue = pointsProblem(form.points);
  if (pointIssue) problems.points = pointIssue;
  if (Object.keys(problems).length) return { ok: false, problems };
  const parsed = textToPolygon(form.points) as { ok: true; polygon: Position[][] };
  const name: TZoneWrite['name'] = {};
  for (const [lang, text] of Object.entries(form.name))
    if (text?.trim()) name[lang as TLanguage] = text.trim();
  return {
    ok: true,
    write: {
      outletId: Number(form.outletId),
      name,
      polygon: parsed.polygon,
      deliveryPrice: numbers.deliveryPrice,
      minOrderAmount: numbers.minOrderAmount,
      freeDeliveryThreshold: numbers.freeDeliveryThreshold,
      deliveryTimeMinutes: numbers.deliveryTimeMinutes,
      priority: numbers.priority,
      color: numbers.color,
    },
  };
}
