// Route-level CSS: the chart styles load with this page only, not in the global stylesheet; the
// charts' legends draw their colours with ColorSwatch, which no other screen uses.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { buildPath, formatDateTime, type Locale, type MoneyInOutResponse, type StatisticsResponse } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { DefaultRatesSection } from './default-rates-section';
import { KeyFigures, RepaymentStatus } from './key-figures';
import { MoneyFlowSection } from './money-flow-section';
import { VolumeBreakdowns, VolumeByMonth } from './volume-section';

export interface StatisticsPageProps {
  locale: Locale;
  statistics: StatisticsResponse | null;
  moneyInOut: MoneyInOutResponse | null;
  /** A navigation to this page (another language) is loading: the old figures are dimmed. */
  isLoading?: boolean;
}

function LoadError({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid="statistics-error">
      <Text>{t('statistics.error')}</Text>
      <Anchor component={Link} to={buildPath('statistics', locale)} reloadDocument>
        {t('statistics.retry')}
      </Anchor>
    </Alert>
  );
}

function NoLoansYet() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="statistics-empty">
      <Title order={2} size="h3">
        {t('statistics.empty.title')}
      </Title>
      <Text mt="xs">{t('statistics.empty.text')}</Text>
    </Card>
  );
}

/** /statistics, for everyone: the platform's figures, money in and out, and the ECSP default-rate disclosure. */
export function StatisticsPage({ locale, statistics, moneyInOut, isLoading = false }: StatisticsPageProps) {
  const { t } = useTranslation();
  const hasLoans = statistics !== null && statistics.totals.projects > 0;
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="xl" aria-busy={isLoading} style={{ opacity: isLoading ? 0.6 : 1 }} data-testid="statistics-page">
        <div>
          <PageHeader title={t('statistics.title')} intro={t('statistics.intro')} />
          {statistics && (
            <Text size="sm" c="dimmed" mt={4} data-testid="statistics-generated-at">
              {t('statistics.generated_at', { date: formatDateTime(statistics.generatedAt, locale) })}
            </Text>
          )}
        </div>

        {statistics === null && <LoadError locale={locale} />}
        {statistics !== null && !hasLoans && <NoLoansYet />}
        {statistics !== null && hasLoans && (
          <>
            <KeyFigures totals={statistics.totals} locale={locale} />
            <RepaymentStatus totals={statistics.totals} locale={locale} />
            <VolumeByMonth rows={statistics.byMonth} locale={locale} />
            <VolumeBreakdowns statistics={statistics} locale={locale} />
          </>
        )}

        <MoneyFlowSection moneyInOut={moneyInOut} locale={locale} />
        {statistics !== null && <DefaultRatesSection defaultRates={statistics.defaultRates} locale={locale} />}
      </Stack>
    </Container>
  );
}
