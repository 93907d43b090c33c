import { Container, Grid, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/ui/page-header';
import type { AccountHomeLoaderData } from './account-home.server';
import { NotificationsSection, OperatorSection } from './home-links';
import { BalanceSection, DebtorSection, InvestorSection, OnboardingSection } from './home-sections';

export type AccountHomePageProps = Omit<AccountHomeLoaderData, 'meta'>;

/**
 * /account (issue 12): the person's dashboard. The main column holds what they came for (an
 * investor's figures and next payments, a debtor's loans, an operator's back-office links); the
 * side column the balance, the onboarding state and the newest notifications.
 */
export function AccountHomePage({ locale, view, wallet, onboarding, notifications }: AccountHomePageProps) {
  const { t } = useTranslation();
  if (view.kind === 'operator') {
    return (
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
        <Stack gap="lg">
          <PageHeader title={t('portfolio.home.title')} intro={t('portfolio.home.operator_intro')} />
          <OperatorSection locale={locale} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('portfolio.home.title')} intro={t(view.kind === 'debtor' ? 'portfolio.home.debtor_intro' : 'portfolio.home.intro')} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              {view.kind === 'investor' && <InvestorSection portfolio={view.portfolio} locale={locale} />}
              {view.kind === 'debtor' && <DebtorSection projects={view.projects} locale={locale} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <BalanceSection wallet={wallet} locale={locale} />
              <OnboardingSection onboarding={onboarding} locale={locale} />
              <NotificationsSection items={notifications} locale={locale} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
