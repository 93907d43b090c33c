import { Alert, Badge, Container, Group, NativeSelect, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  buildPath,
  formatDateTime,
  formatMoney,
  fromWire,
  formatIban,
  LOCALE_ISO,
  REJECT_REASON_MIN_LENGTH,
  WITHDRAWAL_STATUSES,
  type AdminWithdrawal,
  type Locale,
} from '@platform/contract';
import { WITHDRAWALS_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useRevalidator } from 'react-router';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { errorKey } from '../withdrawals/api.client';
import { PageHeader } from '../../components/ui/page-header';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';

export interface AdminWithdrawalsPageProps {
  locale: Locale;
  status: string;
  /** null when the list could not be loaded. */
  withdrawals: AdminWithdrawal[] | null;
}

/** Back office: the withdrawals queue; approve (payout at the provider) or reject with a reason. */
export function AdminWithdrawalsPage({ locale, status, withdrawals }: AdminWithdrawalsPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('withdrawals.admin.title')} intro={t('withdrawals.admin.intro')} />
        <Form method="get" action={buildPath('admin-withdrawals', locale)}>
          <Group align="end" gap="sm">
            <NativeSelect
              key={status}
              name="status"
              label={t('withdrawals.admin.filter')}
              defaultValue={status}
              data={[
                { value: '', label: t('withdrawals.admin.filter_all') },
                ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`withdrawals.status.${s}`) })),
              ]}
            />
            <Button type="submit" variant="light">
              {t('withdrawals.admin.filter_submit')}
            </Button>
          </Group>
        </Form>
        {withdrawals !== null && withdrawals.length > 0 && (
          <DownloadButtons
            options={spreadsheetOptions(WITHDRAWALS_ENDPOINTS.adminListCsv, WITHDRAWALS_ENDPOINTS.adminListXlsx, t)}
            query={{ status: status || undefined, locale }}
            locale={locale}
            label={t('exports.label')}
            testId="admin-withdrawals-export"
            size="xs"
          />
        )}
        {withdrawals === null ? (
          <Alert color="red" role="alert">
            {t('withdrawals.admin.load_failed')}
          </Alert>
        ) : withdrawals.length === 0 ? (
          <Text data-testid="admin-withdrawals-empty">{t('withdrawals.admin.empty')}</Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped miw={900} aria-label={t('withdrawals.admin.table_label')} data-testid="admin-withdrawals-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('withdrawals.admin.col.user')}</Table.Th>
                  <Table.Th>{t('withdrawals.admin.col.amount')}</Table.Th>
                  <Table.Th>{t('withdrawals.admin.col.account')}</Table.Th>
                  <Table.Th>{t('withdrawals.admin.col.status')}</Table.Th>
                  <Table.Th>{t('withdrawals.admin.col.created')}</Table.Th>
                  <Table.Th>{t('withdrawals.admin.col.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withdrawals.map((w) => (
                  <WithdrawalRow key={w.id} locale={locale} withdrawal={w} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Container>
  );
}

function WithdrawalRow({ locale, withdrawal: w }: { locale: Locale; withdrawal: AdminWithdrawal }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState('');
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState(false);

  async function act(kind: 'approve' | 'reject') {
    if (kind === 'reject' && reason.trim().length < REJECT_REASON_MIN_LENGTH) {
      setReasonError(true);
      return;
    }
    setBusy(kind);
    setError(null);
    const answer =
      kind === 'approve'
        ? await callEndpoint(locale, WITHDRAWALS_ENDPOINTS.adminApprove, { params: { id: w.id } })
        : await callEndpoint(locale, WITHDRAWALS_ENDPOINTS.adminReject, { params: { id: w.id }, body: { reason: reason.trim() } }, { idempotencyKey: key });
    setBusy(null);
    if (!answer.ok) setError(t(errorKey(answer.code, (k) => i18n.exists(k))));
    else void revalidator.revalidate();
  }

  return (
    <Table.Tr data-testid={`admin-withdrawal-${w.id}`}>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm">{w.email}</Text>
        <Text size="xs" c="dimmed">
          #{w.userId} · {w.holderName}
        </Text>
      </Table.Td>
      <Table.Td>{formatMoney(fromWire(w.amount), LOCALE_ISO[locale])}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {formatIban(w.iban)}
        {!w.bankAccountVerified && (
          <Badge color="orange.9" ml="xs">
            {t('withdrawals.admin.holder_unverified')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={w.status === 'paid' ? 'teal.9' : w.status === 'requested' ? 'yellow.9' : 'gray.8'}>{t(`withdrawals.status.${w.status}`)}</Badge>
        {w.reason && (
          <Text size="xs" mt={4}>
            {w.reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDateTime(w.createdAt, locale)}</Table.Td>
      <Table.Td>
        {w.status === 'requested' && (
          <Stack gap={6} miw={240}>
            <Button size="xs" onClick={() => void act('approve')} loading={busy === 'approve'} disabled={busy !== null}>
              {t('withdrawals.admin.approve')}
            </Button>
            <TextInput
              size="xs"
              label={t('withdrawals.admin.reject_reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(false);
              }}
              maxLength={500}
              error={reasonError ? t('withdrawals.ledger.reason_short', { min: REJECT_REASON_MIN_LENGTH }) : undefined}
            />
            <Button size="xs" color="red" variant="light" onClick={() => void act('reject')} loading={busy === 'reject'} disabled={busy !== null}>
              {t('withdrawals.admin.reject_confirm')}
            </Button>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert" mt="xs" p="xs">
            {error}
          </Alert>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
