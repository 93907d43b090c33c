import { redirect, type LoaderFunctionArgs } from 'react-router';
import { localeFromPath, resolveRoute } from '@platform/contract';
import ComingSoon, { meta } from './coming-soon';
import { projectsPageOne } from '../lib/guards';
import { serverT } from '../lib/i18n.server';

/** Spec section 6: the Google two-step page only while the token check answers 200. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const check = await context.api.request('GET', '/api/security/google/token');
  if (check.status !== 200) throw redirect(projectsPageOne(locale));
  const route = resolveRoute(new URL(request.url).pathname)!;
  const t = serverT(route.locale);
  return { name: 'two-step-auth-google', meta: { title: t('page.two-step-auth-google.title'), description: '' } };
}

export { meta };
export default ComingSoon;
