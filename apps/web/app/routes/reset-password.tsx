import { data, type LoaderFunctionArgs } from 'react-router';
import ComingSoon, { meta } from './coming-soon';
import { serverT } from '../lib/i18n.server';
import { resolveRoute } from '@platform/contract';

/** Spec section 6/8: the page needs a token whose check answers SUCCESS, otherwise 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const check = await context.api.request('GET', `/api/security/check-reset-password-token/${encodeURIComponent(token)}`);
  const status = (check.data as { status?: unknown } | null)?.status;
  if (check.status !== 200 || status !== 'SUCCESS') throw data(null, { status: 404 });
  const route = resolveRoute(new URL(request.url).pathname)!;
  const t = serverT(route.locale);
  return { name: 'reset-password', meta: { title: t('page.reset-password.title'), description: t('page.reset-password.coming_soon') } };
}

export { meta };
export default ComingSoon;
