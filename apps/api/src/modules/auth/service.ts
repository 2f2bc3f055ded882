import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { TSendCodeResponse, TValidateCodeResponse } from '@food/contracts';
import { brandPhoneCountries, phoneCountryOf } from '@food/domain/phone';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { createSession, revokeSession, type Session } from '../../lib/session.js';
import type { Tenant, TenantRegistry } from '../../lib/tenant.js';
import type { CustomerService } from '../customer/index.js';
import { normalizeIp } from '../geo/index.js';
import { PermanentJobError, type JobContext, type JobQueue, type JobType } from '../jobs/index.js';
import { countryName, normalizePhone } from './phone.js';
import { RecaptchaUnavailableError, type RecaptchaVerifier } from './recaptcha.js';
import * as repo from './sign-in-repo.js';
import {
  SIGN_IN_LIMITS,
  codeState,
  decideSend,
  generateCode,
  hashCode,
  isCodeMatch,
  type SendDecision,
} from './sign-in-rules.js';
import { SMS_CAP_WINDOW_MS, SmsCapAlarm } from './sms-daily-cap.js';
import { signInSmsText } from './sms-texts.js';
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

export interface AuthSettings {
  /** SMS_DAILY_CAP_PER_BRAND: codes a retail network may send in 24 hours */
  smsDailyCapPerBrand: number;
}

type SendRefusal =
  Extract<SendDecision, { ok: false }> | { ok: false; reason: 'SMS_DAILY_CAP_REACHED'; sentInDay: number };

/**
 * A sign-in text the provider did not take at once (README.md beside this file, "When the text
 * fails"): the queue tries again within the code's life. The payload holds the code, so the
 * queue empties it when the job ends and the dead-letter view never shows it.
 */
const ZSignInSmsJob = z.object({
  codeId: z.uuid(),
  retailNetworkId: z.number().int(),
  recipient: z.string(),
  text: z.string(),
  code: z.string(),
});
type SignInSmsJob = z.infer<typeof ZSignInSmsJob>;
/** tries after the first, inline one: waits of ~5, 10, 20, 40 s, all well inside a code's 5 minutes */
const SIGN_IN_SMS_ATTEMPTS = 5;
const FIRST_RETRY_AFTER_MS = 3_000;

const isFlagOn = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** The client address the send quotas count, or a 400: a trusted proxy may forward junk. */
function quotaAddressOf(clientIp: string): string {
  const ip = normalizeIp(clientIp);
  if (!isIP(ip))
    throw new AppError('VALIDATION_ERROR', 'The client address (X-Forwarded-For) is not an IP address', [
      { in: 'headers', path: '/x-forwarded-for', message: 'not an IPv4 or IPv6 address' },
    ]);
  return ip;
}

/**
 * Sign-in by phone code (issue 6, ARCHITECTURE.md, README.md beside this file). Sending: phone
 * and country check, reCAPTCHA when the brand has it on, the blocked-number check, then the
 * resend wait, the send limits and the brand's daily cap under a lock of the client address and
 * one of the phone. Validating: only the latest code counts; it lives five minutes and five tries.
 */
