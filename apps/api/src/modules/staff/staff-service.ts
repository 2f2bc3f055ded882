import type { BackofficeDeps } from './backoffice-deps.js';

/** Staff accounts, sign-in, TOTP, invitations, resets, bootstrap (issue 18 item 2). */
export class StaffService {
  constructor(readonly deps: BackofficeDeps) {}
}
