/**
 * Signed webhooks from the outbox, with a delivery log (issue 18 item 8). Registered through
 * /ops/v1 by an API key (the key's scope becomes the webhook's) or in the back office by an owner
 * or brand manager (their scope, or a part of it). Either sees, deletes and retries only webhooks
 * whose scope lies inside their own. The sending is dispatcher.ts.
 */
import type {
  TCreateWebhook,
  TOpsCreateWebhook,
  TWebhook,
  TWebhookCreated,
  TWebhookDelivery,
  TWebhookDeliveryList,
} from '@food/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isIP } from 'node:net';
import type { DbOrTx } from '../../db/client.js';
import { webhooks } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { auditPlace, isMachineWithin, requestedMachineScope, type MachineScope } from '../ops/index.js';
import { normalizeIds } from '../staff/index.js';
import type { MachineAccess } from '../ops/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import type { Principal } from '../staff/index.js';
import { assertPublicHost } from './delivery-http.js';
import { WebhookDispatcher } from './dispatcher.js';
import { newWebhookSecret } from './signature.js';
import { checkWebhookUrl } from './webhook-url.js';
import * as repo from './webhooks-repo.js';

const machineScopeOf = (p: Principal): MachineScope => ({
  isOwnerScope: p.scope.all,
  retailNetworkIds: p.scope.all ? [] : normalizeIds(p.scope.retailNetworkIds),
  outletIds: p.scope.all ? [] : normalizeIds(p.scope.outletIds),
});

export class WebhookService {
  readonly dispatcher: WebhookDispatcher;

  constructor(
    readonly deps: BackofficeDeps,
    private readonly access: MachineAccess,
  ) {
    this.dispatcher = new WebhookDispatcher(deps);
  }

  startDispatcher(log: FastifyBaseLogger): Promise<void> {
    return this.dispatcher.start(log);
  }

  stopDispatcher(): Promise<void> {
    return this.dispatcher.stop();
  }

  /** /ops/v1/webhooks: the key's scope becomes the webhook's. */
  async registerForKey(principal: Principal, body: TOpsCreateWebhook, ip: string): Promise<TWebhookCreated> {
    return this.register(principal, body, machineScopeOf(principal), ip);
  }

  /** /admin/v1/webhooks: the member's own scope unless they give a part of it. */
  async registerForStaff(principal: Principal, body: TCreateWebhook, ip: string): Promise<TWebhookCreated> {
    this.access.assertMayManage(principal);
    const isScopeGiven =
      body.isOwnerScope !== undefined || body.retailNetworkIds !== undefined || body.outletIds !== undefined;
    const scope = isScopeGiven ? requestedMachineScope(body) : machineScopeOf(principal);
    await this.access.assertScopeMayBeGiven(principal, scope);
    return this.register(principal, body, scope, ip);
  }

