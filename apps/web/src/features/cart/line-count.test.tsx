import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartActions, useLineCount } from './cart-store';
import { keyOfLine } from './line-key';

afterEach(() => {
  cleanup();
  cartActions.removeAll();
  window.localStorage.clear();
});

const dish = { imageUrl: '', categorySlug: 'rolls' };
const dragon = { ...dish, productId: 12, name: 'Дракон', price: 43900, slug: 'dragon' };
const philadelphia = { ...dish, productId: 30, name: 'Філадельфія', price: 39900, slug: 'philadelphia' };

/** A menu's add buttons, each reading its own line: how often each one drew itself. */
function menu() {
  const renders: Record<string, number> = {};
  function Button({ line }: { line: typeof dragon }) {
    const count = useLineCount(keyOfLine(line));
    renders[line.name] = (renders[line.name] ?? 0) + 1;
    return <output aria-label={line.name}>{count}</output>;
  }
  const view = render(
    <>
      <Button line={dragon} />
      <Button line={philadelphia} />
    </>,
  );
  const countOf = (name: string) => view.getByLabelText(name).textContent;
  return { renders, countOf };
}

describe('one line of the cart, as an add button reads it', () => {
  it('counts its own line and redraws only the button whose count changed', () => {
    const { renders, countOf } = menu();
    expect(renders).toEqual({ Дракон: 1, Філадельфія: 1 });
    act(() => cartActions.add(dragon));
    act(() => cartActions.add(dragon));
    expect(countOf('Дракон')).toBe('2');
    expect(countOf('Філадельфія')).toBe('0');
    expect(renders).toEqual({ Дракон: 3, Філадельфія: 1 });
  });

  it('follows a change made in another tab', () => {
    const { countOf } = menu();
    act(() => {
      window.localStorage.setItem('cart', JSON.stringify([{ ...philadelphia, count: 3 }]));
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cart', newValue: window.localStorage.getItem('cart') }),
      );
    });
    expect(countOf('Філадельфія')).toBe('3');
  });
});
