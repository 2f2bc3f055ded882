import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  formOfZone,
  minorToText,
  pointsProblem,
  polygonToText,
  textToMinor,
  textToPolygon,
  writeOfForm,
} from './zone-form';

const square: [number, number][] = [
  [30.5, 50.4],
  [30.6, 50.4],
  [30.6, 50.5],
  [30.5, 50.5],
  [30.5, 50.4],
];

describe('money as typed', () => {
  it('turns major units into minor ones and back', () => {
    expect(textToMinor('59', 100)).toBe(5900);
    expect(textToMinor('12,5', 100)).toBe(1250);
    expect(textToMinor(' ', 100)).toBeNull();
    expect(textToMinor('-5', 100)).toBeNaN();
    expect(minorToText(1250, 100)).toBe('12.50');
    expect(minorToText(5900, 100)).toBe('59');
    expect(minorToText(null, 100)).toBe('');
  });
});

describe('the outline as text', () => {
  it('writes latitude first, one point a line, without the closing point, and reads it back', () => {
    const text = polygonToText([square]);
    expect(text.split('\n')).toEqual(['50.4, 30.5', '50.4, 30.6', '50.5, 30.6', '50.5, 30.5']);
    expect(textToPolygon(text)).toEqual({ ok: true, polygon: [square.slice(0, 4)] });
  });

  it('reads a hole after a blank line and names a line it cannot read', () => {
    expect(
      textToPolygon('50.4, 30.5\n50.4 30.6\n50.5;30.6\n\n50.42, 30.52\n50.43, 30.53\n50.43, 30.52'),
    ).toMatchObject({
      ok: true,
      polygon: [expect.any(Array), expect.any(Array)],
    });
    expect(textToPolygon('50.4, 30.5\nnorth of the river')).toEqual({ ok: false, line: 2 });
  });

  it('shows a self-crossing outline before saving, where it crosses', () => {
    expect(pointsProblem('50.4, 30.5\n50.5, 30.6\n50.4, 30.6\n50.5, 30.5')).toEqual({
      key: 'errSelfIntersects',
      vars: { count: 1, where: '50.45000, 30.55000' },
    });
    expect(pointsProblem('50.4, 30.5\n50.4, 30.5\n50.4, 30.5')).toEqual({ key: 'errTooFewPoints' });
    expect(pointsProblem(polygonToText([square]))).toBeNull();
  });
});

describe('writeOfForm', () => {
  it('builds the write of a filled form', () => {
    const form = {
      ...emptyForm(1001, '#2f9e44'),
      name: { uk: ' Центр ', ru: '' },
      points: polygonToText([square]),
      deliveryPrice: '59',
      freeDeliveryThreshold: '800',
    };
    const answer = writeOfForm(form, 100, 'uk');
    expect(answer).toEqual({
      ok: true,
      write: {
        outletId: 1001,
        name: { uk: 'Центр' },
        polygon: [square.slice(0, 4)],
        deliveryPrice: 5900,
        minOrderAmount: 0,
        freeDeliveryThreshold: 80000,
        deliveryTimeMinutes: 60,
        priority: 0,
        color: '#2f9e44',
      },
    });
    // and the form of that write is the form again
    if (answer.ok) expect(formOfZone(answer.write, 100).deliveryPrice).toBe('59');
  });

  it('marks every field that is wrong', () => {
    const answer = writeOfForm(
      { ...emptyForm(undefined, 'red'), deliveryTimeMinutes: '0', priority: 'x' },
      100,
      'uk',
    );
    expect(answer.ok).toBe(false);
    if (!answer.ok)
      expect(Object.keys(answer.problems).sort()).toEqual(
        ['color', 'deliveryPrice', 'deliveryTimeMinutes', 'name.uk', 'outletId', 'points', 'priority'].sort(),
      );
  });
});
