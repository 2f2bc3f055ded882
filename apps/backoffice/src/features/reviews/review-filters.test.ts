import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './review-filters';

describe('filtersFromParams', () => {
  it('shows the waiting reviews when no status is named', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ status: 'PENDING' });
  });

  it('reads the brand, the status and the score', () => {
    expect(filtersFromParams(new URLSearchParams('brand=2&status=REJECTED&score=1'))).toEqual({
      status: 'REJECTED',
      retailNetworkId: 2,
      score: 1,
    });
  });

  it('sends no status for ALL, and leaves out what it cannot read', () => {
    expect(filtersFromParams(new URLSearchParams('status=ALL&brand=x&score=9'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('status=NEW&score=2.5'))).toEqual({});
  });
});
