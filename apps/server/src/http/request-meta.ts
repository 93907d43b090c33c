import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/auth/auth.service';
import { DEVICE_COOKIE } from '../modules/auth/known-devices';

/**
 * What the audit trail and the login throttle record about a request: address, browser, known-device
 * cookie; and the allowed origin its e-mail links use (decision 0042).
 */
export const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  linkOrigin: request.linkOrigin,
  userAgent: request.headers['user-agent'],
  deviceToken: request.cookies[DEVICE_COOKIE],
});
