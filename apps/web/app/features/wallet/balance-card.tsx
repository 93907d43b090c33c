import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fromWire, reservedShare, type Wallet } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { useRouteInfo } from '../app-shell/route-info';
import { money } from './money-text';

const DOT = { display: 'inline-block', width: 10, height: 10, borderRadius: 5 } as const;

/** Balance, available and reserved, with a bar of the reserved share. */
export function BalanceCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const share = reservedShare(fromWire(wallet.balance), fromWire(wallet.reserved));
  return (
    <Paper withBorder p="md" radius="md" data-testid="wallet-balance-card">
      <Stack gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('payments.wallet.balance')}
          </Text>
          <Title order={2} data-testid="wallet-balance" data-amount={wallet.balance}>
            {money(wallet.balance, locale)}
          </Title>
        </Stack>
        <Progress.Root size="lg" aria-label={t('payments.wallet.bar_label')}>
          <Progress.Section value={100 - share} color="teal" aria-label={t('payments.wallet.available')} />
          <Progress.Section value={share} color="orange" aria-label={t('payments.wallet.reserved')} />
        </Progress.Root>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Group gap="xs">
            <span style={{ ...DOT, background: 'var(--mantine-color-teal-6)' }} aria-hidden />
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('payments.wallet.available')}
              </Text>
              <Text fw={600} data-testid="wallet-available">
                {money(wallet.available, locale)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <span style={{ ...DOT, background: 'var(--mantine-color-orange-6)' }} aria-hidden />
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('payments.wallet.reserved')}
              </Text>
              <Text fw={600} data-testid="wallet-reserved">
                {money(wallet.reserved, locale)}
              </Text>
            </Stack>
          </Group>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('payments.wallet.reserved_hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
