import { INVESTING_API, investOptionsSchema, type InvestOptions } from '@platform/contract';
import type { AppLoadContext } from 'react-router';

/**
 * For the project page loader: the invest panel's options in-process, so the panel renders with
 * the page (`<InvestPanel projectId options={...} />`). Null when they cannot be read; the panel
 * then loads them in the browser.
 */
export async function loadInvestOptions(context: AppLoadContext, projectId: number): Promise<InvestOptions | null> {
  const response = await context.api.request('GET', INVESTING_API.investOptions(projectId));
  if (response.status !== 200) return null;
  const parsed = investOptionsSchema.safeParse(response.data);
  return parsed.success ? parsed.data : null;
}
