import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { columnOf, type BoardOrder, type ColumnId } from './board-rules';

/** what the person does that makes the board theirs again: a click or tap, a key, a wheel, a swipe */
const OWN_MOVES = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * `?order=<id>`, the link of a staff alert (Telegram, e-mail): the person followed it to see that
 * order. Once it is on the board its column is the one shown (phones show one at a time), its card
 * is scrolled to the middle, and it stays where they saw it while the live board adds, re-sorts or
 * moves cards around it (orders arriving, colleagues accepting them, its own column changing),
 * until they scroll, tap, click or type themselves: from then on the board is theirs and nothing
 * pulls the screen back. The card stays outlined (`data-linked`) while the link is open.
 *
 * The card's place is checked after every render of the board and after any change of the page's
 * size (fonts, a rotated phone), before the browser paints, so it never visibly jumps away.
 * Returns the linked order's id once it is on the board.
 */
export function useLinkedOrder(
  orderId: string | null,
  orders: ReadonlyMap<string, BoardOrder>,
  shown: ColumnId,
  show: (column: ColumnId) => void,
): string | null {
  const order = orderId ? orders.get(orderId) : undefined;
  const column = order ? columnOf(order) : null;
  /** the link already followed: it is kept in view once, not again after the person let it go */
  const followed = useRef<string | null>(null);
  const [keeping, setKeeping] = useState<string | null>(null);
  /** where the board last put the card (its top in the viewport) and the page's scroll then */
  const placed = useRef<{ top: number; scrollY: number } | null>(null);

  useEffect(() => {
    if (!order || followed.current === order.id) return;
    followed.current = order.id;
    placed.current = null;
    setKeeping(order.id);
  }, [order]);

  // its column is the one shown, wherever the order moves while it is kept in view (held orders
  // sit above the columns, always shown)
  useEffect(() => {
    if (keeping && column && column !== 'awaiting' && column !== shown) show(column);
  }, [keeping, column, shown, show]);

  const keepInView = useCallback(() => {
    if (!keeping) return;
    const card = document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(keeping)}"]`);
    // not rendered yet, or in a column not shown yet: the next render tries again
    if (!card || card.getClientRects().length === 0) return;
    const top = card.getBoundingClientRect().top;
    const before = placed.current;
    if (before && Math.abs(top - before.top) <= 1) {
      before.scrollY = window.scrollY;
      return;
    }
    if (before) window.scrollBy({ top: top - before.top, behavior: 'instant' });
    // the first time, or the page is too short to put it back exactly (cards below it went)
    if (!before || Math.abs(card.getBoundingClientRect().top - before.top) > 1)
      card.scrollIntoView({ block: 'center', behavior: 'instant' });
    placed.current = { top: card.getBoundingClientRect().top, scrollY: window.scrollY };
  }, [keeping]);

  // after every render of the board (its cards re-sorted, added, moved), before the paint
  useLayoutEffect(keepInView);

  useEffect(() => {
    if (!keeping) return;
    const letGo = () => setKeeping(null);
    // a scroll the board did not make (the scrollbar dragged, find in page): the card moved by
    // just what the page scrolled. A layout change the browser's scroll anchoring answered moves
    // the page but not the card, and is not the person's.
    const onScroll = () => {
      const card = document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(keeping)}"]`);
      const at = placed.current;
      if (!card || !at) return;
      const scrolled = window.scrollY - at.scrollY;
      const moved = card.getBoundingClientRect().top - at.top;
      if (Math.abs(moved) <= 1) at.scrollY = window.scrollY;
      else if (Math.abs(moved + scrolled) <= 1) letGo();
    };
    const sized = new ResizeObserver(keepInView);
    sized.observe(document.body);
    for (const type of OWN_MOVES) window.addEventListener(type, letGo, { capture: true, passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      sized.disconnect();
      for (const type of OWN_MOVES) window.removeEventListener(type, letGo, { capture: true });
      window.removeEventListener('scroll', onScroll);
    };
  }, [keeping, keepInView]);

  return order ? order.id : null;
}
