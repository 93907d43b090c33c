import { Card, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import type { Locale, StatisticsResponse } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { colorVar, STATUS_COLORS } from './colors';
import { formatCount, formatDecimal, formatRate, percentValue } from './format';
import classes from './statistics.module.css';

type Totals = StatisticsResponse['totals'];

/** The platform's headline numbers as a definition list. */
export function KeyFigures({ totals, locale }: { totals: Totals; locale: Locale }) {
  const { t } = useTranslation();
  const items: { key: string; label: string; value: ReactNode; hint?: string }[] = [
    { key: 'funded_volume', label: t('statistics.totals.funded_volume'), value: <MoneyText wire={totals.fundedVolume} locale={locale} /> },
    { key: 'projects', label: t('statistics.totals.projects'), value: formatCount(totals.projects, locale) },
    { key: 'investors', label: t('statistics.totals.investors'), value: formatCount(totals.investors, locale) },
    {
      key: 'average_interest_rate',
      label: t('statistics.totals.average_interest_rate'),
      value: formatRate(totals.averageInterestRate, locale),
      hint: t('statistics.totals.average_interest_rate_hint'),
    },
    {
      key: 'average_term',
      label: t('statistics.totals.average_term'),
      value: t('statistics.totals.average_term_value', { months: formatDecimal(totals.averageTermMonths, locale) }),
      hint: t('statistics.totals.average_term_hint'),
    },
  ];
  return (
    <section aria-labelledby="statistics-totals-title">
      <Title order={2} size="h3" id="statistics-totals-title">
        {t('statistics.totals.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3, xl: 5 }} spacing="md" mt="sm" mb={0}>
        {items.map((item) => (
          <Card key={item.key} withBorder radius="md" padding="md" data-testid={`statistics-total-${item.key}`}>
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fz={{ base: 22, xl: 20 }} fw={700} lh={1.3} className={classes.value} data-testid="statistics-total-value">
              {item.value}
            </Text>
            {item.hint && (
              <Text component="dd" m={0} size="xs" c="dimmed">
                {item.hint}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

/**
 * Repaid, outstanding, late and defaulted amounts with their share of the funded volume, each with
 * its own bar: late money is still outstanding, so the shares need not add up to 100 %.
 */
export function RepaymentStatus({ totals, locale }: { totals: Totals; locale: Locale }) {
  const { t } = useTranslation();
  const states = [
    { key: 'repaid', amount: totals.repaid, share: totals.repaidShare },
    { key: 'outstanding', amount: totals.outstanding, share: totals.outstandingShare },
    { key: 'late', amount: totals.late, share: totals.lateShare },
    { key: 'defaulted', amount: totals.defaulted, share: totals.defaultedShare },
  ] as const;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="statistics-status-title" data-testid="statistics-status">
      <Title order={2} size="h3" id="statistics-status-title">
        {t('statistics.status.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('statistics.status.intro')}
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg" mt="md" className={classes.legend}>
        {states.map((state) => (
          <li key={state.key} data-testid={`statistics-status-${state.key}`}>
            <Group gap={8} wrap="nowrap">
              <span className={classes.swatch} style={{ background: colorVar(STATUS_COLORS[state.key]) }} />
              <Text size="sm" fw={600}>
                {t(`statistics.status.${state.key}`)}
              </Text>
            </Group>
            <Text fz={22} fw={700} className={classes.figures} data-testid="statistics-status-amount">
              <MoneyText wire={state.amount} locale={locale} />
            </Text>
            {/* The bar repeats the share written under it. */}
            <Progress value={percentValue(state.share)} color={STATUS_COLORS[state.key]} size="lg" radius="sm" mt={4} aria-hidden="true" />
            <Text size="sm" c="dimmed" mt={4} data-testid="statistics-status-share">
              {t('statistics.status.share', { share: formatRate(state.share, locale) })}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Card>
  );
}
