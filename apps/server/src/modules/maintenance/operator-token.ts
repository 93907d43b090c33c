import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The maintenance CLI talks to a running server (PGlite allows one process per data directory)
 * with a token derived from SESSION_SECRET: whoever can read the secret can run the CLI.
 */
export function operatorCliToken(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('operator-cli:maintenance').digest('base64url');
}

export function isValidOperatorCliToken(sessionSecret: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(operatorCliToken(sessionSecret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
