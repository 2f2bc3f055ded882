import type { BackofficeDeps } from '../staff/backoffice-deps.js';

/** The outlet's day: hours with exceptions, pause, busy mode (issue 18 item 6). */
export class OutletDayService {
  constructor(readonly deps: BackofficeDeps) {}
}
