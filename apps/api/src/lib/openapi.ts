import { ZErrorResponse } from '@food/contracts';

/** The error bodies every route may answer with, for the OpenAPI document. */
export const errorResponses = {
  400: ZErrorResponse,
  404: ZErrorResponse,
} as const;
