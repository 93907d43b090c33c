import { Alert, Badge, Group, Pagination, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { CONNECT_PAY_DATE_TYPES, formatDate, formatIban, type ConnectPayDateType, type ConnectPayReport, type PaymentAccount } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useNavigate, useNavigation } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { DepositInstructions } from './deposit-instructions';
import { ProviderTransactionsTable } from './provider-transactions-table';

export interface ReportFilter {
  dateType: ConnectPayDateType;
  startDate: string;
  endDate: string;
  page: number;
}

export function reportSearch(filter: ReportFilter): string {
  const search = new URLSearchParams({ dateType: filter.dateType });
  if (filter.dateType === 'custom') {
    if (filter.startDate) search.set('startDate', filter.startDate);
    if (filter.endDate) search.set('endDate', filter.endDate);
  }
  if (filter.page > 1) search.set('page', String(filter.page));
  return `?${search.toString()}`;
}

function AccountDetails({ account }: { account: PaymentAccount }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const rows: Array<[string, string]> = [
    [t('payments.deposit.holder'), account.holderName],
    [t('payments.deposit.iban'), formatIban(account.iban)],
    [t('payments.deposit.bic'), account.bic],
    [t('payments.deposit.bank'), account.bankName],
    [t('payments.ewallet.opened'), formatDate(account.openedAt, locale)],
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="e-wallet-account">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('payments.ewallet.account')}
          </Title>
          <Badge variant="light" color={account.status === 'active' ? 'teal' : 'gray'}>
            {t('payments.ewallet.status')}: {account.status}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {rows.map(([label, value]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /account/e-wallet: the connectPay payment account and its transaction report (period filter, pages). */
export function EWalletPage({
  account,
  report,
  filter,
  invalidPeriod,
}: {
  account: PaymentAccount | null;
  report: ConnectPayReport;
  filter: ReportFilter;
  invalidPeriod: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [dateType, setDateType] = useState<ConnectPayDateType>(filter.dateType);
  const pages = Math.max(1, Math.ceil(report.totalCount / report.limit));
  return (
    <Stack gap="lg" data-testid="e-wallet-page">
      {account ? <AccountDetails account={account} /> : <DepositInstructions account={null} />}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('payments.report.title')}
          </Title>
          <Form method="get" data-testid="report-filter">
            <Stack gap="sm">
              <Text size="sm" fw={500} id="report-period-label">
                {t('payments.report.period')}
              </Text>
              <SegmentedControl
                aria-labelledby="report-period-label"
                value={dateType}
                onChange={(value) => setDateType(value as ConnectPayDateType)}
                data={CONNECT_PAY_DATE_TYPES.map((value) => ({ value, label: t(`payments.report.${value}`) }))}
                fullWidth
                style={{ maxWidth: 560 }}
                data-testid="report-period"
              />
              <input type="hidden" name="dateType" value={dateType} />
              {dateType === 'custom' && (
                <Group wrap="wrap" align="flex-end">
                  <TextInput type="date" name="startDate" label={t('payments.report.start_date')} defaultValue={filter.startDate} required />
                  <TextInput type="date" name="endDate" label={t('payments.report.end_date')} defaultValue={filter.endDate} required />
                </Group>
              )}
              <Group>
                <Button type="submit" variant="light" loading={navigation.state === 'loading'} data-testid="report-apply">
                  {t('payments.report.apply')}
                </Button>
              </Group>
            </Stack>
          </Form>
          {invalidPeriod && (
            <Alert color="red" variant="light" role="alert" data-testid="report-invalid">
              {t('payments.report.invalid_period')}
            </Alert>
          )}
          {report.items.length === 0 ? (
            <Text c="dimmed" data-testid="report-empty">
              {t('payments.report.empty')}
            </Text>
          ) : (
            <ProviderTransactionsTable items={report.items} testId="report-table" />
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={report.currentPage}
              onChange={(page) => navigate(reportSearch({ ...filter, page }))}
              getControlProps={(control) => ({ 'aria-label': `${t('payments.report.pagination')}: ${control}` })}
              aria-label={t('payments.report.pagination')}
              data-testid="report-pagination"
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
