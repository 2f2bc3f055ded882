/**
 * Every error code the API answers with (`{ error: { code, message, details? } }`, ARCHITECTURE.md).
 * The API maps each to its status (apps/api/src/lib/errors.ts, checked to name every code here and
 * no other); the storefront and the back office compare codes through `ErrorCode`, so a misspelt
 * or retired code fails `tsc` instead of silently never matching.
 * No zod here: a browser bundle imports `@food/contracts/errors` without the schemas.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNKNOWN_RETAIL_NETWORK',
  'UNKNOWN_BUSINESS_REGION',
  'INVALID_CONTINUATION_TOKEN',
  'INVALID_PHONE',
  'PHONE_COUNTRY_NOT_SERVED',
  'CODE_INCORRECT',
  'CODE_EXPIRED',
  'RECAPTCHA_FAILED',
  'INVALID_IMAGE',
  'IMAGE_VARIANT_NOT_ALLOWED',
  'INVALID_BIRTH_DATE',
  'UNKNOWN_BONUS_METHOD',
  'UNAUTHORIZED',
  'NUMBER_BLOCKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'SMS_NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CITY_NOT_FOUND',
  'RESTAURANT_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'BANNER_NOT_FOUND',
  'PROMOTION_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'SITE_TEXT_NOT_FOUND',
  'IMAGE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'BIRTH_DATE_LOCKED',
  'ADDRESS_LIMIT_REACHED',
  'FEEDBACK_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'RATE_LIMITED',
  'CODE_ATTEMPTS_EXCEEDED',
  'RESEND_TOO_SOON',
  'SEND_LIMIT_REACHED',
  'INTERNAL',
  'SMS_SEND_FAILED',
  'RECAPTCHA_UNAVAILABLE',
  'SMS_DAILY_CAP_REACHED',
  'NOT_READY',
  'IMAGE_RENDERER_BUSY',
  'GEO_PROVIDER_UNAVAILABLE',
  // checkout, payment and operator API (modules/order-service, payment, ops)
  'PRODUCTS_NOT_SPECIFY',
  'PRODUCTS_ERROR',
  'PRODUCT_ON_STOP',
  // option groups (issue 19): a line's choices, and a product's groups as the back office writes them
  'OPTIONS_REQUIRED',
  'INVALID_OPTIONS',
  'OPTION_UNAVAILABLE',
  'INVALID_OPTION_GROUPS',
  'OUTLET_NOT_FOUND',
  'DELIVERY_METHOD_NOT_AVAILABLE',
  'PAYMENT_TYPE_NOT_AVAILABLE',
  // the brand lists online payment but none of its payment providers is configured (issue 21)
  'ONLINE_PAYMENT_NOT_AVAILABLE',
  'DELIVERY_TIME_INVALID',
  'PRODUCT_COUNT_EXCEEDED',
  'BONUSES_EXCEED_BALANCE',
  'MIN_ORDER_AMOUNT_NOT_REACHED',
  'PROMO_CODE_NOT_APPLICABLE',
  'ORDER_AMOUNT_INVALID',
  'CHANGE_TOO_SMALL',
  'ADDRESS_NOT_DELIVERABLE',
  'ADDRESS_IN_OTHER_CITY',
  'RETURN_URL_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_REQUIRED',
  'ORDER_ALREADY_PAID',
  'ORDER_ALREADY_ACCEPTED',
  'INVALID_SIGNATURE',
  'INVALID_STATUS_TRANSITION',
  // back office and machine API (issue 18: modules/staff, board, stop-lists, outlet-day, webhooks)
  'CSRF_TOKEN_INVALID',
  'INVALID_CREDENTIALS',
  'SECOND_FACTOR_REQUIRED',
  'TOTP_INCORRECT',
  'TOTP_REQUIRED_SETUP',
  'TOO_MANY_SIGN_IN_ATTEMPTS',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'STAFF_NOT_FOUND',
  'STAFF_INACTIVE',
  'INVALID_SCOPE',
  'ORDER_NOT_PAID',
  'ORDER_CHANGED',
  'PREP_MINUTES_REQUIRED',
  'REASON_REQUIRED',
  'REFUND_FAILED',
  'REFUND_TOO_LARGE',
  'OUTLET_PAUSED',
  'OUTLET_CLOSED',
  'API_KEY_NOT_FOUND',
  'WEBHOOK_NOT_FOUND',
  'WEBHOOK_URL_NOT_ALLOWED',
  'PASSWORD_INCORRECT',
  'LAST_OWNER',
  'INVITATION_PENDING',
  'TOTP_ALREADY_ENABLED',
  // brand settings, cities and outlets (issue 19: modules/brand-editor)
  'BRAND_NOT_FOUND',
  'BRAND_CHANGED',
  'CITY_SLUG_TAKEN',
  'DEFAULT_CITY_REQUIRED',
  'OUTLET_HAS_ZONES',
  // photo uploads (issue 19: modules/media/upload)
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_SMALL',
  'IMAGE_CROP_OUTSIDE',
  // the live storefront and menu import (issue 19: catalog/catalogue-changes.ts, modules/menu-import)
  'CHANGE_STREAMS_FULL',
  'IMPORT_UNREADABLE',
  // menu editing (issue 19: modules/menu)
  'PRICE_NOT_POSITIVE',
  // the delivery-zone editor (issue 19: modules/zone-editor)
  'ZONE_NOT_FOUND',
  'ZONE_POLYGON_INVALID',
  'ZONE_TOO_FEW_POINTS',
  'ZONE_SELF_INTERSECTS',
  'DUPLICATE_ARTICLE',
  'DUPLICATE_SLUG',
  'CATEGORY_LOOP',
  'CATEGORY_NOT_EMPTY',
  'CATEGORY_ORDER_MISMATCH',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_OUTLET',
  'UNKNOWN_ATTRIBUTE',
  'UNKNOWN_ADDON',
  'UNKNOWN_LANGUAGE',
  'DEFAULT_LANGUAGE_REQUIRED',
  'MENU_RULE_VIOLATED',
  'DRAFT_NOT_FOUND',
  'VERSION_NOT_FOUND',
  'PREVIEW_NOT_FOUND',
  // promotions and content pages (issue 19: modules/promotion-editor)
  'PROMO_CODE_NOT_FOUND',
  'AUTOMATIC_DISCOUNT_NOT_FOUND',
  'DUPLICATE_PROMO_CODE',
  'DUPLICATE_SITE_TEXT',
  'PROMOTION_RULE_VIOLATED',
  'UNKNOWN_PRODUCT',
  // the job queue's dead-letter view (issue 21 item 1: modules/jobs)
  'JOB_NOT_FOUND',
  'JOB_NOT_RETRYABLE',
  // issue 23 item 1: the back office's reports
  'INVALID_REPORT_PERIOD',
  'REPORT_PERIOD_TOO_LONG',
  'UNKNOWN_REPORT_PLACE',
  // issue 23 item 2: customer care
  'CUSTOMER_NOT_FOUND',
  'BONUS_BALANCE_BELOW_ZERO',
  'REVIEW_NOT_FOUND',
  'ERASE_CONFIRMATION_MISMATCH',
  'CUSTOMER_ERASED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);

/**
 * The API's code carried by `error` (any client's error object with a `code`, or the code itself),
 * or null when it carries none the API sends (a network failure, a timeout, another error).
 */
export function errorCodeOf(error: unknown): ErrorCode | null {
  const code =
    error !== null && typeof error === 'object' && 'code' in error
      ? (error as { code: unknown }).code
      : error;
  return isErrorCode(code) ? code : null;
}

/** Whether `error` (an error object or a code) carries one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: [ErrorCode, ...ErrorCode[]]): boolean {
  const code = errorCodeOf(error);
  return code !== null && codes.includes(code);
}
