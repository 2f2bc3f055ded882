import type { BackofficeDeps } from '../staff/backoffice-deps.js';

/** Signed webhooks from the outbox, with a delivery log (issue 18 item 8). */
export class WebhookService {
  constructor(readonly deps: BackofficeDeps) {}
}
