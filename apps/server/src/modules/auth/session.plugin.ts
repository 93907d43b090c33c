import { ACCESS_TOKEN_COOKIE, PREVIOUS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@platform/contract';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import { AppError } from '../../http/app-error';
import { SHARED_VIEWER_HEADER, sharedViewer } from '../../http/in-process';
import { ownOriginOf, type PublicOrigins } from '../../http/public-origin';
import { SAFE_METHODS } from '../../http/response-cache';
import { SESSION_MAX_SECONDS, type SessionContext, type SessionsService, type SessionTokens } from './sessions.service';

/** Who may call a route. Every /api route declares it; start-up fails when one does not. */
export type RouteAccess = 'public' | 'user' | 'operator' | 'pendingTwoStep';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** State-changing call a read-only account may still make (log out, refresh). */
    allowReadonly?: boolean;
    /** State-changing call allowed in a "logged in as another user" session (return, log out). */
    allowImpersonation?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    /** Origin for links made for this request (e-mails, KYC return): its own when allowed, else PUBLIC_URL's (decision 0042). */
    linkOrigin: string;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access and schemas (the authorization matrix and fuzz tests walk it). */
    apiRoutes: { method: string; url: string; access: RouteAccess; allowReadonly: boolean; allowImpersonation: boolean; schema?: FastifySchema }[];
  }
}

export interface SessionPluginOptions {
  sessions: SessionsService;
  publicUrl: string;
  origins: PublicOrigins;
  internalHeader: [string, string];
}

export function cookieOptions(publicUrl: string, maxAgeSeconds = SESSION_MAX_SECONDS) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https://'),
    maxAge: maxAgeSeconds,
  };
}

export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, publicUrl: string): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, cookieOptions(publicUrl));
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, cookieOptions(publicUrl));
}

export function clearSessionCookies(reply: FastifyReply, publicUrl: string): void {
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, PREVIOUS_TOKEN_COOKIE]) {
    reply.clearCookie(name, cookieOptions(publicUrl));
  }
}

export function registerSessionPlugin(app: FastifyInstance, options: SessionPluginOptions): void {
  const { sessions, publicUrl, origins } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('linkOrigin', '');
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url === '/api/*') return;
    const config = route.config;
    if (!config?.access) throw new Error(`Route ${route.method} ${url} declares no access level (config.access)`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url,
        access: config.access,
        allowReadonly: Boolean(config.allowReadonly),
        allowImpersonation: Boolean(config.allowImpersonation),
        schema: route.schema,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const isInternal = request.headers[options.internalHeader[0]] === options.internalHeader[1];
    const path = request.url.split('?')[0];
    const hasSessionCookie = Boolean(request.cookies[ACCESS_TOKEN_COOKIE] || request.cookies[REFRESH_TOKEN_COOKIE]);
    request.linkOrigin = origins.linkOriginOf(request);

    // CSRF (ASVS 4.2.2): a cookie-authenticated API state change, and EVERY page form post (React
    // Router actions call the API in-process, which trusts its caller), must come from our own
    // origin: the Origin header, else the Referer, else refused. Webhooks carry no cookie.
    const isApi = path.startsWith('/api/');
    if (!isInternal && !SAFE_METHODS.has(request.method) && (!isApi || hasSessionCookie)) {
      const origin = requestOrigin(request.headers.origin, request.headers.referer);
      if (origin !== origins.publicOrigin && origin !== ownOriginOf(request)) throw new AppError('CSRF_FAILED', 'Cross-site request refused');
    }

    // An API call a page makes in-process reuses the page's viewer (read once per outer request).
    const shared = isInternal ? sharedViewer(request.headers[SHARED_VIEWER_HEADER]) : undefined;
    let context = shared !== undefined ? shared : await sessions.resolve(request.cookies[ACCESS_TOKEN_COOKIE]);
    // A page load after the access token ran out: renew it here, so the page renders logged in and
    // the API calls it makes in-process see the new token.
    if (!context && !path.startsWith('/api/') && !path.startsWith('/assets/') && request.method === 'GET' && request.cookies[REFRESH_TOKEN_COOKIE]) {
      const rotated = await sessions.rotate(request.cookies[REFRESH_TOKEN_COOKIE]);
      if (rotated && !('reused' in rotated)) {
        setSessionCookies(reply, rotated, publicUrl);
        request.cookies[ACCESS_TOKEN_COOKIE] = rotated.accessToken;
        request.cookies[REFRESH_TOKEN_COOKIE] = rotated.refreshToken;
        request.headers.cookie = replaceCookies(request.headers.cookie ?? '', {
          [ACCESS_TOKEN_COOKIE]: rotated.accessToken,
          [REFRESH_TOKEN_COOKIE]: rotated.refreshToken,
        });
        context = await sessions.resolve(rotated.accessToken);
      }
    }
    request.session = context;
    request.viewer =
      context?.state === 'active'
        ? {
            id: context.user.id,
            role: context.user.role,
            isDebtor: context.user.isDebtor,
            readonly: context.user.readonly,
            impersonatorUserId: context.impersonatorUserId,
          }
        : null;
  });

  // Before input validation: a caller without access learns nothing about what the input should be.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return;
    const viewer = request.viewer;
    if (access === 'pendingTwoStep') {
      if (request.session?.state !== 'pending_two_step') throw new AppError('UNAUTHORIZED', 'No two-step login is pending');
      return;
    }
    if (access === 'user' || access === 'operator') {
      if (!viewer) throw new AppError('UNAUTHORIZED', 'Log in first');
      if (access === 'operator' && (viewer.role !== 'operator' || viewer.impersonatorUserId)) throw new AppError('FORBIDDEN', 'Operators only');
    }
    if (viewer && !SAFE_METHODS.has(request.method)) {
      if (viewer.impersonatorUserId && !config.allowImpersonation) {
        throw new AppError('IMPERSONATION_READ_ONLY', 'A session as another user cannot change anything');
      }
      if (viewer.readonly && !config.allowReadonly) throw new AppError('READ_ONLY', 'This account is read-only');
    }
  });
}

/** Where a request says it comes from: Origin, else (absent or opaque "null") the Referer's origin. */
function requestOrigin(origin: string | undefined, referer: string | undefined): string | undefined {
  return origin && origin !== 'null' ? origin : originOf(referer);
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function replaceCookies(header: string, values: Record<string, string>): string {
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !Object.keys(values).includes(part.split('=')[0]));
  return [...kept, ...Object.entries(values).map(([k, v]) => `${k}=${v}`)].join('; ');
}
