import { Alert, Badge, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { asCents, formatDateTime, formatMoney, LOCALE_ISO, type Locale, type SophisticatedRequest } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, useNavigation } from 'react-router';
import type { DecisionResult } from './admin-sophisticated.server';

const STATUS_COLOR = { requested: 'yellow', approved: 'green', declined: 'red' } as const;
const MONEY_CRITERIA = ['grossIncome', 'portfolio', 'ownFunds', 'netTurnover', 'balanceSheet'];

function criteriaFacts(request: SophisticatedRequest, locale: Locale): string[] {
  const facts: string[] = [];
  for (const name of MONEY_CRITERIA) {
    const cents = request.criteria[`${name}Cents`];
    if (typeof cents === 'number') facts.push(`${name}: ${formatMoney(asCents(cents), LOCALE_ISO[locale])}`);
  }
  for (const flag of ['professionalExperience', 'significantTransactions']) {
    if (request.criteria[flag] === true) facts.push(flag);
  }
  return facts;
}

/** Operator's list of sophisticated-investor requests, pending first, each with approve and decline. */
export function AdminSophisticatedPage({ locale, requests, result }: { locale: Locale; requests: SophisticatedRequest[] | null; result?: DecisionResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busyId = navigation.formData ? Number(navigation.formData.get('id')) : null;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('admin.sophisticated.title')}</Title>
        <Text>{t('admin.sophisticated.intro')}</Text>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'} data-testid="sophisticated-result">
            {t(result.ok ? `admin.sophisticated.done.${result.approve ? 'approved' : 'declined'}` : 'admin.sophisticated.error')}
          </Alert>
        )}
        {requests === null ? (
          <Alert color="red" variant="light" role="alert" data-testid="sophisticated-load-failed">
            {t('admin.sophisticated.load_failed')}
          </Alert>
        ) : requests.length === 0 ? (
          <Text data-testid="sophisticated-empty">{t('admin.sophisticated.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" aria-label={t('admin.sophisticated.list_label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {requests.map((request) => (
              <Paper key={request.id} component="li" withBorder p="md" radius="md" data-testid={`sophisticated-request-${request.id}`}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {request.displayName || request.email} · {request.email}
                    </Text>
                    <Badge color={STATUS_COLOR[request.status]} variant="light">
                      {t(`admin.sophisticated.status.${request.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('admin.sophisticated.requested_at')}: {formatDateTime(request.createdAt, locale)}
                  </Text>
                  <Text size="sm">
                    {t('admin.sophisticated.criteria')}:{' '}
                    {request.metCriteria.length > 0
                      ? request.metCriteria.map((c) => t(`admin.sophisticated.criterion.${c}`)).join(', ')
                      : t('admin.sophisticated.criteria.none')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {criteriaFacts(request, locale).join(' · ')}
                  </Text>
                  {request.reason && <Text size="sm">{request.reason}</Text>}
                  {request.status === 'requested' && (
                    <Form method="post">
                      <input type="hidden" name="id" value={request.id} />
                      <Stack gap="xs">
                        <TextInput name="reason" label={t('admin.sophisticated.reason')} maxLength={1000} />
                        <Group gap="xs">
                          <Button
                            type="submit"
                            name="decision"
                            value="approve"
                            color="green"
                            loading={busyId === request.id}
                            data-testid="sophisticated-approve"
                          >
                            {t('admin.sophisticated.approve')}
                          </Button>
                          <Button
                            type="submit"
                            name="decision"
                            value="decline"
                            color="red"
                            variant="outline"
                            disabled={busyId === request.id}
                            data-testid="sophisticated-decline"
                          >
                            {t('admin.sophisticated.decline')}
                          </Button>
                        </Group>
                      </Stack>
                    </Form>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
