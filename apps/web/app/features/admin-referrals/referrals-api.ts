import type { Locale } from '@platform/contract';
import type { Endpoint, EndpointArgs, EndpointOk } from '@platform/contract/endpoint';
import { fetchEndpoint } from '../../lib/http.client';

export interface ActionAnswer<T> {
  /** The parsed answer when the API accepted; null when refused. */
  data: T | null;
  /** The API's error code; NETWORK when the call did not get through; INTERNAL for an answer of another shape. */
  code: string | null;
  /** fieldErrors of the refusal: field -> the API's messages ("taken", "after_start", ...). */
  fields: Record<string, string[]>;
}

function refusalOf(payload: unknown): { code: string; fields: Record<string, string[]> } | null {
  if (!payload || typeof payload !== 'object' || !('code' in payload)) return null;
  const { code, fieldErrors } = payload as { code: unknown; fieldErrors?: unknown };
  const fields: Record<string, string[]> = {};
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const [field, messages] of Object.entries(fieldErrors as Record<string, unknown>)) fields[field] = Array.isArray(messages) ? messages.map(String) : [];
  }
  return { code: String(code), fields };
}

/**
 * One back-office call from the browser (PUT included, which callEndpoint does not take): with the
 * session, the refused fields kept for the form, and no throw when the network fails.
 */
export async function send<E extends Endpoint>(locale: Locale, endpoint: E, args: EndpointArgs<E>): Promise<ActionAnswer<EndpointOk<E>>> {
  try {
    const { ok, payload, response } = await fetchEndpoint(endpoint, locale, args, { session: true });
    if (ok !== null) return { data: ok, code: null, fields: {} };
    const refusal = response.ok ? null : refusalOf(payload);
    return { data: null, code: refusal?.code ?? 'INTERNAL', fields: refusal?.fields ?? {} };
  } catch {
    return { data: null, code: 'NETWORK', fields: {} };
  }
}
