import { type AdminAutoInvest, type AutoInvestSettingsBody, type Locale } from '@platform/contract';
import { ADMIN_AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { fetchEndpoint } from '../../lib/http.client';

export interface SettingsAnswer {
  /** The fresh overview when saved; null when refused. */
  data: AdminAutoInvest | null;
  /** The API's error code; NETWORK when the call did not get through; INTERNAL for an answer of another shape. */
  code: string | null;
  /** The body's fields the API refused (fieldErrors' keys). */
  fields: string[];
}

function errorOf(payload: unknown): { code: string; fields: string[] } | null {
  if (!payload || typeof payload !== 'object' || !('code' in payload)) return null;
  const { code, fieldErrors } = payload as { code: unknown; fieldErrors?: unknown };
  const fields = fieldErrors && typeof fieldErrors === 'object' ? Object.keys(fieldErrors) : [];
  return { code: String(code), fields };
}

/**
 * PUT of the engine's settings (callEndpoint takes GET and POST only): with the session, the
 * refused fields kept for the form, and no throw when the network fails.
 */
export async function saveSettings(locale: Locale, body: AutoInvestSettingsBody): Promise<SettingsAnswer> {
  try {
    const { ok, payload, response } = await fetchEndpoint(ADMIN_AUTOINVEST_ENDPOINTS.settings, locale, { body }, { session: true });
    if (ok) return { data: ok, code: null, fields: [] };
    const error = response.ok ? null : errorOf(payload);
    return { data: null, code: error?.code ?? 'INTERNAL', fields: error?.fields ?? [] };
  } catch {
    return { data: null, code: 'NETWORK', fields: [] };
  }
}
