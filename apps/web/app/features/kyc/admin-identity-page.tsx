import { Alert, Badge, Container, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, formatDateTime, type AdminKycSession, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';

const STATUS_COLOR: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  review: 'blue',
};
const KNOWN_STATUSES = ['none', 'pending', 'approved', 'declined', 'review'];

export interface AdminIdentityPageProps {
  locale: Locale;
  search: string;
  sessions: AdminKycSession[] | null;
}

/** Back office: the recent identity checks at the KYC provider with their results, searchable by email. */
export function AdminIdentityPage({ locale, search, sessions }: AdminIdentityPageProps) {
  const { t } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  const statusText = (status: string) => (KNOWN_STATUSES.includes(status) ? t(`kyc.status.${status}`) : status);
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('kyc.admin.title')} intro={t('kyc.admin.intro')} />
        <Form method="get" action={buildPath('admin-identity', locale)} role="search" aria-label={t('kyc.admin.search')}>
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              key={search}
              type="search"
              name="search"
              label={t('kyc.admin.search')}
              defaultValue={search}
              maxLength={200}
              autoComplete="off"
              style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
            />
            <Button type="submit">{t('kyc.admin.search_submit')}</Button>
          </Group>
        </Form>
        {sessions === null ? (
          <Alert color="red" variant="light" role="alert" data-testid="identity-load-failed">
            {t('kyc.admin.load_failed')}
          </Alert>
        ) : sessions.length === 0 ? (
          <Text data-testid="identity-empty">{t('kyc.admin.empty')}</Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped highlightOnHover aria-label={t('kyc.admin.list_label')} miw={720} data-testid="identity-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('kyc.admin.col.email')}</Table.Th>
                  <Table.Th>{t('kyc.admin.col.provider')}</Table.Th>
                  <Table.Th>{t('kyc.admin.col.status')}</Table.Th>
                  <Table.Th>{t('kyc.admin.col.reason')}</Table.Th>
                  <Table.Th>{t('kyc.admin.col.created')}</Table.Th>
                  <Table.Th>{t('kyc.admin.col.completed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.map((session) => (
                  <Table.Tr key={session.id} data-testid={`identity-session-${session.id}`}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{session.email}</Table.Td>
                    <Table.Td>{session.provider}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[session.status] ?? 'gray'} variant="light">
                        {statusText(session.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{session.reason ?? '—'}</Table.Td>
                    <Table.Td>{when(session.createdAt)}</Table.Td>
                    <Table.Td>{when(session.completedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Container>
  );
}
