import { Group, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type UserData } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { useRouteInfo } from '../app-shell/route-info';

/** Spec section 4: opens when activeManualKycId exists, the debtor is not in the extended flow, and the page is not manual_kyc. */
export function shouldOpenManualKycModal(viewer: UserData | null, routeName: string | null): boolean {
  return Boolean(viewer?.activeManualKycId) && !viewer?.debtor.extendedDebtorFlow && routeName !== 'manual_kyc';
}

export function ManualKycModal({ viewer }: { viewer: UserData | null }) {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const opened = shouldOpenManualKycModal(viewer, name) && dismissedOn !== name;
  return (
    <LazyModal opened={opened} onClose={() => setDismissedOn(name)} title={t('manual_kyc.modal.title')} centered data-testid="manual-kyc-modal">
      <Text mb="md">{t('manual_kyc.modal.text')}</Text>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={() => setDismissedOn(name)}>
          {t('manual_kyc.modal.later')}
        </Button>
        <Button component={Link} to={buildPath('manual_kyc', locale)}>
          {t('manual_kyc.modal.continue')}
        </Button>
      </Group>
    </LazyModal>
  );
}
