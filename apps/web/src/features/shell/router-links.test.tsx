import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTER_LINK_ATTRIBUTE } from './router-link';
import { RouterLinks } from './router-links';

const router = { push: vi.fn<(href: string) => void>(), prefetch: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.push.mockClear();
  router.prefetch.mockClear();
});

/** A card as the server draws it: a plain link to the dish with a heart button beside it. */
function page() {
  const view = render(
    <>
      <RouterLinks />
      <article>
        <a href="/menu/rolls/dragon" {...{ [ROUTER_LINK_ATTRIBUTE]: true }}>
          <span>Дракон</span>
        </a>
        <a href="/menu/rolls/dragon" {...{ [ROUTER_LINK_ATTRIBUTE]: true }} target="_blank">
          in a new tab
        </a>
        <a href="/about">about</a>
      </article>
    </>,
  );
  const [dish, newTab, other] = [...view.container.querySelectorAll('a')];
  return { dish: dish!, newTab: newTab!, other: other!, name: dish!.querySelector('span')! };
}

/** Whether the browser would follow the link itself (nothing called preventDefault). */
const followsItself = (link: Element, init: MouseEventInit = {}) =>
  fireEvent.click(link, { button: 0, ...init });

describe('router links', () => {
  it('opens a card through the router, from a tap on anything inside the link', () => {
    const { name } = page();
    expect(followsItself(name)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/menu/rolls/dragon');
  });

  it('leaves a modified click, a new-tab link and other links to the browser', () => {
    const { dish, newTab, other } = page();
    expect(followsItself(dish, { ctrlKey: true })).toBe(true);
    expect(followsItself(dish, { metaKey: true })).toBe(true);
    expect(followsItself(dish, { shiftKey: true })).toBe(true);
    expect(followsItself(newTab)).toBe(true);
    expect(followsItself(other)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a click someone else already handled (the heart over the card)', () => {
    const { dish } = page();
    dish.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(dish, { button: 0 });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a dish once, when the pointer or a finger comes to it', () => {
    const { dish, name, other } = page();
    fireEvent.pointerOver(name);
    fireEvent.touchStart(dish);
    fireEvent.focusIn(dish);
    fireEvent.pointerOver(other);
    expect(router.prefetch.mock.calls).toEqual([['/menu/rolls/dragon']]);
  });

  it('stops listening when the shell goes', () => {
    const view = render(<RouterLinks />);
    const link = document.createElement('a');
    link.href = '/menu/rolls/dragon';
    link.setAttribute(ROUTER_LINK_ATTRIBUTE, '');
    document.body.append(link);
    act(() => view.unmount());
    expect(followsItself(link)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    link.remove();
  });
});
