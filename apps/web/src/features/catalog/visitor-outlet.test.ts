import { describe, expect, it } from 'vitest';
import { soldOutQuery, visitorOutlet } from './visitor-outlet';

const form = (o: Record<string, unknown>) => JSON.stringify(o);

describe('the outlet that serves the visitor', () => {
  it('is the chosen pickup restaurant', () => {
    expect(visitorOutlet(form({ method: 'PICKUP', pickupRestaurantId: 1002 }), '1001')).toEqual({
      kind: 'outlet',
      outletId: 1002,
    });
  });

  it("is found by a delivery address's position", () => {
    const stored = form({ method: 'DELIVERY', address: { latitude: 50.4474, longitude: 30.5219 } });
    expect(visitorOutlet(stored, null)).toEqual({ kind: 'address', lat: 50.4474, lng: 30.5219 });
  });

  it('is the remembered outlet, else the whole city', () => {
    expect(visitorOutlet(form({ method: 'DELIVERY', address: { latitude: null } }), '1003')).toEqual({
      kind: 'outlet',
      outletId: 1003,
    });
    expect(visitorOutlet(form({ method: 'PICKUP', pickupRestaurantId: null }), null)).toEqual({
      kind: 'city',
    });
    expect(visitorOutlet('{broken', 'x')).toEqual({ kind: 'city' });
    expect(visitorOutlet(null, '-5')).toEqual({ kind: 'city' });
  });

  it('asks the live read for it', () => {
    expect(soldOutQuery(1, 101, { kind: 'city' })).toBe('rn=1&br=101');
    expect(soldOutQuery(1, 101, { kind: 'outlet', outletId: 1002 })).toBe('rn=1&br=101&outletId=1002');
    expect(soldOutQuery(1, 101, { kind: 'address', lat: 50.4, lng: 30.5 })).toBe(
      'rn=1&br=101&lat=50.4&lng=30.5',
    );
  });
});
