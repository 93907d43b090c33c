import { ActionIcon, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type UserData } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { modalFlags, useModalFlags } from '../app-shell/modal-flags';
import { useRouteInfo } from '../app-shell/route-info';
import { IconUser } from './icons';

/** The account pages the modal lists (operators get only their own and the profile). */
const ACCOUNT_LINKS = [
  { route: 'account', labelKey: 'nav.account', investorOnly: true },
  { route: 'account-wallet', labelKey: 'nav.wallet', investorOnly: true },
  { route: 'account-notifications', labelKey: 'notifications.nav', investorOnly: false },
  { route: 'account-profile', labelKey: 'nav.profile', investorOnly: false },
] as const;

/**
 * Spec section 4 "Modal flags: account modal" (decision 0047): nothing opened one before; it is the
 * account menu of phones, opened from the mobile navbar: who is logged in, the account pages, the
 * terms and conditions (the verify modal, closable) and log out. Desktop has the sidebar for this.
 */
export function AccountModalButton({ viewer }: { viewer: UserData }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const opened = useModalFlags().accountModal;
  const close = modalFlags.closeAccountModal;
  const isOperator = viewer.role === 'operator';
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={modalFlags.openAccountModal}
        aria-label={t('shell.account_modal.open')}
        aria-haspopup="dialog"
        data-testid="account-modal-button"
      >
        <IconUser />
      </ActionIcon>
      <LazyModal opened={opened} onClose={close} title={t('shell.account_modal.title')} data-testid="account-modal">
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="account-modal-email">
            {t('shell.account_modal.signed_in_as', { email: viewer.email })}
          </Text>
          {ACCOUNT_LINKS.filter((link) => !(link.investorOnly && isOperator)).map((link) => (
            <Button key={link.route} component={Link} to={buildPath(link.route, locale)} onClick={close} variant="subtle" justify="flex-start">
              {t(link.labelKey)}
            </Button>
          ))}
          <Button
            variant="subtle"
            justify="flex-start"
            onClick={() => {
              close();
              modalFlags.openConnectPayVerify(true);
            }}
            data-testid="account-modal-terms"
          >
            {t('shell.account_modal.terms')}
          </Button>
          <Button component={Link} to={buildPath('logout', locale)} onClick={close} variant="light" color="red" justify="flex-start">
            {t('nav.logout')}
          </Button>
        </Stack>
      </LazyModal>
    </>
  );
}
