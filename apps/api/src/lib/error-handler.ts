import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

type ErrorBody = { error: { code: string; message: string; details?: unknown[] } };

const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_ERROR',
    message: 'Content-Length does not match the body',
  },
};

/**
 * One place maps every failure to the error JSON of ARCHITECTURE.md. Client mistakes get a
 * 4xx with details; anything else is logged and answered as a bare 500, no stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (err instanceof AppError) {
      return send(err.statusCode, {
        error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: `Invalid ${err.validationContext ?? 'request'}: ${err.validation
            .map((v) => `${v.instancePath || '/'} ${v.message}`)
            .join('; ')}`,
          details: err.validation.map((v) => ({
            in: err.validationContext,
            path: v.instancePath,
            message: v.message,
            code: (v.params.issue as { code?: string } | undefined)?.code,
          })),
        },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its contract');
      return send(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return send(err.statusCode ?? 400, { error: known });
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(400, { error: { code: 'INVALID_JSON', message: 'The body is not valid JSON' } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(err.statusCode, { error: { code: err.code ?? 'BAD_REQUEST', message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    }),
  );
}
