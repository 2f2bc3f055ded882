import { describe, expect, it } from 'vitest';
import { inAnswerOrder } from './answer-order';

const cards = [1, 2, 3, 4].map((id) => ({ id, card: `card ${id}` }));
const dish = (id: number, over: { isAddon?: boolean; isArchived?: boolean } = {}) => ({
  id,
  isAddon: false,
  isArchived: false,
  ...over,
});

describe('inAnswerOrder: the server-rendered cards as the sort and filter answer orders them', () => {
  it('reorders the cards as the answer does and hides the ones it leaves out', () => {
    expect(inAnswerOrder(cards, [dish(3), dish(1), dish(4)]).map((c) => c.card)).toEqual([
      'card 3',
      'card 1',
      'card 4',
    ]);
  });

  it('never lists an addon or an archived dish, nor one the cached page does not have', () => {
    expect(
      inAnswerOrder(cards, [dish(2, { isAddon: true }), dish(9), dish(4, { isArchived: true }), dish(1)]).map(
        (c) => c.id,
      ),
    ).toEqual([1]);
  });

  it('an empty answer empties the grid', () => {
    expect(inAnswerOrder(cards, [])).toEqual([]);
  });
});
