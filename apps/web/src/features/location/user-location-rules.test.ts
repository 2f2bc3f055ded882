import { describe, expect, it } from 'vitest';
import { formatDistance, parseStoredLocation, roundLocation } from './user-location-rules';

describe("the customer's location (SPEC section 3: user_location)", () => {
  it('is rounded before it leaves the browser: about 10 m for the address, 100 m for a restaurant', () => {
    const here = { latitude: 50.450123, longitude: 30.523987 };
    expect(roundLocation(here)).toEqual({ latitude: 50.4501, longitude: 30.524 });
    expect(roundLocation(here, 3)).toEqual({ latitude: 50.45, longitude: 30.524 });
  });

  it('is read back from storage only when it is a real position', () => {
    expect(parseStoredLocation('{"latitude":50.45,"longitude":30.524}')).toEqual({
      latitude: 50.45,
      longitude: 30.524,
    });
    for (const raw of [null, '', 'nonsense', 'null', '{"latitude":"50"}', '{"latitude":95,"longitude":1}'])
      expect(parseStoredLocation(raw)).toBeNull();
  });
});

describe('a distance as the customer reads it', () => {
  it('is in metres under a kilometre, in kilometres above', () => {
    expect(formatDistance(347, 'uk')).toBe('350 м');
    expect(formatDistance(1234, 'uk')).toBe('1,2 км');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(468_000, 'ru')).toBe('468 км');
    expect(formatDistance(0, 'en')).toBe('10 m');
  });
});
