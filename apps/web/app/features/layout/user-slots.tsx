import { Group, Text } from '@mantine/core';
import { buildPath } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';

/** Invite-friend strip for logged-in users (the referral capability fills the bonus terms). */
export function InviteFriendStrip() {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  return (
    <div className="invite-strip" data-testid="invite-friend-strip">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('invite.strip.text')}</Text>
        <Link to={buildPath('referral', locale)}>{t('invite.strip.link')}</Link>
      </Group>
    </div>
  );
}

/** User-balance panel slot; the money capability provides the balance. */
export function UserBalancePanel({ variant }: { variant: 'connectPay' | 'lemonway' }) {
  const { t } = useTranslation();
  return (
    <div className={`balance-panel balance-panel--${variant}`} data-testid="user-balance-panel">
      <Text size="xs" c="dimmed">{t('balance.title')}</Text>
      <Text fw={700} size="sm">{t('balance.not_available')}</Text>
    </div>
  );
}
