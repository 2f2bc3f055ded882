import { describe, expect, it } from 'vitest';
import { limitedAvailability } from './availability';

describe('limited availability', () => {
  it('shows the hours of a product sold part of the day', () => {
    expect(limitedAvailability({ from: '11:00', to: '16:00' })).toEqual({ from: '11:00', to: '16:00' });
    expect(limitedAvailability({ from: '9:30:00', to: '12:00:00' })).toEqual({ from: '09:30', to: '12:00' });
  });

  it('keeps windows that cross midnight', () => {
    expect(limitedAvailability({ from: '22:00', to: '02:00' })).toEqual({ from: '22:00', to: '02:00' });
  });

  it('says nothing for all-day products and unreadable hours', () => {
    expect(limitedAvailability(null)).toBeNull();
    expect(limitedAvailability({ from: '00:00', to: '24:00' })).toBeNull();
    expect(limitedAvailability({ from: '00:00', to: '23:59' })).toBeNull();
    expect(limitedAvailability({ from: '10:00', to: '10:00' })).toBeNull();
    expect(limitedAvailability({ from: 'noon', to: '16:00' })).toBeNull();
    expect(limitedAvailability({ from: '25:00', to: '16:00' })).toBeNull();
  });
});
