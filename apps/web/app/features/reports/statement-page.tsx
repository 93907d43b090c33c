import { Alert, Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Spinner } from '../../components/ui/button';
import { buildPath, formatDate, formatDateTime, type Locale, type Statement } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigation } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PeriodForm } from './period-form';
import type { StatementLoaderData } from './reports.server';
import { StatementDownloads } from './statement-downloads';
import { StatementLines } from './statement-lines';
import type { StatementPeriod } from './statement-period';
import { StatementSummary } from './statement-summary';

export type StatementPageProps = Omit<StatementLoaderData, 'meta'> & {
  /** More of the page under the statement (the report files, which need the browser: the route adds them). */
  children?: ReactNode;
};

function StatementView({ statement, period, locale }: { statement: Statement; period: StatementPeriod; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="statement">
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" data-testid="statement-heading">
            {t('reports.statement.heading', { from: formatDate(statement.from, locale), to: formatDate(statement.to, locale) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.statement.generated', { date: formatDateTime(statement.generatedAt, locale) })}
          </Text>
        </div>
        <StatementDownloads period={period} locale={locale} />
      </Group>
      <StatementSummary statement={statement} locale={locale} />
      {/* A new period starts again at its first page of lines. */}
      <StatementLines key={`${statement.from}_${statement.to}`} lines={statement.lines} locale={locale} />
    </Stack>
  );
}

/** /account/reports (issue 15): the account statement of a period, with its files; then whatever the route adds (the report files). */
export function StatementPage({ locale, today, period, result, children }: StatementPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const path = buildPath('account-reports', locale);
  const isLoading = navigation.state !== 'idle' && navigation.location?.pathname === path;
  const errors = result.kind === 'invalid' ? result.errors : {};
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('reports.title')} intro={t('reports.intro')} />

        <PeriodForm key={`${period.from}_${period.to}`} locale={locale} today={today} period={period} errors={errors} isLoading={isLoading} />

        <div role="status" aria-live="polite">
          {isLoading && (
            <Group gap="xs" data-testid="statement-loading">
              <Spinner size="sm" />
              <Text size="sm">{t('reports.loading')}</Text>
            </Group>
          )}
        </div>

        <Box aria-busy={isLoading} style={{ opacity: isLoading ? 0.6 : undefined, transition: 'opacity 120ms' }}>
          {result.kind === 'invalid' && (
            <Alert color="red" variant="light" role="alert" data-testid="statement-invalid">
              {t('reports.invalid')}
            </Alert>
          )}

          {result.kind === 'error' && (
            <Alert color="red" variant="light" role="alert" data-testid="statement-error">
              <Text>{t('reports.load_error')}</Text>
              <Anchor component={Link} to={buildPath('account-reports', locale, {}, { ...period })} reloadDocument>
                {t('reports.retry')}
              </Anchor>
            </Alert>
          )}

          {result.kind === 'ok' && <StatementView statement={result.statement} period={period} locale={locale} />}
        </Box>

        {children}
      </Stack>
    </Container>
  );
}
