import http from 'node:http';
import type { Socket } from 'node:net';
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
            code: (v.params.issue as { code?: string } | undefined)?.code ?? v.keyword,
          })),
        },
      });
    }
    if (isResponseSerializationError(err)) {
      // the issues' paths and codes say what is wrong; the values (a customer's data) stay out
      const issues = err.cause.issues.map(({ path, code, message }) => ({ path, code, message }));
      request.log.error(
        {
          err: { type: 'ResponseSerializationError', message: err.message, stack: err.stack },
          route: err.url,
          method: err.method,
          issues,
        },
        'response does not match its contract',
      );
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
    // `err` goes through lib/log-redaction.ts: a failed query is logged without its parameters
    request.log.error({ err, route: request.routeOptions.url, method: request.method }, 'unhandled error');
    return send(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    }),
  );
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large',
  },
  // llhttp refuses control characters in header values before any route sees them
  HPE_INVALID_HEADER_TOKEN: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'A header holds a character HTTP does not allow (a control character)',
  },
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (a NUL in a header, a header too
 * large, a timeout) is answered in the one error JSON too, then the connection is closed.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (err.code && CLIENT_ERRORS[err.code]) || {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request is not valid HTTP',
  };
  const body = JSON.stringify({ error: { code: known.code, message: known.message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
