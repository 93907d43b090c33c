import { USER_DATA_REFRESH_MS } from '@platform/contract';

/** Renew the access token this long before it ends. */
export const REFRESH_MARGIN_SECONDS = 60;

/** When to renew the access token, in ms from now (never negative; soon if it is nearly over). */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(1_000, (expiresInSeconds - REFRESH_MARGIN_SECONDS) * 1_000);
}

/** User data reloads every 53 s, but only while the window has focus and someone is logged in. */
export function shouldPollUserData(isLoggedIn: boolean, hasFocus: boolean): boolean {
  return isLoggedIn && hasFocus;
}

export const USER_DATA_POLL_MS = USER_DATA_REFRESH_MS;
