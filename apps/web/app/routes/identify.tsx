import { Container, Stack, Title } from '@mantine/core';
import { buildPath, identifyStatusResponseSchema, KYC_API, localeFromPath, setIdentifyResponseSchema } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { data, redirect, redirectDocument, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { apiPost, assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import type { Failure } from '../features/auth/failures';
import { IdentifyPanel } from '../features/kyc/identify-panel';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** Identity verification (onboarding step "identify"): status from the API, a check started at the provider. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await context.api.request('GET', KYC_API.identifyStatus);
  if (answer.status === 503) throw data(null, { status: 503 });
  if (answer.status === 401) throw redirect(buildPath('logout', locale));
  if (answer.status !== 200) throw data(null, { status: answer.status === 404 ? 404 : 500 });
  const status = identifyStatusResponseSchema.parse(answer.data);
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
  const answer = await apiPost(context, KYC_API.identify);
  const headers = cookieHeaders(answer);
  if (answer.status === 200) {
    const { identifyContinueUrl } = setIdentifyResponseSchema.parse(answer.data);
    return redirectDocument(identifyContinueUrl, { headers });
  }
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
