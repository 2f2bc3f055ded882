import { isListed } from './product-view';

/**
 * The category page's cards (rendered on the server, in menu order) in the order of the filter
 * API's answer: dishes the answer leaves out are hidden, addons and archived dishes are never
 * listed, and a dish the answer has but the cached page lacks (the catalogue changed since the
 * page was rendered) is left out until the page is rendered again.
 */
export function inAnswerOrder<C extends { id: number }>(
  cards: readonly C[],
  answer: ReadonlyArray<{ id: number; isAddon: boolean; isArchived: boolean }>,
): C[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return answer.filter(isListed).flatMap((p) => {
    const card = byId.get(p.id);
    return card ? [card] : [];
  });
}
