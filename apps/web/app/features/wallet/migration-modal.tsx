import { Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, CONNECT_PAY_MIGRATION_DISMISSED_KEY, type UserData } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { useRouteInfo } from '../app-shell/route-info';
import { money } from './money-text';

/** Spec section 4: the connectPay migration pop-up; closing it is remembered in local storage. */
export function ConnectPayMigrationModal({ viewer }: { viewer: UserData }) {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  // null until the stored choice is read in the browser: nothing shows on the server or before hydration.
  const [dismissed, setStored] = useState<boolean | null>(null);
  useEffect(() => {
    let stored = false;
    try {
      stored = window.localStorage.getItem(CONNECT_PAY_MIGRATION_DISMISSED_KEY) === 'true';
    } catch {
      // Storage blocked: the pop-up shows, and closing it lasts for this page view.
    }
    setStored(stored);
  }, []);
  const setDismissed = (value: boolean) => {
    setStored(value);
    try {
      window.localStorage.setItem(CONNECT_PAY_MIGRATION_DISMISSED_KEY, String(value));
    } catch {
      // See above.
    }
  };
  const wanted = viewer.connectPay.migrationPopUp && !viewer.readonly && !viewer.impersonatedBy && name !== 'account-lemonway';
  const opened = wanted && dismissed === false;
  return (
    <LazyModal opened={opened} onClose={() => setDismissed(true)} title={t('payments.migration.title')} centered data-testid="migration-modal">
      <Stack gap="md">
        <Text>{t('payments.migration.text', { amount: money(viewer.wallet.lemonwayBalance.amount, locale) })}</Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => setDismissed(true)} data-testid="migration-later">
            {t('payments.migration.later')}
          </Button>
          <Button component={Link} to={buildPath('account-lemonway', locale)} onClick={() => setDismissed(true)} data-testid="migration-open">
            {t('payments.migration.open')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
