/**
 * reCAPTCHA check of `POST /customer/v1/SendCode` (header x-recaptcha-token) for brands with
 * USE_RECAPTCHA on. The verifier is an interface so another service (or a test) can stand in.
 */
export interface RecaptchaVerifier {
  /** true when the token is a fresh human pass; false for a failed or reused one */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export class RecaptchaUnavailableError extends Error {}

export interface GoogleRecaptchaOptions {
  secret: string;
  /** https://www.google.com/recaptcha/api/siteverify */
  verifyUrl: string;
  /** v3 tokens carry a score from 0 (bot) to 1 (human); v2 tokens have none */
  minScore: number;
  timeoutMs?: number;
}

/** Google's siteverify: form fields secret, response, remoteip; answers {success, score?, ...}. */
export class GoogleRecaptchaVerifier implements RecaptchaVerifier {
  constructor(private readonly options: GoogleRecaptchaOptions) {}

  async verify(token: string, remoteIp: string): Promise<boolean> {
    const { secret, verifyUrl, minScore, timeoutMs = 10_000 } = this.options;
    let res: Response;
    try {
      res = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new RecaptchaUnavailableError(`reCAPTCHA unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new RecaptchaUnavailableError(`reCAPTCHA answered ${res.status}`);
    const body = (await res.json()) as { success?: boolean; score?: number };
    return body.success === true && (body.score === undefined || body.score >= minScore);
  }
}

/** With USE_RECAPTCHA on but no RECAPTCHA_SECRET configured: fail closed, loudly. */
export const unconfiguredRecaptcha: RecaptchaVerifier = {
  verify: () => Promise.reject(new RecaptchaUnavailableError('RECAPTCHA_SECRET is not configured')),
};
