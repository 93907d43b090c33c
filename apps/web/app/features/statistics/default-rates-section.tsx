import { Card, Table, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import type { Locale, StatisticsResponse } from '@platform/contract';
import { STATISTICS_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMonth, formatRate } from './format';
import classes from './statistics.module.css';

/** The ECSP Art. 20 disclosure: the CSV file of the same table, a plain link (public, no session needed). */
export const DEFAULT_RATES_CSV_URL = urlOf(STATISTICS_ENDPOINTS.defaultRatesCsv, {});

/**
 * ECSP Art. 20: expected and actual default rate per risk group of the loans paid out in the last
 * 36 months, with a short explanation and the same table as a CSV file.
 */
export function DefaultRatesSection({ defaultRates, locale }: { defaultRates: StatisticsResponse['defaultRates']; locale: Locale }) {
  const { t } = useTranslation();
  const period = { from: formatMonth(defaultRates.fromMonth, locale), to: formatMonth(defaultRates.toMonth, locale) };
  // Every row has the same three 1-year windows (Delegated Regulation (EU) 2022/2115): one column each, "rate (defaulted/loans)".
  const windows = defaultRates.rows[0]?.windows ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="statistics-default-rates-title" data-testid="statistics-default-rates">
      <Title order={2} size="h3" id="statistics-default-rates-title">
        {t('statistics.default_rates.title')}
      </Title>
      <Text mt="xs">{t('statistics.default_rates.intro', period)}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('statistics.default_rates.explain')}
      </Text>
      {defaultRates.rows.length === 0 ? (
        <Text mt="md" data-testid="statistics-default-rates-empty">
          {t('statistics.default_rates.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860} mt="md">
          <Table striped className={classes.figures} data-testid="statistics-default-rates-table">
            <Table.Caption>{t('statistics.default_rates.caption', period)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statistics.default_rates.column.risk_group')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statistics.default_rates.column.loans')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statistics.default_rates.column.defaulted')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statistics.default_rates.column.expected')}
                </Table.Th>
                {windows.map((w) => (
                  <Table.Th scope="col" ta="right" key={w.fromMonth}>
                    {formatMonth(w.fromMonth, locale)} – {formatMonth(w.toMonth, locale)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t('statistics.default_rates.column.actual')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {defaultRates.rows.map((row) => (
                <Table.Tr key={row.riskGroup} data-testid="statistics-default-rate-row" data-risk-group={row.riskGroup}>
                  <Table.Th scope="row">{row.riskGroup}</Table.Th>
                  <Table.Td ta="right">{formatCount(row.loans, locale)}</Table.Td>
                  <Table.Td ta="right">{formatCount(row.defaulted, locale)}</Table.Td>
                  <Table.Td ta="right">{formatRate(row.expectedDefaultRate, locale)}</Table.Td>
                  {row.windows.map((w) => (
                    <Table.Td ta="right" key={w.fromMonth} data-testid="statistics-default-rate-window">
                      {formatRate(w.rate, locale)} ({formatCount(w.defaulted, locale)}/{formatCount(w.loans, locale)})
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{formatRate(row.actualDefaultRate, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Button
        component="a"
        href={DEFAULT_RATES_CSV_URL}
        download
        variant="light"
        mt="md"
        style={{ alignSelf: 'flex-start' }}
        data-testid="statistics-default-rates-csv"
      >
        {t('statistics.default_rates.download')}
      </Button>
    </Card>
  );
}
