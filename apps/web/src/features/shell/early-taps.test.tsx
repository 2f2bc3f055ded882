import { Suspense, act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TAP_SCRIPT, earlyTapValue, replayEarlyTaps } from './early-taps';

/**
 * A page as the server sends it: the button is on screen and tapped before React hydrates it,
 * then React hydrates and replays; what counts is how many times the dish was added.
 */
let added: string[] = [];

function Dish({ id, disabled = false }: { id: string; disabled?: boolean }) {
  const [count, setCount] = useState(0);
  const add = () => {
    added.push(id);
    setCount((c) => c + 1);
  };
  return count === 0 ? (
    <button data-early-tap={earlyTapValue('add', id)} disabled={disabled} onClick={add}>
      add {id}
    </button>
  ) : (
    <button data-early-tap={earlyTapValue('plus', id)} onClick={add}>
      plus {id} ({count})
    </button>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  useEffect(() => replayEarlyTaps(), []);
  return <main>{children}</main>;
}

const page = (
  <Page>
    <Dish id="12" />
    <Dish id="12:5.9" />
    <Dish id="30" disabled />
    {/* a product card's add button: a boundary of its own, hydrated after the page */}
    <Suspense>
      <Dish id="40" />
    </Suspense>
  </Page>
);

function serve() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // the inline script of <head>, as the browser runs it before the body is parsed
  new Function(EARLY_TAP_SCRIPT)();
  return container;
}

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text))!;

async function hydrate(container: HTMLElement) {
  await act(async () => {
    hydrateRoot(container, page);
  });
  // the replay runs in a task of its own after the page's effects
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  added = [];
  window.__earlyTapsOff?.();
  document.body.innerHTML = '';
  document.getElementById('early-taps')?.remove();
});

describe('a tap before hydration', () => {
  it('is held while the page cannot answer, then counts once it can', async () => {
    const container = serve();
    button(container, 'add 12').click();
    expect(added).toEqual([]);
    expect(document.getElementById('early-taps')?.textContent).toContain('[data-early-tap="add\\ 12"]');

    await hydrate(container);
    expect(added).toEqual(['12']);
    expect(button(container, 'plus 12').textContent).toBe('plus 12 (1)');
    expect(document.getElementById('early-taps')).toBeNull();
  });

  it('keeps every tap and its order, each on its own line', async () => {
    const container = serve();
    button(container, 'add 12:5.9').click();
    button(container, 'add 12').click();
    button(container, 'add 12').click();
    await hydrate(container);
    expect(added).toEqual(['12:5.9', '12', '12']);
    expect(button(container, 'plus 12 ').textContent).toBe('plus 12 (2)');
  });

  it('counts on a button in a boundary of its own, hydrated after the page', async () => {
    const container = serve();
    button(container, 'add 40').click();
    button(container, 'add 12').click();
    await hydrate(container);
    expect(added).toEqual(['40', '12']);
    expect(button(container, 'plus 40').textContent).toBe('plus 40 (1)');
  });

  it('leaves a disabled button alone', async () => {
    const container = serve();
    button(container, 'add 30').click();
    expect(document.getElementById('early-taps')).toBeNull();
    await hydrate(container);
    expect(added).toEqual([]);
  });

  it('is answered by React alone once the page is hydrated, never twice', async () => {
    const container = serve();
    await hydrate(container);
    await act(async () => button(container, 'add 12').click());
    expect(added).toEqual(['12']);
    expect(window.__earlyTaps).toEqual([]);
  });
});
