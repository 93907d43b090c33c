import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { formatIban, type RepaymentInstructions } from '@platform/contract';
import { useTranslation } from 'react-i18next';

function CopyRow({ label, value, display, testId }: { label: string; value: string; display?: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          {display ?? value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} aria-label={t('debtor.pay.copy_label', { label })}>
            {copied ? t('debtor.pay.copied') : t('debtor.pay.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Where a borrower sends a repayment: the platform's repayment IBAN and the project's reference, with copy buttons. */
export function RepaymentDetails({ details, withReference = true }: { details: RepaymentInstructions; withReference?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="repayment-details">
      <CopyRow label={t('debtor.pay.iban')} value={details.iban} display={formatIban(details.iban)} testId="repayment-iban" />
      {withReference && <CopyRow label={t('debtor.pay.reference')} value={details.reference} testId="repayment-reference" />}
      <CopyRow label={t('debtor.pay.holder')} value={details.holderName} testId="repayment-holder" />
      <Group gap="xl" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('debtor.pay.bic')}
          </Text>
          <Text ff="monospace">{details.bic}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('debtor.pay.bank')}
          </Text>
          <Group gap="xs">
            <Text>{details.bankName}</Text>
            {details.sandbox && (
              <Badge color="orange" variant="filled" size="sm">
                {t('debtor.sandbox.badge')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
