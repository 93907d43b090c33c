import { Alert, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, fromWire, sumCents, type InflowMonth, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { Bars } from './charts';
import type { PortfolioSelection } from './portfolio-query';
import { SELECTION_QUERY } from './portfolio-query';
import type { InflowResult } from './portfolio.server';

const expectedOf = (m: InflowMonth) => sumCents([fromWire(m.expectedPrincipal), fromWire(m.expectedInterest)]);
const receivedOf = (m: InflowMonth) => sumCents([fromWire(m.receivedPrincipal), fromWire(m.receivedInterest), fromWire(m.receivedLateInterest)]);

function InflowForm({ locale, selection, bounds }: { locale: Locale; selection: PortfolioSelection; bounds: { first: string | null; last: string | null } }) {
  const { t } = useTranslation();
  const { inflow } = selection;
  return (
    <Form
      method="get"
      action={buildPath('account-portfolio', locale)}
      preventScrollReset
      aria-label={t('portfolio.inflow.form')}
      data-testid="inflow-form"
      key={JSON.stringify(selection)}
    >
      {selection.loanType !== 'all' && <input type="hidden" name={SELECTION_QUERY.loanType} value={selection.loanType} />}
      {selection.country !== 'all' && <input type="hidden" name={SELECTION_QUERY.country} value={selection.country} />}
      <Stack gap="sm">
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('portfolio.inflow.range')}
          </Text>
          <Group gap="md">
            <Radio name={SELECTION_QUERY.inflow} value="default" defaultChecked={inflow.filterType === 'default'} label={t('portfolio.inflow.range.default')} />
            <Radio
              name={SELECTION_QUERY.inflow}
              value="custom"
              defaultChecked={inflow.filterType === 'custom'}
              label={t('portfolio.inflow.range.custom')}
              data-testid="inflow-custom"
            />
          </Group>
        </fieldset>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="month"
            name={SELECTION_QUERY.inflowFrom}
            label={t('portfolio.inflow.start')}
            description={t('portfolio.inflow.month_hint')}
            defaultValue={inflow.startDate || bounds.first || ''}
            style={{ flex: '1 1 10rem' }}
          />
          <TextInput
            type="month"
            name={SELECTION_QUERY.inflowTo}
            label={t('portfolio.inflow.end')}
            description={t('portfolio.inflow.month_hint')}
            defaultValue={inflow.endDate || bounds.last || ''}
            style={{ flex: '1 1 10rem' }}
          />
        </Group>
        <Checkbox name={SELECTION_QUERY.skipNotPaid} value="1" defaultChecked={inflow.skipNotPaidUnterminated} label={t('portfolio.inflow.skip')} />
        <Group>
          <Button type="submit" variant="light" data-testid="inflow-apply">
            {t('portfolio.inflow.apply')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** Expected against received payments by month (spec section 7's user-inflow), its months and filter in the URL query. */
export function InflowPanel({ locale, selection, result }: { locale: Locale; selection: PortfolioSelection; result: InflowResult }) {
  const { t } = useTranslation();
  const months = result.kind === 'ok' ? result.data.data : [];
  const bounds = result.kind === 'ok' ? { first: result.data.firstCustomPeriodMonth, last: result.data.lastCustomPeriodMonth } : { first: null, last: null };
  const expectedLabel = t('portfolio.inflow.expected');
  const receivedLabel = t('portfolio.inflow.received');
  const hasPayments = months.some((m) => expectedOf(m) > 0 || receivedOf(m) > 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="inflow-title" data-testid="inflow-panel">
      <Stack gap="md">
        <Title order={2} size="h3" id="inflow-title">
          {t('portfolio.inflow.title')}
        </Title>
        <InflowForm locale={locale} selection={selection} bounds={bounds} />
        {result.kind === 'invalid' && (
          <Alert color="red" variant="light" data-testid="inflow-invalid">
            {t('portfolio.inflow.invalid')}
          </Alert>
        )}
        {result.kind === 'error' && (
          <Alert color="red" variant="light" data-testid="inflow-failed">
            {t('portfolio.inflow.failed')}
          </Alert>
        )}
        {result.kind === 'ok' && !hasPayments && (
          <Text c="dimmed" data-testid="inflow-empty">
            {t('portfolio.inflow.empty')}
          </Text>
        )}
        {result.kind === 'ok' && hasPayments && (
          <Bars
            label={t('portfolio.inflow.chart')}
            testId="inflow-chart"
            locale={locale}
            unit="money"
            dataKey="month"
            data={months.map((m) => ({ month: m.month, expected: expectedOf(m), received: receivedOf(m) }))}
            series={[
              { name: 'expected', label: expectedLabel, color: 'gray.6' },
              { name: 'received', label: receivedLabel, color: 'teal.9' },
            ]}
            table={{
              caption: t('portfolio.inflow.title'),
              columns: [t('portfolio.col.month'), expectedLabel, receivedLabel],
              rows: months.map((m) => ({
                key: m.month,
                cells: [m.month, <MoneyText key="e" cents={expectedOf(m)} locale={locale} />, <MoneyText key="r" cents={receivedOf(m)} locale={locale} />],
              })),
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
