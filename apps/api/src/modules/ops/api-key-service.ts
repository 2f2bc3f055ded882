import type { BackofficeDeps } from '../staff/backoffice-deps.js';

/** API keys created in the back office (issue 18 item 7). */
export class ApiKeyService {
  constructor(readonly deps: BackofficeDeps) {}
}
