import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fromWire, INVESTMENT_STATUSES, type Locale, type UserInvestmentStatsResponse } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { Bars } from './charts';
import { formatMoneyText } from './figures';

const isKnownStatus = (status: string) => (INVESTMENT_STATUSES as readonly string[]).includes(status);

/** Investment statistics (spec section 7's user-investments): count and amount by status and by month. */
export function StatsPanel({ locale, stats }: { locale: Locale; stats: UserInvestmentStatsResponse | null }) {
  const { t } = useTranslation();
  const statusLabel = (status: string) => (isKnownStatus(status) ? t(`investing.status.${status}`) : status);
  const countLabel = t('portfolio.col.count');
  const amountLabel = t('portfolio.col.amount');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="stats-title" data-testid="stats-panel">
      <Stack gap="md">
        <Title order={2} size="h3" id="stats-title">
          {t('portfolio.stats.title')}
        </Title>
        {stats === null && (
          <Alert color="red" variant="light" data-testid="stats-failed">
            {t('portfolio.stats.failed')}
          </Alert>
        )}
        {stats !== null && stats.total.count === 0 && (
          <Text c="dimmed" data-testid="stats-empty">
            {t('portfolio.stats.empty')}
          </Text>
        )}
        {stats !== null && stats.total.count > 0 && (
          <>
            <Text data-testid="stats-total">
              {t('portfolio.stats.total', { count: stats.total.count, amount: formatMoneyText(stats.total.amount, locale) })}
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('portfolio.stats.by_status')}
                </Title>
                <Bars
                  label={t('portfolio.stats.by_status_chart')}
                  testId="stats-status-chart"
                  locale={locale}
                  unit="money"
                  vertical
                  tableVisible
                  height={Math.max(160, stats.byStatus.length * 44 + 40)}
                  dataKey="status"
                  data={stats.byStatus.map((row) => ({ status: statusLabel(row.status), amount: fromWire(row.amount) }))}
                  series={[{ name: 'amount', label: amountLabel, color: 'blue.8' }]}
                  table={{
                    caption: t('portfolio.stats.by_status'),
                    columns: [t('portfolio.col.status'), countLabel, amountLabel],
                    rows: stats.byStatus.map((row) => ({
                      key: row.status,
                      cells: [statusLabel(row.status), row.count, <MoneyText key="a" wire={row.amount} locale={locale} />],
                    })),
                  }}
                />
              </Stack>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('portfolio.stats.by_month')}
                </Title>
                <Bars
                  label={t('portfolio.stats.by_month_chart')}
                  testId="stats-month-chart"
                  locale={locale}
                  unit="money"
                  dataKey="month"
                  data={stats.byMonth.map((row) => ({ month: row.month, amount: fromWire(row.amount) }))}
                  series={[{ name: 'amount', label: amountLabel, color: 'teal.9' }]}
                  table={{
                    caption: t('portfolio.stats.by_month'),
                    columns: [t('portfolio.col.month'), countLabel, amountLabel],
                    rows: stats.byMonth.map((row) => ({
                      key: row.month,
                      cells: [row.month, row.count, <MoneyText key="a" wire={row.amount} locale={locale} />],
                    })),
                  }}
                />
              </Stack>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
