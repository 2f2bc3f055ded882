/** The one error type the API throws on purpose; the error handler maps `code` to a status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNKNOWN_RETAIL_NETWORK: 400,
  UNKNOWN_BUSINESS_REGION: 400,
  INVALID_CONTINUATION_TOKEN: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CITY_NOT_FOUND: 404,
  RESTAURANT_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  BANNER_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  SITE_TEXT_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_READY: 503,
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
