import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER, type Locale } from '@platform/contract';
import type { FastifyRequest } from 'fastify';

/** Who is calling: set by the session plugin from the access token (null for guests). */
export interface Viewer {
  id: number;
  role: 'investor' | 'operator';
  isDebtor: boolean;
  readonly: boolean;
  /** Set when an operator is logged in as this user. */
  impersonatorUserId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The locale a request asks for: the locale header every client call sends, then the cookie. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[LOCALE_HEADER];
  if (isLocale(header)) return header;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return DEFAULT_LOCALE;
}
