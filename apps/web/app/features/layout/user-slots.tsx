import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { buildPath, PAYMENTS_API, USER_BALANCE_SYNCED_KEY, type UserData } from '@platform/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { sessionFetch } from '../../lib/http.client';
import { useRouteInfo } from '../app-shell/route-info';
import { RepaymentDetailsModal } from '../debtor/repayment-details-modal';
import { ConnectPayMigrationModal } from '../wallet/migration-modal';
import { money } from '../wallet/money-text';

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

/**
 * Spec section 7: on start, for a logged-in user whose readonly is false, the user balance is set
 * and the user data reloaded. Once per browser session.
 */
function useBalanceSyncOnStart(viewer: UserData | null) {
  const revalidator = useRevalidator();
  const { locale } = useRouteInfo();
  const userId = viewer && !viewer.readonly ? viewer.id : null;
  useEffect(() => {
    if (userId === null) return;
    const marker = `${USER_BALANCE_SYNCED_KEY}:${userId}`;
    try {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
    } catch {
      return;
    }
    void sessionFetch(PAYMENTS_API.setUserBalance, locale, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((response) => {
        if (response.ok) void revalidator.revalidate();
      })
      .catch(() => undefined);
    // Runs once per user and session; the revalidator and locale need not re-trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

/**
 * The user-balance panel of the default layout (logged-in users): the wallet balance from the user
 * data, in the lemonway style for lemonway wallets, and the connectPay migration pop-up.
 */
export function UserBalancePanel({ variant }: { variant: 'connectPay' | 'lemonway' }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const viewer = (useRouteLoaderData('layout-default') as { viewer: UserData | null } | undefined)?.viewer ?? null;
  useBalanceSyncOnStart(viewer);
  const lemonway = variant === 'lemonway';
  const amount = viewer ? (lemonway ? viewer.wallet.lemonwayBalance.amount : viewer.wallet.balance.amount) : null;
  const target = buildPath(lemonway ? 'account-lemonway' : 'account-wallet', locale);
  return (
    <>
      <UnstyledButton
        component={Link}
        to={target}
        className={`balance-panel balance-panel--${variant}`}
        data-testid="user-balance-panel"
        data-variant={variant}
      >
        {/* The visible text is the link's name (WCAG 2.5.3 label in name); the hidden part says where it goes. */}
        <Text size="xs" c="dimmed">
          {lemonway ? t('payments.panel.lemonway') : t('payments.panel.balance')}
        </Text>
        <Text fw={700} size="sm" data-testid="user-balance-amount">
          {amount === null ? t('balance.not_available') : money(amount, locale)}
        </Text>
        {!lemonway && viewer && viewer.wallet.balance.reserved !== '0.00' && (
          <Text size="xs" c="dimmed" data-testid="user-balance-available">
            {t('payments.panel.available', { amount: money(viewer.wallet.balance.available, locale) })}
          </Text>
        )}
        <VisuallyHidden>{t('payments.panel.open')}</VisuallyHidden>
      </UnstyledButton>
      {viewer && <ConnectPayMigrationModal viewer={viewer} />}
      {viewer?.isDebtor && <RepaymentDetailsModal viewer={viewer} />}
    </>
  );
}
