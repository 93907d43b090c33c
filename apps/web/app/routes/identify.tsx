import { Container, Stack, Title } from '@mantine/core';
import { buildPath, localeFromPath } from '@platform/contract';
import { KYC_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import {
  data,
  redirect,
  redirectDocument,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import type { Failure } from '../features/auth/failures';
import { IdentifyPanel } from '../features/kyc/identify-panel';
import { apiCall } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** Identity verification (onboarding step "identify"): status from the API, a check started at the provider. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await apiCall(context, KYC_ENDPOINTS.identifyStatus, {});
  if (answer.status === 503) throw data(null, { status: 503 });
  if (answer.status === 401) throw redirect(buildPath('logout', locale));
  const status = answer.ok;
  if (!status) throw data(null, { status: answer.status === 404 ? 404 : 500 });
  const t = serverT(locale);
  return {
    status: status.identify_status,
    reason: status.reason,
    documentsHref: buildPath('account-documents', locale),
    meta: { title: `${t('page.identify.title')} | ${t('brand.name')}`, description: t('kyc.meta_description') },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

/** Starts a check and sends the browser to the provider (a full page load: it is not a page of this app). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const answer = await apiCall(context, KYC_ENDPOINTS.identify, {});
  const headers = cookieHeaders(answer);
  if (answer.ok) return redirectDocument(answer.ok.identifyContinueUrl, { headers });
  return data<{ failure: Failure }>({ failure: failureOf(answer) }, { headers });
}

export default function IdentifyPage() {
  const { t } = useTranslation();
  const { status, reason, documentsHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container size="sm" py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('page.identify.title')}</Title>
        <IdentifyPanel status={status} reason={reason} documentsHref={documentsHref} failure={result?.failure} />
      </Stack>
    </Container>
  );
}
