import { describe, expect, it } from 'vitest';
import { pickPreferredZone } from './zone-choice.js';

const zone = (id: number, priority: number, deliveryPrice: number, minOrderAmount = 30000, minutes = 45) => ({
  id,
  priority,
  deliveryPrice,
  minOrderAmount,
  deliveryTimeMinutes: minutes,
});

describe('choosing among zones that all contain the address', () => {
  it('gives nothing when no zone contains it', () => {
    expect(pickPreferredZone([])).toBeUndefined();
  });

  it("prefers the inner ring (the operator's priority) even over a cheaper outer ring", () => {
    const inner = zone(1, 0, 5900);
    const outerCheaper = zone(2, 1, 4900);
    expect(pickPreferredZone([outerCheaper, inner])).toBe(inner);
  });

  it('among equal priorities takes the cheaper delivery, then the lower minimum, then the faster', () => {
    expect(pickPreferredZone([zone(1, 0, 5900), zone(2, 0, 4900)])?.id).toBe(2);
    expect(pickPreferredZone([zone(1, 0, 4900, 50000), zone(2, 0, 4900, 25000)])?.id).toBe(2);
    expect(pickPreferredZone([zone(1, 0, 4900, 25000, 70), zone(2, 0, 4900, 25000, 45)])?.id).toBe(2);
  });

  it('breaks a full tie by the lower id, whatever the input order', () => {
    expect(pickPreferredZone([zone(7, 0, 4900), zone(3, 0, 4900)])?.id).toBe(3);
    expect(pickPreferredZone([zone(3, 0, 4900), zone(7, 0, 4900)])?.id).toBe(3);
  });
});
