import { Alert, Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Spinner } from '../../components/ui/button';
import { buildPath, type AllowanceDetails, type Locale, type Strategy } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useRevalidator } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import type { AutoInvestOptions } from './autoinvest-options';
import { MandateCard } from './mandate-card';
import { StrategiesSection } from './strategies-section';

export interface AutoInvestPageProps {
  locale: Locale;
  /** null when they could not be read. */
  strategies: Strategy[] | null;
  allowance: AllowanceDetails | null;
  options: AutoInvestOptions;
}

/** State that starts from the loader's data, follows each answer, and takes the loader's data again when it comes back. */
function useLoaderState<T>(value: T): [T, (next: T) => void] {
  const [source, setSource] = useState(value);
  const [current, setCurrent] = useState(value);
  if (source !== value) {
    setSource(value);
    setCurrent(value);
  }
  return [current, setCurrent];
}

function LoadFailed({ locale, testId }: { locale: Locale; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      <Text>{t('autoinvest.load_failed')}</Text>
      <Anchor component={Link} to={buildPath('account-auto-investment', locale)} reloadDocument>
        {t('autoinvest.retry')}
      </Anchor>
    </Alert>
  );
}

/**
 * /account/auto-investment (issue 14): the mandate the investor grants for automatic investment
 * (ECSP Art. 6) and the strategies that invest within it. A change shows the API's answer at once,
 * then the page's data reloads (a strategy paused or activated moves the others' places in the queue).
 */
export function AutoInvestPage({ locale, options, ...props }: AutoInvestPageProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [allowance, setAllowance] = useLoaderState(props.allowance);
  const [strategies, setStrategies] = useLoaderState(props.strategies);
  const reload = () => void revalidator.revalidate();

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('autoinvest.title')} intro={t('autoinvest.intro')} />
        {revalidator.state === 'loading' && (
          <Group gap="xs" role="status" data-testid="autoinvest-loading">
            <Spinner size="sm" />
            <Text size="sm">{t('autoinvest.loading')}</Text>
          </Group>
        )}
        {allowance === null ? (
          <LoadFailed locale={locale} testId="mandate-load-failed" />
        ) : (
          <MandateCard
            locale={locale}
            allowance={allowance}
            options={options}
            onChange={(next) => {
              setAllowance(next);
              reload();
            }}
          />
        )}
        {strategies === null ? (
          <LoadFailed locale={locale} testId="strategies-load-failed" />
        ) : (
          <StrategiesSection
            locale={locale}
            strategies={strategies}
            options={options}
            mandateActive={allowance?.active ?? false}
            onChange={(next) => {
              setStrategies(next);
              reload();
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
