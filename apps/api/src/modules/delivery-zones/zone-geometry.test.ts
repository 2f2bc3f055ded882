import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  coordinateProblems,
  isPointInPolygon,
  normalizePolygon,
  type PolygonCoordinates,
} from './zone-geometry.js';

// a 10×10 square (in degrees, as [lng, lat]) with a 2×2 hole in the middle
const square: PolygonCoordinates = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
];
const withHole: PolygonCoordinates = [
  square[0]!,
  [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ],
];
// a concave "C": the notch between lng 3..10, lat 3..7 is outside
const cShape: PolygonCoordinates = [
  [
    [0, 0],
    [10, 0],
    [10, 3],
    [3, 3],
    [3, 7],
    [10, 7],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
];
const at = (lng: number, lat: number) => ({ lat, lng });

describe('point in a delivery zone', () => {
  it('finds points inside and outside a simple zone', () => {
    expect(isPointInPolygon(at(5, 5), square)).toBe(true);
    expect(isPointInPolygon(at(0.0001, 9.9999), square)).toBe(true);
    expect(isPointInPolygon(at(11, 5), square)).toBe(false);
    expect(isPointInPolygon(at(-0.0001, 5), square)).toBe(false);
    expect(isPointInPolygon(at(5, 10.0001), square)).toBe(false);
  });

  it('counts a point exactly on an edge or on a vertex as inside', () => {
    expect(isPointInPolygon(at(5, 0), square)).toBe(true); // bottom edge
    expect(isPointInPolygon(at(10, 7.25), square)).toBe(true); // right edge
    expect(isPointInPolygon(at(0, 0), square)).toBe(true); // vertex
    expect(isPointInPolygon(at(10, 10), square)).toBe(true); // vertex
    // a slanted edge: the midpoint of (0,0)-(4,2) is exactly on it
    const triangle: PolygonCoordinates = [
      [
        [0, 0],
        [4, 2],
        [0, 4],
        [0, 0],
      ],
    ];
    expect(isPointInPolygon(at(2, 1), triangle)).toBe(true);
    expect(isPointInPolygon(at(2, 0.999999), triangle)).toBe(false);
  });

  it('leaves out the hole of a zone, but keeps the hole edge (the outline is drawn there)', () => {
    expect(isPointInPolygon(at(5, 5), withHole)).toBe(false);
    expect(isPointInPolygon(at(2, 5), withHole)).toBe(true);
    expect(isPointInPolygon(at(4, 5), withHole)).toBe(true); // on the hole's edge
    expect(isPointInPolygon(at(6, 6), withHole)).toBe(true); // on the hole's vertex
  });

  it('handles a concave zone: the notch is outside', () => {
    expect(isPointInPolygon(at(5, 5), cShape)).toBe(false);
    expect(isPointInPolygon(at(1, 5), cShape)).toBe(true);
    expect(isPointInPolygon(at(5, 1.5), cShape)).toBe(true);
    expect(isPointInPolygon(at(5, 3), cShape)).toBe(true); // on the notch's edge
    // a ray from the point crosses two edges at a vertex height: still outside
    expect(isPointInPolygon(at(11, 3), cShape)).toBe(false);
  });

  it('works at real city coordinates (Kyiv, a zone around Khreshchatyk)', () => {
    const zone = normalizePolygon([
      [
        [30.47, 50.42],
        [30.57, 50.42],
        [30.57, 50.48],
        [30.47, 50.48],
      ],
    ]);
    expect(isPointInPolygon({ lat: 50.4474, lng: 30.5219 }, zone)).toBe(true);
    expect(isPointInPolygon({ lat: 50.5013, lng: 30.498 }, zone)).toBe(false);
    // lat and lng are not swapped: the same numbers the other way round are far outside
    expect(isPointInPolygon({ lat: 30.5219, lng: 50.4474 }, zone)).toBe(false);
  });

  it('gives the same answer with and without the bounding box', () => {
    const box = boundingBox(withHole);
    expect(box).toEqual({ minLng: 0, minLat: 0, maxLng: 10, maxLat: 10 });
    for (const [lng, lat] of [
      [5, 5],
      [2, 2],
      [0, 10],
      [10.5, 5],
      [4, 4],
    ] as const) {
      expect(isPointInPolygon(at(lng, lat), withHole, box)).toBe(isPointInPolygon(at(lng, lat), withHole));
    }
  });
});

describe('normalizing stored zones', () => {
  it('closes an open ring and keeps a closed one as is', () => {
    expect(
      normalizePolygon([
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
      ]),
    ).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
    expect(normalizePolygon(square)).toEqual(square);
  });

  it('treats a zone whose outline cannot enclose anything as empty, and drops such holes', () => {
    const line = normalizePolygon([
      [
        [0, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
    expect(line).toEqual([]);
    expect(isPointInPolygon(at(0, 0), line)).toBe(false);
    const broken = normalizePolygon([
      square[0]!,
      [
        [5, 5],
        [5, 5],
      ],
      [[Number.NaN, 1], 'x', [2, 2]],
    ]);
    expect(broken).toEqual(square);
  });
});

describe('coordinate ranges', () => {
  it('accepts the full range, poles and the antimeridian included', () => {
    expect(coordinateProblems({ lat: 50.45, lng: 30.52 })).toEqual([]);
    expect(coordinateProblems({ lat: -90, lng: 180 })).toEqual([]);
    expect(coordinateProblems({ lat: 90, lng: -180 })).toEqual([]);
  });

  it('names each coordinate that is out of range or not a number', () => {
    expect(coordinateProblems({ lat: 90.1, lng: 30 })).toEqual(['lat must be a number between -90 and 90']);
    expect(coordinateProblems({ lat: 50, lng: -180.5 })).toEqual([
      'lng must be a number between -180 and 180',
    ]);
    expect(coordinateProblems({ lat: Number.NaN, lng: Number.POSITIVE_INFINITY })).toHaveLength(2);
  });
});
