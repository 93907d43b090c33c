import { Alert, Button, Group, Text } from '@mantine/core';
import { buildPath, debtorIdentityStepRoute, type DebtorIdentityStep, type Locale, type UserData } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DebtorStepLink {
  step: DebtorIdentityStep;
  path: string;
}

/**
 * Where a debtor in the extended flow is sent next (decision 0046): the page of the identity step
 * the user data carries, an operator's override included. Null outside the extended flow and once
 * the steps are completed.
 */
export function debtorStepLink(debtor: UserData['debtor'] | null | undefined, locale: Locale): DebtorStepLink | null {
  if (!debtor?.extendedDebtorFlow || debtor.identityStep === null) return null;
  const route = debtorIdentityStepRoute(debtor.identityStep);
  return route ? { step: debtor.identityStep, path: buildPath(route, locale) } : null;
}

/** The debtor's next identity step, with a link to its page. */
export function DebtorStepPanel({ link }: { link: DebtorStepLink }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('debtor_flow.step.title')} data-testid="debtor-step" data-step={link.step}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm">
          <strong>{t(`debtor_flow.step.${link.step}`)}</strong> — {t('debtor_flow.step.intro')}
        </Text>
        <Button component={Link} to={link.path} size="xs">
          {t('debtor_flow.step.continue')}
        </Button>
      </Group>
    </Alert>
  );
}
