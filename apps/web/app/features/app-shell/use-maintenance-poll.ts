import { API, MAINTENANCE_POLL_MS, type Locale } from '@platform/contract';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { clientFetch } from '../../lib/http.client';
import { isMaintenanceOn } from '../../lib/guards';

/** Asks the server every 60 s (spec section 4); `onChange(true)` when maintenance went on, `(false)` when it ended. */
export async function checkMaintenance(locale: Locale): Promise<boolean> {
  try {
    const response = await clientFetch(API.checkMaintenance, locale);
    const data: unknown = await response.json().catch(() => null);
    return isMaintenanceOn(response.ok ? { ok: true, data } : { ok: false, errorData: data });
  } catch {
    return false;
  }
}

/**
 * While the app runs, a change of the maintenance switch re-runs the root loader, which shows the
 * 503 page (or, once maintenance ended, the page again).
 */
export function useMaintenancePoll(locale: Locale, currentlyOn: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(async () => {
      const on = await checkMaintenance(locale);
      if (on !== currentlyOn) {
        if (currentlyOn) window.location.reload();
        else void revalidator.revalidate();
      }
    }, MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [locale, currentlyOn, revalidator]);
}
