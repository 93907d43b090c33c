import { Alert, Badge, Checkbox, Container, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Button } from '../components/ui/button';
import { localeFromPath, MANUAL_KYC_DOCUMENTS, MANUAL_KYC_FIELDS } from '@platform/contract';
import { MANUAL_KYC_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import {
  data,
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { apiCall, apiGet } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** Back office: ask a user for fields and documents (manual KYC) and review the answers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const list = await apiGet(context, MANUAL_KYC_ENDPOINTS.adminList, {});
  const t = serverT(locale);
  return { requests: list.requests, meta: { title: t('manual_kyc.admin.title'), description: t('manual_kyc.admin.queue') } };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => pageMeta(loaded?.meta);

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: FormDataEntryValue): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'close') {
    const response = await apiCall(context, MANUAL_KYC_ENDPOINTS.adminClose, { params: { id: Number(form.get('id')) } });
    return data({ ok: response.status === 204, intent: 'close' as const });
  }
  const fields = form.getAll('fields');
  const documents = form.getAll('documents');
  // The checkboxes offer only these values: anything else is refused here as the API would refuse it.
  if (!fields.every(oneOf(MANUAL_KYC_FIELDS)) || !documents.every(oneOf(MANUAL_KYC_DOCUMENTS))) return data({ ok: false, intent: 'create' as const });
  const response = await apiCall(context, MANUAL_KYC_ENDPOINTS.adminCreate, {
    params: { id: Number(form.get('userId')) },
    body: { fields, documents, note: String(form.get('note') ?? '') || undefined },
  });
  return data({ ok: response.status === 201, intent: 'create' as const });
}

export default function AdminManualKyc() {
  const { t } = useTranslation();
  const { requests } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('manual_kyc.admin.title')}</Title>
        <Paper withBorder p="md" component="section" aria-labelledby="new-request">
          <Title order={2} size="h3" id="new-request" mb="sm">
            {t('manual_kyc.admin.new')}
          </Title>
          {result?.intent === 'create' && (
            <Alert color={result.ok ? 'teal' : 'red'} mb="sm" role="status">
              {t(result.ok ? 'manual_kyc.admin.created' : 'manual_kyc.admin.failed')}
            </Alert>
          )}
          <Form method="post">
            <Stack gap="sm">
              <NumberInput
                name="userId"
                label={t('manual_kyc.admin.user_id')}
                required
                min={1}
                allowDecimal={false}
                defaultValue={params.get('userId') ?? undefined}
                maw={240}
              />
              <Checkbox.Group label={t('manual_kyc.admin.fields')}>
                <Group gap="md" mt={4}>
                  {MANUAL_KYC_FIELDS.map((field) => (
                    <Checkbox key={field} name="fields" value={field} label={t(`manual_kyc.field.${field}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group label={t('manual_kyc.admin.documents')}>
                <Group gap="md" mt={4}>
                  {MANUAL_KYC_DOCUMENTS.map((document) => (
                    <Checkbox key={document} name="documents" value={document} label={t(`manual_kyc.document.${document}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Textarea name="note" label={t('manual_kyc.admin.note')} maxLength={1000} autosize minRows={2} />
              <Group>
                <Button type="submit" name="intent" value="create" loading={navigation.state === 'submitting'}>
                  {t('manual_kyc.admin.create')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
        <section aria-labelledby="queue">
          <Title order={2} size="h3" id="queue" mb="sm">
            {t('manual_kyc.admin.queue')}
          </Title>
          {requests.length === 0 && <Text>{t('manual_kyc.admin.empty')}</Text>}
          <Stack gap="sm">
            {requests.map((request) => (
              <Paper key={request.id} withBorder p="md" data-testid="manual-kyc-request">
                <Group justify="space-between" mb="xs">
                  <Text fw={700}>{request.email}</Text>
                  <Badge color={request.status === 'answered' ? 'teal.9' : 'gray.8'}>{t(`manual_kyc.admin.status.${request.status}`)}</Badge>
                </Group>
                {request.note && (
                  <Text size="sm" mb="xs">
                    {request.note}
                  </Text>
                )}
                <Stack gap={4}>
                  {request.fields.map((field) => (
                    <Text key={field} size="sm">
                      <strong>{t(`manual_kyc.field.${field}`)}:</strong> {request.answers?.[field] ?? '—'}
                    </Text>
                  ))}
                  {request.documents.map((document) => (
                    <Text key={document} size="sm">
                      {t(`manual_kyc.document.${document}`)}
                    </Text>
                  ))}
                </Stack>
                <Form method="post">
                  <input type="hidden" name="id" value={request.id} />
                  <Button type="submit" name="intent" value="close" variant="light" mt="sm" size="xs">
                    {t('manual_kyc.admin.close')}
                  </Button>
                </Form>
              </Paper>
            ))}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
