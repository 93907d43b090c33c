import { Alert, Card, Group, Table, Text, Title } from '@mantine/core';
import { fromWire, type Locale, type MoneyInOutResponse } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { ChartFigure, GroupedMoneyChart } from './chart-figure';
import { colorVar, MONEY_IN_COLOR, MONEY_OUT_COLOR } from './colors';
import { formatMonth } from './format';
import classes from './statistics.module.css';

const CHART_HEIGHT = 280;

function Total({ label, wire, color, locale, testId }: { label: string; wire: string; color: string; locale: Locale; testId: string }) {
  return (
    <div data-testid={testId}>
      <Group gap={8} wrap="nowrap">
        <span className={classes.swatch} style={{ background: colorVar(color) }} />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fz={20} fw={700} className={classes.figures}>
        <MoneyText wire={wire} locale={locale} />
      </Text>
    </div>
  );
}

/** Deposits and withdrawals per month as grouped bars, their totals, and the figures as a table. */
export function MoneyFlowSection({ moneyInOut, locale }: { moneyInOut: MoneyInOutResponse | null; locale: Locale }) {
  const { t } = useTranslation();
  const title = t('statistics.money.title');
  const description = t('statistics.money.intro');
  const inLabel = t('statistics.column.money_in');
  const outLabel = t('statistics.column.money_out');

  if (moneyInOut === null || moneyInOut.byMonth.length === 0) {
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="statistics-money-title" data-testid="statistics-money">
        <Title order={2} size="h3" id="statistics-money-title">
          {title}
        </Title>
        {moneyInOut === null ? (
          <Alert color="red" variant="light" mt="sm" role="alert" data-testid="statistics-money-error">
            {t('statistics.money.error')}
          </Alert>
        ) : (
          <Text mt="sm" data-testid="statistics-money-empty">
            {t('statistics.money.empty')}
          </Text>
        )}
      </Card>
    );
  }

  const data = moneyInOut.byMonth.map((row) => ({ month: formatMonth(row.month, locale), moneyIn: fromWire(row.moneyIn), moneyOut: fromWire(row.moneyOut) }));
  return (
    <ChartFigure
      id="statistics-money"
      title={title}
      description={description}
      height={CHART_HEIGHT}
      testId="statistics-money"
      chart={
        <GroupedMoneyChart
          data={data}
          labelKey="month"
          series={[
            { key: 'moneyIn', label: inLabel, color: MONEY_IN_COLOR, kind: 'money' },
            { key: 'moneyOut', label: outLabel, color: MONEY_OUT_COLOR, kind: 'money' },
          ]}
          locale={locale}
          title={title}
          description={description}
          height={CHART_HEIGHT}
        />
      }
      table={
        <Table striped className={classes.figures} data-testid="statistics-money-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statistics.column.month')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {inLabel}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {outLabel}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {moneyInOut.byMonth.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={400}>
                  {formatMonth(row.month, locale)}
                </Table.Th>
                <Table.Td ta="right">
                  <MoneyText wire={row.moneyIn} locale={locale} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText wire={row.moneyOut} locale={locale} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    >
      <Group gap="xl" mt="md">
        <Total
          label={t('statistics.money.total_in')}
          wire={moneyInOut.totals.moneyIn}
          color={MONEY_IN_COLOR}
          locale={locale}
          testId="statistics-money-total-in"
        />
        <Total
          label={t('statistics.money.total_out')}
          wire={moneyInOut.totals.moneyOut}
          color={MONEY_OUT_COLOR}
          locale={locale}
          testId="statistics-money-total-out"
        />
      </Group>
    </ChartFigure>
  );
}
