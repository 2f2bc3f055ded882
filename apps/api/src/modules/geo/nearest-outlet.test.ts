import { describe, expect, it } from 'vitest';
import { findNearestOutlet, type OutletPlace } from './nearest-outlet.js';

const outlet = (
  id: number,
  businessRegionId: number,
  latitude: number,
  longitude: number,
  isPickupAvailable = true,
): OutletPlace => ({
  id,
  businessRegionId,
  latitude,
  longitude,
  isPickupAvailable,
});

// Khreshchatyk (Kyiv), Obolon (Kyiv), Rynok square (Lviv)
const KHRESHCHATYK = outlet(1001, 101, 50.4475, 30.5227);
const OBOLON = outlet(1002, 101, 50.5013, 30.4981);
const RYNOK = outlet(1011, 102, 49.8418, 24.0316);

describe('the nearest restaurant to the customer', () => {
  it('is the one the fewest metres away, with the distance rounded to 10 m', () => {
    const near = findNearestOutlet([OBOLON, RYNOK, KHRESHCHATYK], { lat: 50.45, lng: 30.524 });
    expect(near?.outlet.id).toBe(1001);
    // about 300 m south-west of Khreshchatyk's outlet
    expect(near!.distanceMeters).toBeGreaterThan(200);
    expect(near!.distanceMeters).toBeLessThan(400);
    expect(near!.distanceMeters % 10).toBe(0);
  });

  it('may be in another city: a customer in Lviv is nearest to the Lviv restaurant', () => {
    expect(findNearestOutlet([KHRESHCHATYK, OBOLON, RYNOK], { lat: 49.84, lng: 24.03 })?.outlet.id).toBe(
      1011,
    );
  });

  it('skips restaurants that hand nothing out, and is null when none does', () => {
    const closed = { ...KHRESHCHATYK, isPickupAvailable: false };
    expect(findNearestOutlet([closed, OBOLON], { lat: 50.4475, lng: 30.5227 })?.outlet.id).toBe(1002);
    expect(findNearestOutlet([closed], { lat: 50.4475, lng: 30.5227 })).toBeNull();
    expect(findNearestOutlet([], { lat: 50.4475, lng: 30.5227 })).toBeNull();
  });

  it('breaks a tie by the lower id, whatever the order of the list', () => {
    const twin = { ...KHRESHCHATYK, id: 999 };
    expect(findNearestOutlet([KHRESHCHATYK, twin], { lat: 50.45, lng: 30.52 })?.outlet.id).toBe(999);
    expect(findNearestOutlet([twin, KHRESHCHATYK], { lat: 50.45, lng: 30.52 })?.outlet.id).toBe(999);
  });
});
