import type { ApiError, ErrorCode } from '@platform/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'MAINTENANCE',
};

/**
 * One error handler for the whole app: validation problems become 400 with fieldErrors, known
 * client errors keep their 4xx status, everything else is logged and answered as a bare 500
 * without details. Never a stack trace on the wire.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.meta.retryAfterSeconds) reply.header('retry-after', String(error.meta.retryAfterSeconds));
      return sendError(reply, error.statusCode, { code: error.code, message: error.message, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const where = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'input';
        (fieldErrors[where] ??= []).push(issue.message ?? 'invalid');
      }
      return sendError(reply, 400, { code: 'VALIDATION_FAILED', message: 'The request is not valid', fieldErrors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, 500, { code: 'INTERNAL', message: 'Internal error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      // Fastify's own messages (malformed JSON, body too large, ...) carry no internals.
      return sendError(reply, status, { code, message: error.message || code });
    }
    if (status === 503) return sendError(reply, 503, { code: 'MAINTENANCE', message: 'Maintenance' });
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { code: 'INTERNAL', message: 'Internal error' });
  });
}

/**
 * Errors the router answers before any route or hook runs (Fastify's `frameworkErrors` option): an
 * address that is not valid percent-encoded UTF-8, a path parameter over the length limit. Without
 * this they would answer Fastify's own body instead of `{code, message}` (decision 0021).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs before these answers: the request id is set here (decision 0051).
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, 400, { code: 'BAD_REQUEST', message: 'The address is not valid percent-encoded UTF-8' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // No route takes a parameter that long: what the catch-all routes answer for it too.
    void sendError(reply, 404, { code: 'NOT_FOUND', message: 'Unknown path' });
  } else {
    request.log.error({ err: error }, 'router error');
    void sendError(reply, 500, { code: 'INTERNAL', message: 'Internal error' });
  }
}

export function sendError(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  const clean: ApiError = { code: body.code, message: body.message };
  if (body.fieldErrors && Object.keys(body.fieldErrors).length > 0) clean.fieldErrors = body.fieldErrors;
  return reply.status(status).type('application/json; charset=utf-8').send(clean);
}
