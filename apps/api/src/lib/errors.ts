/** The one error type the API throws on purpose; the error handler maps `code` to a status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNKNOWN_RETAIL_NETWORK: 400,
  UNKNOWN_BUSINESS_REGION: 400,
  INVALID_CONTINUATION_TOKEN: 400,
  INVALID_PHONE: 400,
  CODE_INCORRECT: 400,
  CODE_EXPIRED: 400,
  RECAPTCHA_FAILED: 400,
  INVALID_IMAGE: 400,
  INVALID_BIRTH_DATE: 400,
  UNKNOWN_BONUS_METHOD: 400,
  UNAUTHORIZED: 401,
  NUMBER_BLOCKED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  SMS_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CITY_NOT_FOUND: 404,
  RESTAURANT_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  BANNER_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  SITE_TEXT_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  BIRTH_DATE_LOCKED: 409,
  ADDRESS_LIMIT_REACHED: 409,
  FEEDBACK_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  CODE_ATTEMPTS_EXCEEDED: 429,
  RESEND_TOO_SOON: 429,
  SEND_LIMIT_REACHED: 429,
  INTERNAL: 500,
  SMS_SEND_FAILED: 502,
  RECAPTCHA_UNAVAILABLE: 503,
  NOT_READY: 503,
  GEO_PROVIDER_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (code: ErrorCode, what: string) => new AppError(code, `${what} was not found`);
