import { Alert, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { BACKTEST_MONTHS, formatDate, fromWire, type Backtest, type BacktestBody, type Locale } from '@platform/contract';
import { AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { lazy, useState } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { sendAuto, useAutoErrors } from './autoinvest-api';
import { Facts } from './autoinvest-ui';
import type { FieldErrors, StrategyFields } from './strategy-draft';

const BacktestChart = lazy(() => import('./backtest-chart'));

type Months = (typeof BACKTEST_MONTHS)[number];

interface BacktestPanelProps {
  locale: Locale;
  idPrefix: string;
  /** The strategy as drafted, or the errors by field when it cannot be read (shown next to the fields). */
  read: () => { body: StrategyFields | null; errors: FieldErrors };
  onFieldErrors: (errors: FieldErrors) => void;
}

function Totals({ locale, backtest }: { locale: Locale; backtest: Backtest }) {
  const { t } = useTranslation();
  const { totals } = backtest;
  const atRisk = fromWire(totals.atRisk) > 0;
  return (
    <Facts
      testId="backtest-totals"
      items={[
        [t('autoinvest.backtest.projects'), String(totals.projects), 'backtest-total-projects'],
        [t('autoinvest.backtest.invested'), <MoneyText key="i" wire={totals.invested} locale={locale} />, 'backtest-total-invested'],
        [t('autoinvest.backtest.interest'), <MoneyText key="n" wire={totals.interest} locale={locale} />, 'backtest-total-interest'],
        [t('autoinvest.backtest.defaulted'), String(totals.defaulted), 'backtest-total-defaulted'],
        [
          t('autoinvest.backtest.at_risk'),
          <Text key="r" component="span" inherit c={atRisk ? 'red.8' : undefined}>
            <MoneyText wire={totals.atRisk} locale={locale} />
          </Text>,
          'backtest-total-at-risk',
        ],
      ]}
    />
  );
}

/**
 * What the drafted strategy would have done with the platform's past projects over 3, 6, 12 or 24
 * months, before it is saved: the running sums as a chart, and the totals. Nothing is saved.
 */
export function BacktestPanel({ locale, idPrefix, read, onFieldErrors }: BacktestPanelProps) {
  const { t } = useTranslation();
  const { errorText } = useAutoErrors(locale);
  const [months, setMonths] = useState<Months>(12);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Backtest | null>(null);

  async function run() {
    setError(null);
    const { body: fields, errors } = read();
    if (!fields) {
      onFieldErrors(errors);
      setError(t('autoinvest.form.fix_errors'));
      return;
    }
    const { name, ...rest } = fields;
    const body: BacktestBody = { ...rest, ...(name ? { name } : {}), months };
    setBusy(true);
    const answer = await sendAuto(locale, AUTOINVEST_ENDPOINTS.backtest, { body });
    setBusy(false);
    if (!answer.data) {
      onFieldErrors(answer.fieldErrors);
      setError(errorText(answer.code));
      return;
    }
    setResult(answer.data);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={`${idPrefix}-backtest-title`} data-testid="backtest">
      <Stack gap="sm">
        <Title order={4} size="h5" id={`${idPrefix}-backtest-title`}>
          {t('autoinvest.backtest.title')}
        </Title>
        <Text size="sm">{t('autoinvest.backtest.intro')}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('autoinvest.backtest.months')}
            value={String(months)}
            onChange={(event) => setMonths(Number(event.currentTarget.value) as Months)}
            data={BACKTEST_MONTHS.map((m) => ({ value: String(m), label: t('autoinvest.backtest.months_option', { months: m }) }))}
            data-testid="backtest-months"
          />
          <Button type="button" variant="light" loading={busy} onClick={() => void run()} data-testid="backtest-run">
            {t('autoinvest.backtest.run')}
          </Button>
        </Group>
        {busy && (
          <Group gap="xs" role="status">
            <Spinner size="sm" />
            <Text size="sm">{t('autoinvest.backtest.running')}</Text>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert" p="xs" data-testid="backtest-error">
            {error}
          </Alert>
        )}
        {result && !busy && (
          <Stack gap="sm" data-testid="backtest-result" aria-live="polite">
            <Text size="sm" fw={600}>
              {t('autoinvest.backtest.period', { from: formatDate(result.from, locale), to: formatDate(result.to, locale) })}
            </Text>
            <Totals locale={locale} backtest={result} />
            {result.months.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="backtest-empty">
                {t('autoinvest.backtest.empty')}
              </Text>
            ) : (
              <LazyPart
                fallback={
                  <Group gap="xs" role="status">
                    <Spinner size="sm" />
                    <Text size="sm">{t('autoinvest.loading')}</Text>
                  </Group>
                }
              >
                <BacktestChart locale={locale} backtest={result} />
              </LazyPart>
            )}
            <Text size="xs" c="dimmed">
              {t('autoinvest.backtest.at_risk_note')} {t('autoinvest.backtest.disclaimer')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
