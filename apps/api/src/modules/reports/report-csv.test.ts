import type { TReport } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { csvField, reportCsv } from './report-csv.js';

describe('report CSV', () => {
  it('quotes what must be quoted and defuses formulas in text', () => {
    expect(csvField('plain', true)).toBe('plain');
    expect(csvField('a, b', true)).toBe('"a, b"');
    expect(csvField('say "hi"', true)).toBe('"say ""hi"""');
    expect(csvField('two\nlines', true)).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)', true)).toBe("'=SUM(A1)");
    expect(csvField('-5', true)).toBe("'-5");
    expect(csvField('-5', false)).toBe('-5');
    expect(csvField(null, false)).toBe('');
  });

  it('writes money in major units from integer minor units, translated keys and headers', () => {
    const report: TReport = {
      report: 'delivery-types',
      timeZone: 'Europe/Kyiv',
      period: { from: '2030-03-01', to: '2030-03-31', start: '', end: '' },
      previousPeriod: { from: '2030-01-29', to: '2030-02-28', start: '', end: '' },
      columns: [
        { key: 'orders', kind: 'count' },
        { key: 'revenue', kind: 'money' },
      ],
      rows: [
        {
          key: 'delivery',
          label: null,
          currency: 'UAH',
          current: { orders: 3, revenue: 123405 },
          previous: { orders: 0, revenue: 0 },
        },
        {
          key: 'pickup',
          label: null,
          currency: 'AED',
          current: { orders: 1, revenue: 7 },
          previous: { orders: 2, revenue: 100 },
        },
      ],
    };
    expect(reportCsv(report, 'ru')).toBe(
      '\uFEFFКак получен,Валюта,Заказы,Выручка,"Заказы, предыдущий период","Выручка, предыдущий период"\r\n' +
        'Доставка,UAH,3,1234.05,0,0.00\r\n' +
        'Самовывоз,AED,1,0.07,2,1.00\r\n',
    );
  });
});
