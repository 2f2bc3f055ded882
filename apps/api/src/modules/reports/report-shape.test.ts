import { describe, expect, it } from 'vitest';
import { shapeRows } from './report-shape.js';

describe('report rows', () => {
  it('puts both periods of a key and currency side by side, an absent period as zero', () => {
    const rows = shapeRows('payment-types', [
      { p: 'c', key: 'CASH', currency: 'UAH', orders: 3, revenue: 900 },
      { p: 'p', key: 'CASH', currency: 'UAH', orders: 1, revenue: 100 },
      { p: 'c', key: 'CASH', currency: 'AED', orders: 5, revenue: 50 },
      { p: 'p', key: 'CARD', currency: 'UAH', orders: 2, revenue: 20 },
    ]);
    expect(rows).toEqual([
      {
        key: 'CASH',
        label: null,
        currency: 'AED',
        current: { orders: 5, revenue: 50 },
        previous: { orders: 0, revenue: 0 },
      },
      {
        key: 'CASH',
        label: null,
        currency: 'UAH',
        current: { orders: 3, revenue: 900 },
        previous: { orders: 1, revenue: 100 },
      },
      {
        key: 'CARD',
        label: null,
        currency: 'UAH',
        current: { orders: 0, revenue: 0 },
        previous: { orders: 2, revenue: 20 },
      },
    ]);
  });

  it('computes the average check and shares, none without orders', () => {
    const [row] = shapeRows('summary', [
      { p: 'c', key: 'UAH', currency: 'UAH', orders: 3, revenue: 1000, cancelled: 1 },
    ]);
    expect(row!.current).toMatchObject({ averageCheck: 333, cancelledShare: 25 });
    expect(row!.previous).toMatchObject({ orders: 0, averageCheck: null, cancelledShare: null });
  });

  it('keeps the top dishes of the period only, and every hour of the day', () => {
    const raws = Array.from({ length: 25 }, (_, i) => ({
      p: 'c' as const,
      key: String(i + 1),
      label: `D${i}`,
      currency: 'UAH',
      quantity: i + 1,
      revenue: 10,
    }));
    const dishes = shapeRows('dishes', [
      ...raws,
      { p: 'p', key: '99', label: 'Old', currency: 'UAH', quantity: 500, revenue: 1 },
    ]);
    expect(dishes).toHaveLength(20);
    expect(dishes[0]).toMatchObject({ key: '25', label: 'D24' });
    expect(dishes.map((d) => d.key)).not.toContain('99');
    const hours = shapeRows('hours', [{ p: 'c', key: 13, currency: 'UAH', orders: 4, revenue: 40 }]);
    expect(hours.map((h) => h.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
    expect(hours[13]!.current).toEqual({ orders: 4, revenue: 40 });
    expect(hours[12]!.current).toEqual({ orders: 0, revenue: 0 });
  });

  it('turns speed’s metric rows into columns', () => {
    const [home] = shapeRows('speed', [
      { p: 'c', key: 'home', metric: 'LCP', currency: null, p75: 2512.345, loads: 40 },
      { p: 'c', key: 'home', metric: 'INP', currency: null, p75: 180, loads: 12 },
    ]);
    expect(home!.current).toEqual({ lcpP75: 2512.3, lcpLoads: 40, inpP75: 180, inpLoads: 12 });
    expect(home!.previous).toEqual({ lcpP75: null, lcpLoads: 0, inpP75: null, inpLoads: 0 });
  });
});
