import { randomUUID } from 'node:crypto';
import type { TSendCodeResponse, TValidateCodeResponse } from '@food/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { createSession, revokeSession, type Session } from '../../lib/session.js';
import type { Tenant, TenantRegistry } from '../../lib/tenant.js';
import type { CustomerService } from '../customer/service.js';
import * as customerRepo from '../customer/customer-repo.js';
import { normalizePhone } from './phone.js';
import { RecaptchaUnavailableError, type RecaptchaVerifier } from './recaptcha.js';
import * as repo from './sign-in-repo.js';
import {
  SIGN_IN_LIMITS,
  codeState,
  decideSend,
  generateCode,
  hashCode,
  isCodeMatch,
} from './sign-in-rules.js';
import { SmsSendError, type SmsProvider } from './sms/sms-provider.js';

export interface SendCodeInput {
  rn: number;
  recipient: string;
  clientIp: string;
  /** the x-recaptcha-token header; null on the mobile path */
  recaptchaToken: string | null;
  isMobilePath: boolean;
  log: FastifyBaseLogger;
}

const isFlagOn = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/**
 * Sign-in by phone code (issue 6, ARCHITECTURE.md). Sending: phone check, reCAPTCHA when the
 * brand has it on, the blocked-number check, then the resend wait and send limits under a
 * per-phone lock. Validating: only the latest code counts; it lives five minutes and five tries.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly customers: CustomerService,
    private readonly clock: Clock,
    readonly sms: SmsProvider,
    private readonly recaptcha: RecaptchaVerifier,
  ) {}

  async sendCode(input: SendCodeInput): Promise<TSendCodeResponse> {
    const tenant = await this.tenants.getTenant(input.rn);
    const phone = this.phoneOf(tenant, input.recipient);
    await this.checkRecaptcha(tenant, input);
    await this.refuseBlocked(tenant, phone);

    const now = this.clock.now();
    const code = generateCode();
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await repo.lockPhone(tx, input.rn, phone);
      const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
      const phoneSends = await repo.listSendTimesToPhone(tx, input.rn, phone, since);
      const addressSends = await repo.listSendTimesFromAddress(tx, input.clientIp, since);
      const phoneFull = phoneSends.length >= SIGN_IN_LIMITS.perPhonePerWindow;
      const decision = decideSend(
        {
          lastSentToPhoneAt: phoneSends.at(-1) ?? null,
          sentToPhoneInWindow: phoneSends.length,
          sentFromAddressInWindow: addressSends.length,
        },
        now,
        (phoneFull ? phoneSends[0] : addressSends[0]) ?? null,
      );
      if (!decision.ok) {
        throw new AppError(
          decision.reason,
          decision.reason === 'RESEND_TOO_SOON'
            ? `A new code can be sent in ${decision.retryAfterSeconds} s`
            : `Too many codes were asked for; try again in ${Math.ceil(decision.retryAfterSeconds / 60)} min`,
          [{ retryAfterSeconds: decision.retryAfterSeconds }],
        );
      }
      await repo.insertCode(tx, {
        id,
        retailNetworkId: input.rn,
        phone,
        codeHash: hashCode(id, phone, code),
        clientIp: input.clientIp,
        sentAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.codeTtlMs),
      });
    });

    const text = `${code} — код для входу в ${tenant.brand.shortName}. Нікому його не повідомляйте.`;
    try {
      await this.sms.send({ recipient: phone, text, code }, input.log);
    } catch (err) {
      // an unsent code must not hold the customer to the 60-second wait
      await repo.deleteCode(this.db, id);
      if (err instanceof SmsSendError && err.isRecipientRejected) {
        throw new AppError('INVALID_PHONE', `${phone} cannot receive text messages`);
      }
      input.log.error({ err }, 'sign-in code was not sent');
      throw new AppError('SMS_SEND_FAILED', 'The code could not be sent; try again in a minute');
    }
    return {
      isSuccess: true,
      recipient: phone,
      resendAfterSeconds: SIGN_IN_LIMITS.resendAfterMs / 1000,
      expiresInSeconds: SIGN_IN_LIMITS.codeTtlMs / 1000,
    };
  }

  async validateCode(input: {
    rn: number;
    recipient: string;
    code: string | number;
  }): Promise<TValidateCodeResponse & { expiresAtDate: Date }> {
    const tenant = await this.tenants.getTenant(input.rn);
    const phone = this.phoneOf(tenant, input.recipient);
    const code = String(input.code).trim();
    const now = this.clock.now();

    // wrong tries must be counted even though the answer is an error: decide inside, throw after
    const outcome = await this.db.transaction(async (tx) => {
      await repo.lockPhone(tx, input.rn, phone);
      const row = await repo.findLatestCode(tx, input.rn, phone);
      if (!row) return { kind: 'NO_CODE' as const };
      const state = codeState(row, now);
      if (state !== 'LIVE') return { kind: state };
      if (!isCodeMatch(row.codeHash, row.id, phone, code)) {
        const attempts = await repo.recordWrongAttempt(tx, row.id);
        return { kind: 'WRONG' as const, remaining: Math.max(0, SIGN_IN_LIMITS.maxAttempts - attempts) };
      }
      await repo.markUsed(tx, row.id, now);
      const { customer, isNew } = await this.customers.findOrCreateByPhone(tx, input.rn, phone, now);
      if (customer.isBlocked) return { kind: 'BLOCKED' as const };
      const session = await createSession(tx, customer.id, now);
      return { kind: 'OK' as const, customerId: customer.id, isNew, session };
    });

    switch (outcome.kind) {
      case 'NO_CODE':
      case 'USED':
      case 'EXPIRED':
        throw new AppError(
          'CODE_EXPIRED',
          outcome.kind === 'USED'
            ? 'This code was already used; ask for a new one'
            : 'The code has expired or was never sent; ask for a new one',
        );
      case 'ATTEMPTS_EXCEEDED':
        throw new AppError('CODE_ATTEMPTS_EXCEEDED', 'Too many wrong codes; ask for a new one');
      case 'WRONG':
        throw new AppError('CODE_INCORRECT', 'The code is incorrect', [
          { remainingAttempts: outcome.remaining },
        ]);
      case 'BLOCKED':
        throw this.blockedError(tenant);
      case 'OK':
        return {
          user: await this.customers.getUser(outcome.customerId),
          token: outcome.session.token,
          expiresAt: outcome.session.expiresAt.toISOString(),
          expiresAtDate: outcome.session.expiresAt,
          isNewUser: outcome.isNew,
        };
    }
  }

  logout(session: Session): Promise<void> {
    return revokeSession(this.db, session.sessionId, this.clock.now());
  }

  /** The phone as stored (E.164) or a 400. */
  phoneOf(tenant: Tenant, recipient: string): string {
    const phone = normalizePhone(recipient, tenant.network.countryCode);
    if (!phone) throw new AppError('INVALID_PHONE', `${recipient} is not a mobile phone number`);
    return phone;
  }

  private async checkRecaptcha(tenant: Tenant, input: SendCodeInput) {
    if (!isFlagOn(tenant.brand.env.USE_RECAPTCHA)) return;
    // SPEC 7: with reCAPTCHA on, the storefront uses /v1/SendCode and sends the header; the
    // header-less mobile path would be a way around it, so it is closed for such a brand
    if (input.isMobilePath) {
      throw new AppError('RECAPTCHA_FAILED', 'This brand asks for reCAPTCHA: use /customer/v1/SendCode');
    }
    if (!input.recaptchaToken)
      throw new AppError('RECAPTCHA_FAILED', 'The x-recaptcha-token header is missing');
    let isHuman: boolean;
    try {
      isHuman = await this.recaptcha.verify(input.recaptchaToken, input.clientIp);
    } catch (err) {
      if (!(err instanceof RecaptchaUnavailableError)) throw err;
      input.log.error({ err }, 'reCAPTCHA check failed');
      throw new AppError('RECAPTCHA_UNAVAILABLE', 'The reCAPTCHA check is unavailable; try again later');
    }
    if (!isHuman) throw new AppError('RECAPTCHA_FAILED', 'The reCAPTCHA check failed; try again');
  }

  private async refuseBlocked(tenant: Tenant, phone: string) {
    const customer = await customerRepo.findCustomerByPhone(this.db, tenant.brand.retailNetworkId, phone);
    if (customer?.isBlocked) throw this.blockedError(tenant);
  }

  /** SPEC 8: a 403 the storefront shows as confirmPhoneCode:number_blocked with the support phone. */
  private blockedError(tenant: Tenant) {
    const supportPhone = tenant.brand.supportContact?.phone ?? tenant.brand.customerSupportPhone ?? null;
    return new AppError('NUMBER_BLOCKED', 'This number is blocked; call support', [{ supportPhone }]);
  }
}
