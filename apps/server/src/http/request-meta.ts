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

/**
 * A request made on this machine: the socket's peer is loopback and no proxy forwarded it (the dev
 * mailbox and the sandbox SMS inbox, decisions 0020 and 0048). The socket address, not request.ip:
 * with TRUST_PROXY, request.ip comes from a header anyone can send.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}
