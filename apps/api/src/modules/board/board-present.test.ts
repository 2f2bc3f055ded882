import { describe, expect, it } from 'vitest';
import { addressOf, mapUrlOf, nestLines } from './board-present.js';
import type { LineRow } from './board-repo.js';

const line = (id: number, productId: number, parentProductId: number | null, name: string): LineRow => ({
  id,
  orderId: '00000000-0000-4000-8000-000000000001',
  productId,
  parentProductId,
  count: 1,
  price: 100,
  oldPrice: null,
  options: [],
  amount: 100,
  archived: { name },
});

describe('the board card', () => {
  it('nests addons under their dish, keeping the order they were added in', () => {
    const nested = nestLines([
      line(1, 10, null, 'Dragon'),
      line(2, 20, null, 'Philadelphia'),
      line(3, 90, 10, 'Soy sauce'),
      line(4, 91, 20, 'Ginger'),
      line(5, 92, 77, 'Wasabi'),
    ]);
    expect(nested.map((d) => [d.name, d.addons.map((a) => a.name)])).toEqual([
      ['Dragon', ['Soy sauce']],
      ['Philadelphia', ['Ginger']],
      // an addon whose dish is missing still reaches the kitchen
      ['Wasabi', []],
    ]);
  });

  it("shows each dish's options in the brand's language; the same dish with other options is its own line", () => {
    const option = (optionId: number, uk: string, en: string) => ({
      groupId: 1,
      optionId,
      groupName: { uk: 'Розмір', en: 'Size' },
      name: { uk, en },
      price: optionId === 2 ? 9000 : 0,
      linkedProductId: null,
    });
    const nested = nestLines(
      [
        { ...line(1, 10, null, 'Pepperoni'), options: [option(1, '30 см', '30 cm')] },
        { ...line(2, 10, null, 'Pepperoni'), options: [option(2, '40 см', '40 cm')] },
        line(3, 90, 10, 'Garlic sauce'),
        line(4, 11, null, 'Cola'),
      ],
      'uk',
    );
    expect(
      nested.map((d) => [d.name, d.options?.map((o) => `${o.groupName}: ${o.name}`), d.addons.length]),
    ).toEqual([
      ['Pepperoni', ['Розмір: 30 см'], 1],
      ['Pepperoni', ['Розмір: 40 см'], 0],
      // a dish without options has none on its card
      ['Cola', undefined, 0],
    ]);
    expect(nested[1]!.options![0]!.price).toBe(9000);
  });

  it('reads the delivery address with its point and map link; pickup has none', () => {
    const address = addressOf(0, {
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      entrance: '',
      isPrivateHouse: false,
      location: { type: 'Point', coordinates: [30.5219, 50.4474] },
      courierComment: 'Gate code 12',
    });
    expect(address).toMatchObject({
      text: 'вул. Хрещатик, 22',
      apartment: '5',
      entrance: null,
      latitude: 50.4474,
      longitude: 30.5219,
      mapUrl: mapUrlOf(50.4474, 30.5219),
      courierComment: 'Gate code 12',
    });
    expect(mapUrlOf(50.4474, 30.5219)).toBe(
      'https://www.google.com/maps/search/?api=1&query=50.447400,30.521900',
    );
    expect(addressOf(0, { street: 'Main', house: '1' })).toMatchObject({ latitude: null, mapUrl: null });
    expect(addressOf(1, { street: 'Main' })).toBeNull();
  });
});
