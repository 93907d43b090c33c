import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids (decision 0051). A caller's (or the load balancer's) `X-Request-Id` is kept when it is
 * sane — 1 to 64 characters of letters, digits, `.`, `_`, `-` — so one id follows a request through
 * the proxy's and this app's logs; anything else is replaced by a random UUID. Fastify puts it in
 * every log line of the request (`reqId`); every answer carries it back as `x-request-id`.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** The answer header, set first thing (before any hook can answer), so errors and cached answers carry it too. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
