import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { z } from 'zod';

/**
 * GET through the in-process API. A 503 becomes the maintenance error page, other failures the
 * error page with their status; the answer is checked against the contract schema.
 */
export async function apiGet<S extends z.ZodType>(context: AppLoadContext, url: string, schema: S): Promise<z.infer<S>> {
  const response = await context.api.request('GET', url);
  if (response.status === 503) throw data(null, { status: 503 });
  if (response.status >= 400) throw data(null, { status: response.status === 404 ? 404 : response.status });
  return schema.parse(response.data);
}
