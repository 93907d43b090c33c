import { Alert, Group, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, debtorIdentityStepRoute, type DebtorIdentityStep, type Locale, type UserData } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';

export interface DebtorStepLink {
  step: DebtorIdentityStep;
  path: string;
}

/**
 * Where a debtor in the extended flow is sent next (decision 0046): the page of the identity step
 * the user data carries, an operator's override included. Null outside the extended flow, once the
 * steps are completed, and at the manual KYC step while no request is open (its page would bounce:
 * the answer waits for the operator).
 */
export function debtorStepLink(viewer: Pick<UserData, 'debtor' | 'activeManualKycId'> | null | undefined, locale: Locale): DebtorStepLink | null {
  const debtor = viewer?.debtor;
  if (!debtor?.extendedDebtorFlow || debtor.identityStep === null) return null;
  if (debtor.identityStep === 'manual_kyc' && !viewer?.activeManualKycId) return null;
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
