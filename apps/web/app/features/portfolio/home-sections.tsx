import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { addCents, buildPath, formatDate, fromWire, type DebtorProject, type Locale, type PortfolioResponse, type UserData } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { StatusBadge } from '../projects/status-badge';
import { Figure, formatMoneyText, isPositive, NetReturn, NextPayments } from './figures';
import type { OnboardingState } from './onboarding-state';

export function Section({ id, title, action, children, testId }: { id: string; title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The wallet's balance with what is available and what is reserved for pending investments and withdrawals. */
export function BalanceSection({ wallet, locale }: { wallet: UserData['wallet']; locale: Locale }) {
  const { t } = useTranslation();
  const lemonway = wallet.paymentSource === 'lemonway';
  return (
    <Section
      id="home-balance-title"
      title={t('portfolio.home.balance.title')}
      testId="home-balance"
      action={
        <Anchor component={Link} to={buildPath(lemonway ? 'account-lemonway' : 'account-wallet', locale)} size="sm">
          {t('portfolio.home.balance.wallet_link')}
        </Anchor>
      }
    >
      <Text fw={700} fz={28} lh={1.2} data-testid="home-balance-amount">
        <MoneyText wire={wallet.balance.amount} locale={locale} />
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('portfolio.home.balance.available')}
          </Text>
          <Text fw={600} data-testid="home-balance-available">
            <MoneyText wire={wallet.balance.available} locale={locale} />
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('portfolio.home.balance.reserved')}
          </Text>
          <Text fw={600} data-testid="home-balance-reserved">
            <MoneyText wire={wallet.balance.reserved} locale={locale} />
          </Text>
        </Stack>
      </SimpleGrid>
      {lemonway && (
        <Text size="sm" data-testid="home-balance-lemonway">
          {t('portfolio.home.balance.lemonway', { amount: formatMoneyText(wallet.lemonwayBalance.amount, locale) })}
        </Text>
      )}
    </Section>
  );
}

/** Which onboarding steps are done and, when one is left, the link to it. */
export function OnboardingSection({ onboarding, locale }: { onboarding: OnboardingState; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Section id="home-onboarding-title" title={t('portfolio.home.onboarding.title')} testId="home-onboarding">
      {onboarding.complete ? (
        <Text data-testid="home-onboarding-complete">{t('portfolio.home.onboarding.complete')}</Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {onboarding.steps.map((step) => (
            <Group
              component="li"
              key={step.key}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid={`onboarding-step-${step.key}`}
              data-done={step.done}
            >
              <Text size="sm">{t(`portfolio.home.onboarding.step.${step.key}`)}</Text>
              <Badge color={step.done ? 'teal.9' : 'gray.7'} variant={step.done ? 'filled' : 'outline'} radius="sm">
                {t(step.done ? 'portfolio.home.onboarding.done' : 'portfolio.home.onboarding.todo')}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {onboarding.next && (
        <Button
          component={Link}
          to={buildPath(onboarding.next.route, locale)}
          variant="filled"
          data-testid="home-onboarding-next"
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`portfolio.home.onboarding.next.${onboarding.next.key}`)}
        </Button>
      )}
    </Section>
  );
}

/** An investor's figures and next payments, the empty state before the first investment, or the failure with a retry. */
export function InvestorSection({ portfolio, locale }: { portfolio: PortfolioResponse | null; locale: Locale }) {
  const { t } = useTranslation();
  if (portfolio === null) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="home-portfolio-failed">
        <Text>{t('portfolio.home.load_failed')}</Text>
        <Anchor component={Link} to={buildPath('account', locale)} reloadDocument>
          {t('portfolio.retry')}
        </Anchor>
      </Alert>
    );
  }
  if (portfolio.counts.investments === 0) {
    return (
      <Section id="home-empty-title" title={t('portfolio.home.empty.title')} testId="home-empty">
        <Text>{t('portfolio.home.empty.text')}</Text>
        <Button component={Link} to={buildPath('projects-page', locale, { page: 1 })} style={{ alignSelf: 'flex-start' }} data-testid="home-browse-projects">
          {t('portfolio.home.empty.cta')}
        </Button>
      </Section>
    );
  }
  const { totals } = portfolio;
  const interest = addCents(fromWire(totals.receivedInterest), fromWire(totals.receivedLateInterest));
  return (
    <>
      <Section
        id="home-investments-title"
        title={t('portfolio.home.investments.title')}
        testId="home-investments"
        action={
          <Anchor component={Link} to={buildPath('account-portfolio', locale)} size="sm" data-testid="home-portfolio-link">
            {t('portfolio.home.portfolio_link')}
          </Anchor>
        }
      >
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          <Figure
            label={t('portfolio.figure.invested')}
            testId="home-invested"
            hint={t('portfolio.figure.counts', { investments: portfolio.counts.investments, projects: portfolio.counts.projects })}
          >
            <MoneyText wire={totals.invested} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.outstanding')} testId="home-outstanding">
            <MoneyText wire={totals.outstandingPrincipal} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.interest')} testId="home-interest">
            <MoneyText cents={interest} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.late_amount')} testId="home-late" tone={isPositive(totals.lateAmount) ? 'danger' : undefined}>
            <MoneyText wire={totals.lateAmount} locale={locale} />
          </Figure>
          <Figure label={t('portfolio.figure.net_annual_return')} testId="home-return">
            <NetReturn value={portfolio.netAnnualReturn} locale={locale} />
          </Figure>
        </SimpleGrid>
      </Section>
      <NextPayments payments={portfolio.nextPayments} locale={locale} />
    </>
  );
}

/** A debtor's loans with what is outstanding, the next installment and anything overdue. */
export function DebtorSection({ projects, locale }: { projects: DebtorProject[] | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Section
      id="home-loans-title"
      title={t('portfolio.home.loans.title')}
      testId="home-loans"
      action={
        <Anchor component={Link} to={buildPath('account-debtor-projects', locale)} size="sm">
          {t('portfolio.home.loans.link')}
        </Anchor>
      }
    >
      {projects === null && (
        <Alert color="red" variant="light" role="alert" data-testid="home-loans-failed">
          {t('debtor.load_failed')}
        </Alert>
      )}
      {projects?.length === 0 && <Text data-testid="home-loans-empty">{t('debtor.empty')}</Text>}
      {projects && projects.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {projects.map((project) => (
            <Paper component="li" key={project.id} withBorder radius="md" p="sm" data-testid="home-loan">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    #{project.number} {project.title}
                  </Text>
                  <StatusBadge status={project.status} />
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <LoanFact label={t('debtor.fact.outstanding')}>
                    <MoneyText wire={project.outstandingPrincipal} locale={locale} />
                  </LoanFact>
                  <LoanFact label={t('debtor.fact.next')} testId="home-loan-next">
                    {project.nextInstallment
                      ? t('debtor.fact.next_value', {
                          amount: formatMoneyText(project.nextInstallment.amount, locale),
                          date: formatDate(project.nextInstallment.dueDate, locale),
                        })
                      : t('debtor.fact.none')}
                  </LoanFact>
                  <LoanFact label={t('debtor.fact.overdue')} danger={isPositive(project.overdueAmount)}>
                    <MoneyText wire={project.overdueAmount} locale={locale} />
                  </LoanFact>
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function LoanFact({ label, children, danger, testId }: { label: string; children: ReactNode; danger?: boolean; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm" c={danger ? 'red.9' : undefined} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
