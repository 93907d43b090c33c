import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, fromWire, type LemonwayMigrateResponse } from '@platform/contract';
import { PAYMENTS_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { money } from './money-text';
import { postMoney, useIdempotencyKey } from './wallet-client';

/** The legacy lemonway wallet: its balance and the one-step move to connectPay. */
export function LemonwayPage({ amount, canMoveMoney }: { amount: string; canMoveMoney: boolean }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const navigate = useNavigate();
  const [key, renewKey] = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; data: LemonwayMigrateResponse } | { ok: false } | null>(null);
  const hasBalance = fromWire(amount) > 0;

  async function migrate() {
    setBusy(true);
    const answer = await postMoney(PAYMENTS_ENDPOINTS.lemonwayMigrate, locale, key, {});
    setBusy(false);
    if (!answer.ok) {
      setResult({ ok: false });
      return;
    }
    renewKey();
    setResult({ ok: true, data: answer.data });
    // With the balance moved this page's guard no longer holds: continue on the wallet page.
    void navigate(buildPath('account-wallet', locale), { state: { migrated: answer.data.migrated } });
  }

  return (
    <Stack gap="lg" data-testid="lemonway-page">
      <Paper withBorder p="md" radius="md" className="balance-panel--lemonway">
        <Stack gap="xs">
          <Badge variant="light" color="blue" w="fit-content">
            Lemonway
          </Badge>
          <Text size="sm" c="dimmed">
            {t('payments.lemonway.balance')}
          </Text>
          <Title order={2} data-testid="lemonway-balance">
            {money(amount, locale)}
          </Title>
        </Stack>
      </Paper>
      <Text>{t('payments.lemonway.text')}</Text>
      {result?.ok && (
        <Alert color="green" variant="light" role="status" data-testid="lemonway-done">
          {t('payments.lemonway.done', { amount: money(result.data.migrated, locale) })}
        </Alert>
      )}
      {result && !result.ok && (
        <Alert color="red" variant="light" role="alert" data-testid="lemonway-failed">
          {t('payments.error.failed')}
        </Alert>
      )}
      {hasBalance
        ? canMoveMoney && (
            <Button onClick={migrate} loading={busy} w="fit-content" data-testid="lemonway-migrate">
              {t('payments.lemonway.migrate')}
            </Button>
          )
        : !result?.ok && <Text c="dimmed">{t('payments.lemonway.nothing')}</Text>}
    </Stack>
  );
}
