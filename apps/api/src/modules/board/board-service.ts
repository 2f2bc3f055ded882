import type { BackofficeDeps } from '../staff/backoffice-deps.js';

/** The live order board: orders in scope, status moves, refunds, unpaid auto-cancel (issue 18 item 4). */
export class OrderBoardService {
  constructor(readonly deps: BackofficeDeps) {}
}
