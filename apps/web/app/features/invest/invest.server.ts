import type { InvestOptions } from '@platform/contract';
import { INVESTING_ENDPOINTS } from '@platform/contract/endpoints';
import type { AppLoadContext } from 'react-router';
import { apiCall } from '../../lib/api.server';

/**
 * For the project page loader: the invest panel's options in-process, so the panel renders with
 * the page (`<InvestPanel projectId options={...} />`). Null when they cannot be read; the panel
 * then loads them in the browser.
 */
export async function loadInvestOptions(context: AppLoadContext, projectId: number): Promise<InvestOptions | null> {
  return (await apiCall(context, INVESTING_ENDPOINTS.investOptions, { params: { id: projectId } })).ok;
}
