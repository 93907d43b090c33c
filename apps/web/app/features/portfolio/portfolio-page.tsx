import { SectionPanel } from '../../components/ui/section-panel';
import { Alert, Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { buildPath, formatDate, fromWire, PORTFOLIO_BUCKETS, type Locale, type PortfolioResponse } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigation } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { PageHeader } from '../../components/ui/page-header';
import { Bars, Donut } from './charts';
import { Figure, isPositive, NetReturn, NextPayments } from './figures';
import { InflowPanel } from './inflow-panel';
import type { PortfolioLoaderData } from './portfolio.server';
import { ProfitPanel } from './profit-panel';
import { portfolioHref, SelectionBar } from './selection-bar';
import { StatsPanel } from './stats-panel';

export type PortfolioPageProps = Omit<PortfolioLoaderData, 'meta'>;

function Totals({ portfolio, locale }: { portfolio: PortfolioResponse; locale: Locale }) {
  const { t } = useTranslation();
  const { totals } = portfolio;
  return (
    <section aria-labelledby="totals-title" data-testid="portfolio-totals">
      <Stack gap="sm">
        <Title order={2} size="h3" id="totals-title">
          {t('portfolio.totals.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="sm">
          <Figure
            label={t('portfolio.figure.invested')}
            testId="total-invested"
            hint={t('portfolio.figure.counts', { investments: portfolio.counts.investments, projects: portfolio.counts.projects })}
          >
            <MoneyText wire={totals.invested} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.outstanding')} testId="total-outstanding">
            <MoneyText wire={totals.outstandingPrincipal} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.received_principal')} testId="total-received-principal">
            <MoneyText wire={totals.receivedPrincipal} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.interest')} testId="total-interest">
            <MoneyText wire={totals.receivedInterest} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.late_interest')} testId="total-late-interest">
            <MoneyText wire={totals.receivedLateInterest} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.late_amount')} testId="total-late" tone={isPositive(totals.lateAmount) ? 'danger' : undefined}>
            <MoneyText wire={totals.lateAmount} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.written_off')} testId="total-written-off" tone={isPositive(totals.writtenOff) ? 'danger' : undefined}>
            <MoneyText wire={totals.writtenOff} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.net_annual_return')} testId="total-return">
            <NetReturn value={portfolio.netAnnualReturn} locale={locale} />
          </Figure>
        </SimpleGrid>
        <Text size="sm" data-testid="last-payment">
          {t('portfolio.figure.last_payment')}:{' '}
          {portfolio.lastPaymentAt ? (
            <time dateTime={portfolio.lastPaymentAt}>{formatDate(portfolio.lastPaymentAt, locale)}</time>
          ) : (
            t('portfolio.figure.last_payment_none')
          )}
        </Text>
      </Stack>
    </section>
  );
}

function Breakdown({ portfolio, locale, countryTitles }: { portfolio: PortfolioResponse; locale: Locale; countryTitles: Map<string, string> }) {
  const { t } = useTranslation();
  const buckets = PORTFOLIO_BUCKETS.map((bucket) => portfolio.buckets.find((b) => b.bucket === bucket) ?? { bucket, count: 0, outstandingPrincipal: '0.00' });
  const countLabel = t('portfolio.col.count');
  const investments = (count: number) => t('portfolio.mix.investments', { count });
  const empty = t('portfolio.mix.empty');
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionPanel id="buckets-title" title={t('portfolio.buckets.title')} testId="portfolio-buckets">
          <Bars
            label={t('portfolio.buckets.chart')}
            testId="buckets-chart"
            locale={locale}
            unit="count"
            vertical
            height={buckets.length * 30 + 40}
            dataKey="bucket"
            data={buckets.map((b) => ({ bucket: t(`portfolio.bucket.${b.bucket}`), count: b.count }))}
            series={[{ name: 'count', label: countLabel, color: 'teal.9' }]}
            table={{
              caption: t('portfolio.buckets.title'),
              columns: [t('portfolio.col.status'), countLabel, t('portfolio.figure.outstanding')],
              rows: buckets.map((b) => ({
                key: b.bucket,
                cells: [t(`portfolio.bucket.${b.bucket}`), b.count, <MoneyText key="o" wire={b.outstandingPrincipal} locale={locale} />],
              })),
            }}
          />
        </SectionPanel>
        <SectionPanel id="ratings-title" title={t('portfolio.mix.ratings.title')} testId="portfolio-ratings">
          <Donut
            label={t('portfolio.mix.ratings.chart')}
            testId="ratings-chart"
            locale={locale}
            emptyText={empty}
            slices={portfolio.ratings.map((r) => ({
              key: r.riskGroup,
              label: t('portfolio.mix.risk_group', { group: r.riskGroup }),
              cents: fromWire(r.outstandingPrincipal),
              detail: investments(r.count),
            }))}
          />
        </SectionPanel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionPanel id="countries-title" title={t('portfolio.mix.countries.title')} testId="portfolio-countries">
          <Donut
            label={t('portfolio.mix.countries.chart')}
            testId="countries-chart"
            locale={locale}
            emptyText={empty}
            slices={portfolio.countries.map((c) => ({
              key: c.country,
              label: countryTitles.get(c.country.toUpperCase()) ?? c.country,
              cents: fromWire(c.outstandingPrincipal),
              detail: investments(c.count),
            }))}
          />
        </SectionPanel>
        <SectionPanel id="loan-types-title" title={t('portfolio.mix.loan_types.title')} testId="portfolio-loan-types">
          <Donut
            label={t('portfolio.mix.loan_types.chart')}
            testId="loan-types-chart"
            locale={locale}
            emptyText={empty}
            slices={portfolio.loanTypes.map((l) => ({
              key: l.loanType,
              label: t(`portfolio.loan_type.${l.loanType}`),
              cents: fromWire(l.outstandingPrincipal),
              detail: investments(l.count),
            }))}
          />
        </SectionPanel>
      </SimpleGrid>
    </>
  );
}

function EmptyPortfolio({ locale, filtered }: { locale: Locale; filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="portfolio-empty" data-filtered={filtered}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t(filtered ? 'portfolio.empty_filtered' : 'portfolio.home.empty.title')}
        </Title>
        <Text>{t(filtered ? 'portfolio.empty_filtered_text' : 'portfolio.home.empty.text')}</Text>
        <Button component={Link} to={buildPath('projects-page', locale, { page: 1 })}>
          {t('portfolio.home.empty.cta')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /account/portfolio (issue 12): the selection, totals, breakdowns, next payments, profit, inflows and statistics. */
export function PortfolioPage({ locale, selection, countries, portfolio, profit, inflow, stats }: PortfolioPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === buildPath('account-portfolio', locale);
  const countryTitles = new Map(countries.map((c) => [c.code, c.title]));
  const filtered = selection.loanType !== 'all' || selection.country !== 'all';
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <PageHeader title={t('portfolio.title')} intro={t('portfolio.intro')} />
          {isLoading && (
            <Group gap="xs" role="status" data-testid="portfolio-updating">
              <Spinner size="sm" />
              <Text size="sm">{t('portfolio.updating')}</Text>
            </Group>
          )}
        </Group>
        <SelectionBar locale={locale} selection={selection} countries={countries} />

        {portfolio === null && (
          <Alert color="red" variant="light" role="alert" data-testid="portfolio-failed">
            <Text>{t('portfolio.load_failed')}</Text>
            <Anchor component={Link} to={portfolioHref(locale, selection)} reloadDocument>
              {t('portfolio.retry')}
            </Anchor>
          </Alert>
        )}
        {portfolio !== null && portfolio.counts.investments === 0 && <EmptyPortfolio locale={locale} filtered={filtered} />}
        {portfolio !== null && portfolio.counts.investments > 0 && (
          <>
            <Totals portfolio={portfolio} locale={locale} />
            <Breakdown portfolio={portfolio} locale={locale} countryTitles={countryTitles} />
            <NextPayments payments={portfolio.nextPayments} locale={locale} />
          </>
        )}
        {(portfolio === null || portfolio.counts.investments > 0) && (
          <>
            <ProfitPanel key={selection.loanType} locale={locale} loanType={selection.loanType} initial={profit} />
            <InflowPanel locale={locale} selection={selection} result={inflow} />
            <StatsPanel locale={locale} stats={stats} />
          </>
        )}
      </Stack>
    </Container>
  );
}
