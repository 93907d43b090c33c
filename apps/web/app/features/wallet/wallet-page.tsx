import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentAccount, ProviderTransaction, Wallet } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { money } from './money-text';
import { WithdrawalPanel } from '../withdrawals/withdrawal-panel';
import { BalanceCard } from './balance-card';
import { DepositInstructions } from './deposit-instructions';
import { OpenAccountForm } from './open-account-form';
import { ProviderTransactionsTable } from './provider-transactions-table';
import { SandboxDepositForm } from './sandbox-deposit-form';

export interface WalletPageProps {
  wallet: Wallet;
  account: PaymentAccount | null;
  pending: ProviderTransaction[];
  eWalletHref: string | null;
  lemonwayHref: string | null;
  /** Read-only and impersonated sessions see the wallet but cannot move money. */
  canMoveMoney: boolean;
  /** Set while the payment account waits for the holder's name (decision 0041). */
  holderName?: { suggested: string } | null;
}

/** /account/wallet: balance, deposit details, the sandbox transfer, withdrawals and pending items. */
export function WalletPage({ wallet, account, pending, eWalletHref, lemonwayHref, canMoveMoney, holderName = null }: WalletPageProps) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const migrated = (useLocation().state as { migrated?: unknown } | null)?.migrated;
  return (
    <Stack gap="lg" data-testid="wallet-page">
      {typeof migrated === 'string' && (
        <Alert color="green" variant="light" role="status" data-testid="lemonway-done">
          {t('payments.lemonway.done', { amount: money(migrated, locale) })}
        </Alert>
      )}
      <BalanceCard wallet={wallet} />
      {holderName && canMoveMoney ? <OpenAccountForm suggested={holderName.suggested} /> : <DepositInstructions account={account} />}
      {account?.sandbox && canMoveMoney && <SandboxDepositForm />}
      <WithdrawalPanel suggestedHolder={account?.holderName ?? holderName?.suggested ?? ''} />
      <Paper withBorder p="md" radius="md" data-testid="wallet-pending">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('payments.pending.title')}
          </Title>
          {pending.length === 0 ? (
            <Text c="dimmed">{t('payments.pending.empty')}</Text>
          ) : (
            <ProviderTransactionsTable items={pending} testId="wallet-pending-table" />
          )}
        </Stack>
      </Paper>
      <Group gap="lg">
        {eWalletHref && (
          <Anchor component={Link} to={eWalletHref} data-testid="wallet-e-wallet-link">
            {t('payments.wallet.e_wallet_link')}
          </Anchor>
        )}
        {lemonwayHref && (
          <Anchor component={Link} to={lemonwayHref} data-testid="wallet-lemonway-link">
            {t('payments.wallet.lemonway_link')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
