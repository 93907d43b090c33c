import { AUTH_API, buildPath, type Locale, type UserData } from '@platform/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { clientFetch, sessionFetch } from '../../lib/http.client';
import { refreshDelayMs, shouldPollUserData, USER_DATA_POLL_MS } from '../../lib/session-timing';

/**
 * Spec section 4 for a logged-in person: user data reloads on window focus and every 53 s while
 * focused; the access token is renewed before it ends; on focus an access token that is no longer
 * valid reloads the page (the server then renews it or shows the guest view); a session that ended
 * elsewhere sends the person to /logout.
 */
export function useSessionKeepalive(viewer: UserData | null, locale: Locale): void {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const wasLoggedIn = useRef(false);

  // Logged in before, not any more (revoked, expired): end the session properly.
  useEffect(() => {
    if (wasLoggedIn.current && !viewer) navigate(buildPath('logout', locale));
    wasLoggedIn.current = viewer !== null;
  }, [viewer, locale, navigate]);

  const jwt = viewer?.jwt;
  useEffect(() => {
    if (!jwt) return;
    const reload = () => {
      if (shouldPollUserData(true, document.hasFocus())) void revalidator.revalidate();
    };
    const onFocus = async () => {
      const check = await clientFetch(AUTH_API.isJwtValid(jwt), locale).catch(() => null);
      if (check && (await check.json().catch(() => null)) === false) {
        window.location.reload();
        return;
      }
      reload();
    };
    const timer = window.setInterval(reload, USER_DATA_POLL_MS);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [jwt, locale, revalidator]);

  const expiresIn = viewer?.token.expiresInSeconds;
  useEffect(() => {
    if (expiresIn === undefined) return;
    const timer = window.setTimeout(async () => {
      const response = await sessionFetch(AUTH_API.refreshToken, locale, { method: 'POST' });
      if (response.ok) void revalidator.revalidate();
    }, refreshDelayMs(expiresIn));
    return () => window.clearTimeout(timer);
  }, [expiresIn, locale, revalidator]);
}
