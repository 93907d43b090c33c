import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatIban, type PaymentAccount } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { CopyRow } from '../../components/ui/copy-row';

/** Where to send a bank transfer: the user's virtual IBAN, reference and holder, each with a copy button. */
export function DepositInstructions({ account }: { account: PaymentAccount | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="deposit-instructions">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('payments.deposit.title')}
          </Title>
          {account?.sandbox && (
            <Badge color="orange" variant="filled">
              {t('payments.sandbox.badge')}
            </Badge>
          )}
        </Group>
        {account ? (
          <>
            <Text size="sm">{t('payments.deposit.text')}</Text>
            <CopyRow label={t('payments.deposit.iban')} value={account.iban} display={formatIban(account.iban)} testId="deposit-iban" />
            <CopyRow label={t('payments.deposit.reference')} value={account.reference} testId="deposit-reference" />
            <CopyRow label={t('payments.deposit.holder')} value={account.holderName} testId="deposit-holder" />
            <Group gap="xl" wrap="wrap">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('payments.deposit.bic')}
                </Text>
                <Text ff="monospace">{account.bic}</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('payments.deposit.bank')}
                </Text>
                <Text>{account.bankName}</Text>
              </Stack>
            </Group>
          </>
        ) : (
          <Alert color="gray" variant="light" data-testid="deposit-unavailable">
            {t('payments.deposit.unavailable')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
