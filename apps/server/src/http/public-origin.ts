import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins this app answers as (decision 0042): PUBLIC_URL's, its aliases (PUBLIC_URL_ALIASES),
 * and, when PUBLIC_URL is on a loopback name, the other loopback names on the same scheme and port.
 * Links the server makes for a request (e-mails, the KYC return) use the request's origin only
 * when it is one of these; the Host header alone is never trusted (host-header injection).
 */
export interface PublicOrigins {
  /** PUBLIC_URL's origin: links made without a request (jobs), and for any origin not allowed. */
  readonly publicOrigin: string;
  readonly allowed: ReadonlySet<string>;
  /** The origin links made for this request should use: its own when allowed, else PUBLIC_URL's. */
  linkOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string;
}

export function createPublicOrigins(publicUrl: string, aliases: readonly string[] = []): PublicOrigins {
  const publicOrigin = new URL(publicUrl).origin;
  const allowed = new Set([publicOrigin, ...aliases.map((alias) => new URL(alias).origin)]);
  const main = new URL(publicUrl);
  if (LOOPBACK_HOSTNAMES.includes(main.hostname)) {
    for (const hostname of LOOPBACK_HOSTNAMES) {
      const sibling = new URL(publicUrl);
      sibling.hostname = hostname;
      allowed.add(sibling.origin);
    }
  }
  return {
    publicOrigin,
    allowed,
    linkOriginOf(request) {
      const own = ownOriginOf(request);
      return own !== null && allowed.has(own) ? own : publicOrigin;
    },
  };
}

/** The origin the request was addressed to (scheme and Host, proxy headers when TRUST_PROXY), normalised; null when malformed. */
export function ownOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}