export class AuthService {
  private readonly capAlarm = new SmsCapAlarm();
  private readonly smsJob: JobType<SignInSmsJob>;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly customers: CustomerService,
    private readonly clock: Clock,
    readonly sms: SmsProvider,
    private readonly recaptcha: RecaptchaVerifier,
    private readonly settings: AuthSettings,
    private readonly jobs: JobQueue,
  ) {
    this.smsJob = jobs.register({
      kind: 'sign_in_sms',
      payload: ZSignInSmsJob,
      run: (job, ctx) => this.sendQueuedCode(job, ctx),
      maxAttempts: SIGN_IN_SMS_ATTEMPTS,
      backoff: { baseMs: 5_000, maxMs: 60_000 },
      leaseMs: 60_000,
      isPayloadSecret: true,
    });
  }

  async sendCode(input: SendCodeInput): Promise<TSendCodeResponse> {
    const tenant = await this.tenants.getTenant(input.rn);
    const phone = this.phoneOf(tenant, input.recipient);
    this.refuseOtherCountry(tenant, phone);
    await this.checkRecaptcha(tenant, input);
    await this.refuseBlocked(tenant, phone);

    const now = this.clock.now();
    const code = generateCode();
    const id = randomUUID();
    const rn = input.rn;
    const address = quotaAddressOf(input.clientIp);
    const outcome = await this.db.transaction(async (tx) => {
      // always the address first, then the phone: the same order everywhere, so no deadlock
      await repo.lockAddress(tx, address);
      await repo.lockPhone(tx, rn, phone);
      const decision = await this.decideUnderLocks(tx, rn, phone, address, now);
      if (decision.ok)
        await repo.insertCode(tx, {
          id,
          retailNetworkId: rn,
          phone,
          codeHash: hashCode(id, phone, code),
          clientIp: address,
          sentAt: now,
          expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.codeTtlMs),
        });
      return decision;
    });
    if (!outcome.ok) throw this.refusal(outcome, tenant, now, input.log);
    this.capAlarm.sent(rn);

    const text = signInSmsText(tenant.brand, code);
    // inline first: the customer is waiting, and a number the provider refuses is their mistake,
    // told at once; anything else is retried by the job queue (README.md, "When the text fails")
    try {
      await this.sms.send({ recipient: phone, text, code }, input.log);
    } catch (err) {
      if (err instanceof SmsSendError && err.isRecipientRejected) {
        // an unsent code must not hold the customer to the resend wait
        await repo.deleteCode(this.db, id);
        throw new AppError('INVALID_PHONE', `${phone} cannot receive text messages`);
      }
      await this.queueCode({ codeId: id, retailNetworkId: rn, recipient: phone, text, code }, err, input.log);
    }
    return {
      isSuccess: true,
      recipient: phone,
      resendAfterSeconds: outcome.nextResendAfterSeconds,
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

  /** Hands an unsent code to the job queue; when even that fails, the customer is told to retry. */
  private async queueCode(job: SignInSmsJob, err: unknown, log: FastifyBaseLogger): Promise<void> {
    try {
      // not at once: the provider has just failed; a blip is usually over in a few seconds
      const runAt = new Date(this.clock.now().getTime() + FIRST_RETRY_AFTER_MS);
      await this.jobs.enqueue(this.db, this.smsJob, job.codeId, job, { runAt });
      log.warn({ err, codeId: job.codeId }, 'sign-in code not sent at once; the job queue tries again');
    } catch (queueErr) {
      await repo.deleteCode(this.db, job.codeId);
      log.error({ err, queueErr }, 'sign-in code was not sent');
      throw new AppError('SMS_SEND_FAILED', 'The code could not be sent; try again in a minute');
    }
  }

  /**
   * A queued sign-in text, tried again. Idempotent by the code: a code that is no longer the
   * phone's newest live one (used, expired, replaced by a resend) is not sent. A code that can no
   * longer be sent is deleted, as an inline failure's is, so it holds no one to the resend wait.
   */
  private async sendQueuedCode(job: SignInSmsJob, ctx: JobContext): Promise<void> {
    const latest = await repo.findLatestCode(this.db, job.retailNetworkId, job.recipient);
    if (latest?.id !== job.codeId || codeState(latest, this.clock.now()) !== 'LIVE') {
      ctx.log.info({ codeId: job.codeId }, 'queued sign-in code no longer live; not sent');
      return;
    }
    try {
      await this.sms.send({ recipient: job.recipient, text: job.text, code: job.code }, ctx.log);
    } catch (err) {
      const isRejected = err instanceof SmsSendError && err.isRecipientRejected;
      if (isRejected || ctx.attempt >= SIGN_IN_SMS_ATTEMPTS) await repo.deleteCode(this.db, job.codeId);
      if (isRejected)
        throw new PermanentJobError(`the provider refuses the number: ${(err as Error).message}`);
      throw err;
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

  /** The send rules of README.md over the counts, read under the address and phone locks. */
  private async decideUnderLocks(tx: DbOrTx, rn: number, phone: string, address: string, now: Date) {
    const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
    const toPhone = await repo.listSendsToPhone(tx, rn, phone, address, since);
    const decision = decideSend(
      {
        toPhone: toPhone.map((s) => s.sentAt),
        toPhoneFromAddress: toPhone.filter((s) => s.isFromAddress).map((s) => s.sentAt),
        fromAddress: await repo.listSendTimesFromAddress(tx, address, since),
      },
      now,
    );
    if (!decision.ok) return decision;
    // not under a lock of the brand: sends of different phones and addresses never queue
    // behind each other, and the cap may be passed by the sends in flight at that moment
    const cap = this.settings.smsDailyCapPerBrand;
    const sentInDay = await repo.countSentByNetwork(tx, rn, new Date(now.getTime() - SMS_CAP_WINDOW_MS), cap);
    if (sentInDay >= cap) return { ok: false as const, reason: 'SMS_DAILY_CAP_REACHED' as const, sentInDay };
    return decision;
  }

  private refusal(outcome: SendRefusal, tenant: Tenant, now: Date, log: FastifyBaseLogger): AppError {
    if (outcome.reason === 'SMS_DAILY_CAP_REACHED') {
      const cap = this.settings.smsDailyCapPerBrand;
      if (this.capAlarm.shouldLog(tenant.network.id, now)) {
        log.error(
          { retailNetworkId: tenant.network.id, sentInDay: outcome.sentInDay, cap },
          `sign-in SMS paused for ${tenant.brand.slug}: ${cap} codes were sent in 24 h ` +
            '(SMS_DAILY_CAP_PER_BRAND). An SMS-pumping run? Sending resumes as older codes leave ' +
            'the 24 hours; raise the cap if the traffic is real',
        );
      }
      return new AppError('SMS_DAILY_CAP_REACHED', 'Sign-in by code is paused; try later or call support', [
        { supportPhone: this.supportPhoneOf(tenant) },
      ]);
    }
    return new AppError(
      outcome.reason,
      outcome.reason === 'RESEND_TOO_SOON'
        ? `A new code can be sent in ${outcome.retryAfterSeconds} s`
        : `Too many codes were asked for; try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} min`,
      [{ retryAfterSeconds: outcome.retryAfterSeconds }],
    );
  }

  /** SMS pumping: a code goes only to numbers of the brand's countries (README.md beside this file). */
  private refuseOtherCountry(tenant: Tenant, phone: string) {
    const served = brandPhoneCountries(tenant.network.countryCode, tenant.brand.env.SMS_EXTRA_COUNTRIES);
    const country = phoneCountryOf(phone);
    if (country && served.includes(country)) return;
    const where = country ? `a number of ${countryName(country)}` : 'an international number of no country';
    throw new AppError(
      'PHONE_COUNTRY_NOT_SERVED',
      `${tenant.brand.name} sends codes only to numbers of ${served.map(countryName).join(', ')}; ${phone} is ${where}`,
      [{ country, servedCountries: served }],
    );
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
    const customer = await this.customers.findByPhone(tenant.brand.retailNetworkId, phone);
    if (customer?.isBlocked) throw this.blockedError(tenant);
  }

  /** SPEC 8: a 403 the storefront shows as confirmPhoneCode:number_blocked with the support phone. */
  private blockedError(tenant: Tenant) {
    return new AppError('NUMBER_BLOCKED', 'This number is blocked; call support', [
      { supportPhone: this.supportPhoneOf(tenant) },
    ]);
  }

  private supportPhoneOf(tenant: Tenant): string | null {
    return tenant.brand.supportContact?.phone ?? tenant.brand.customerSupportPhone ?? null;
  }
}