  private async register(
    principal: Principal,
    body: { url: string; events: string[] },
    scope: MachineScope,
    ip: string,
  ): Promise<TWebhookCreated> {
    const url = await this.checkUrl(body.url);
    const secret = newWebhookSecret();
    const { outletNetwork } = await this.access.places();
    const id = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhooks)
        .values({
          url,
          events: body.events,
          secret,
          isOwnerScope: scope.isOwnerScope,
          retailNetworkIds: [...scope.retailNetworkIds],
          outletIds: [...scope.outletIds],
          apiKeyId: principal.kind === 'apiKey' ? principal.id : null,
          staffId: principal.kind === 'staff' ? principal.id : null,
        })
        .returning({ id: webhooks.id });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'webhook.create',
          entityType: 'webhook',
          entityId: row!.id,
          ...auditPlace(scope, outletNetwork),
          after: { url, events: body.events, ...scope },
        },
        ip,
      );
      return row!.id;
    });
    this.dispatcher.webhooksChanged();
    const [webhook] = await repo.listWebhooks(this.deps.db, id);
    return { webhook: webhook!, secret };
  }

  /** The URL as stored, or WEBHOOK_URL_NOT_ALLOWED (400) saying why. */
  private async checkUrl(raw: string): Promise<string> {
    const allowPrivate = this.deps.config.WEBHOOK_ALLOW_PRIVATE;
    const verdict = checkWebhookUrl(raw, allowPrivate);
    if (!verdict.ok) throw new AppError('WEBHOOK_URL_NOT_ALLOWED', verdict.reason, [{ url: raw }]);
    const host = verdict.url.hostname.replace(/^\[|\]$/g, '');
    // a name is resolved now as well as before each delivery: a typo or a private address shows
    // at once, not as failed deliveries later
    if (!allowPrivate && !isIP(host))
      await assertPublicHost(host).catch((err: Error & { code?: string }) => {
        throw new AppError(
          'WEBHOOK_URL_NOT_ALLOWED',
          err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN'
            ? `${host} does not resolve to an address`
            : err.message,
          [{ url: raw }],
        );
      });
    return verdict.url.toString();
  }

  async list(principal: Principal): Promise<TWebhook[]> {
    if (principal.kind === 'staff') this.access.assertMayManage(principal);
    const { outletNetwork } = await this.access.places();
    return (await repo.listWebhooks(this.deps.db)).filter((w) =>
      isMachineWithin(w, principal.scope, outletNetwork),
    );
  }

  /** A live webhook inside the principal's scope: 404 when there is none, 403 when it is not theirs. */
  async webhookInScope(principal: Principal, id: string) {
    if (principal.kind === 'staff') this.access.assertMayManage(principal);
    const webhook = await repo.findWebhook(this.deps.db, id);
    if (!webhook) throw new AppError('WEBHOOK_NOT_FOUND', `Webhook ${id} was not found`);
    const { outletNetwork } = await this.access.places();
    if (!isMachineWithin(webhook, principal.scope, outletNetwork))
      throw new AppError('FORBIDDEN', 'This webhook reaches brands or outlets outside yours');
    return { webhook, outletNetwork };
  }

  /** A revoked API key's webhooks (ops `KeyWebhooks`), in the revocation's transaction. */
  deleteForApiKey(tx: DbOrTx, apiKeyId: string, now: Date): Promise<string[]> {
    return repo.deleteWebhooks(tx, { apiKeyId }, now);
  }

  async remove(principal: Principal, id: string, ip: string): Promise<void> {
    const { webhook, outletNetwork } = await this.webhookInScope(principal, id);
    await this.deps.db.transaction(async (tx) => {
      const deleted = await repo.deleteWebhooks(tx, { ids: [id] }, this.deps.clock.now());
      if (!deleted.length) return;
      await recordAudit(
        tx,
        principal,
        {
          kind: 'webhook.delete',
          entityType: 'webhook',
          entityId: id,
          ...auditPlace(webhook, outletNetwork),
          before: { url: webhook.url, events: webhook.events },
        },
        ip,
      );
    });
  }

  async deliveries(
    principal: Principal,
    id: string,
    page: number,
    size: number,
  ): Promise<TWebhookDeliveryList> {
    await this.webhookInScope(principal, id);
    const { data, total } = await repo.listDeliveries(this.deps.db, id, page, size);
    return { data, pagination: { page, size, total, totalPages: Math.ceil(total / size) } };
  }

  /** A delivery of a live webhook inside the principal's scope: 404 when there is none, else 403. */
  async deliveryInScope(principal: Principal, deliveryId: number) {
    const found = await repo.findDelivery(this.deps.db, deliveryId);
    if (!found || found.webhook.deletedAt)
      throw new AppError('NOT_FOUND', `Webhook delivery ${deliveryId} was not found`);
    const { outletNetwork } = await this.webhookInScope(principal, found.webhook.id);
    return { found, outletNetwork };
  }

  /** Sends a delivery again now: a failed one, or a delivered one the receiver lost. */
  async retryDelivery(principal: Principal, deliveryId: number, ip: string): Promise<TWebhookDelivery> {
    const { found, outletNetwork } = await this.deliveryInScope(principal, deliveryId);
    const delivery = await this.deps.db.transaction(async (tx) => {
      const requeued = await repo.requeueDelivery(tx, deliveryId, this.deps.clock.now());
      await recordAudit(
        tx,
        principal,
        {
          kind: 'webhook_delivery.retry',
          entityType: 'webhook_delivery',
          entityId: deliveryId,
          ...auditPlace(found.webhook, outletNetwork),
          before: { status: found.delivery.status, attempts: found.delivery.attempts },
          after: { status: 'PENDING' },
        },
        ip,
      );
      return requeued;
    });
    this.dispatcher.wake();
    return delivery;
  }
}
