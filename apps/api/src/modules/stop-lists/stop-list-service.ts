import type { BackofficeDeps } from '../staff/backoffice-deps.js';

/** Stop lists per outlet (issue 18 item 5). */
export class StopListService {
  constructor(readonly deps: BackofficeDeps) {}
}
