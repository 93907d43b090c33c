import { randomBytes } from 'node:crypto';
import type { SessionContext } from '../modules/auth/sessions.service';

/**
 * The viewer of a page request, handed to the API calls its loaders make in-process, so the
 * session is read from the database once per outer request, not once per call. Only requests that
 * carry the internal SSR token may name a shared viewer (session.plugin.ts checks it first).
 */
export const SHARED_VIEWER_HEADER = 'x-internal-viewer';

const shared = new Map<string, SessionContext | null>();

/** Shares `session` until `release` is called (when the outer response ends). */
export function shareViewer(session: SessionContext | null): { key: string; release(): void } {
  const key = randomBytes(12).toString('base64url');
  shared.set(key, session);
  return { key, release: () => shared.delete(key) };
}

/** The shared viewer for `key`: undefined when there is none (the caller resolves the session itself). */
export function sharedViewer(key: string | string[] | undefined): SessionContext | null | undefined {
  return typeof key === 'string' ? shared.get(key) : undefined;
}

/** A state change made in-process (log in, log out, invest): later calls read the session afresh. */
export function forgetViewer(key: string): void {
  shared.delete(key);
}
