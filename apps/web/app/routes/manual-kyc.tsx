import { Alert, Anchor, Container, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Button } from '../components/ui/button';
import { buildPath, localeFromPath } from '@platform/contract';
import { MANUAL_KYC_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { apiCall } from '../lib/api.server';
import { projectsPageOne } from '../lib/guards';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { loadViewer } from '../lib/session.server';

/** Spec section 6: the manual KYC page only while the user has an open request. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await loadViewer(context);
  if (!viewer?.activeManualKycId) throw redirect(projectsPageOne(locale));
  const response = await apiCall(context, MANUAL_KYC_ENDPOINTS.current, {});
  if (!response.ok) throw redirect(projectsPageOne(locale));
  const t = serverT(locale);
  return { locale, request: response.ok, meta: { title: t('manual_kyc.title'), description: t('manual_kyc.intro') } };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => pageMeta(loaded?.meta);

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const answers: Record<string, string> = {};
  for (const [key, value] of form) if (key.startsWith('answer.') && typeof value === 'string') answers[key.slice('answer.'.length)] = value;
  const response = await apiCall(context, MANUAL_KYC_ENDPOINTS.answer, { body: { id: Number(form.get('id')), answers } });
  if (response.status === 204) throw redirect(buildPath('account-documents', locale));
  return data({ failed: true, fieldErrors: (response.data as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors ?? {} });
}

export default function ManualKycPage() {
  const { t } = useTranslation();
  const { locale, request } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('manual_kyc.title')}</Title>
        <Text>{t('manual_kyc.intro')}</Text>
        {request.note && (
          <Alert color="blue" variant="light" title={t('manual_kyc.note')}>
            {request.note}
          </Alert>
        )}
        {result?.failed && (
          <Alert color="red" role="alert">
            {t('manual_kyc.error')}
          </Alert>
        )}
        <Form method="post">
          <input type="hidden" name="id" value={request.id} />
          <Stack gap="md">
            {request.fields.length > 0 && (
              <Paper withBorder p="md" component="fieldset">
                <Text component="legend" fw={700} px={4}>
                  {t('manual_kyc.fields')}
                </Text>
                <Stack gap="sm">
                  {request.fields.map((field) => (
                    <Textarea
                      key={field}
                      name={`answer.${field}`}
                      label={t(`manual_kyc.field.${field}`)}
                      required
                      autosize
                      minRows={2}
                      maxLength={2000}
                      error={result?.fieldErrors?.[`answers.${field}`] ? t('manual_kyc.error') : undefined}
                    />
                  ))}
                </Stack>
              </Paper>
            )}
            {request.documents.length > 0 && (
              <Paper withBorder p="md">
                <Text fw={700}>{t('manual_kyc.documents')}</Text>
                <ul>
                  {request.documents.map((document) => (
                    <li key={document}>{t(`manual_kyc.document.${document}`)}</li>
                  ))}
                </ul>
                <Text size="sm">{t('manual_kyc.documents_hint')}</Text>
                <Anchor component={Link} to={buildPath('account-documents', locale)}>
                  {t('manual_kyc.to_documents')}
                </Anchor>
              </Paper>
            )}
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('manual_kyc.submit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Container>
  );
}
