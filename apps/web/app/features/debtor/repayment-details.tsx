import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatIban, type RepaymentInstructions } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { CopyRow } from '../../components/ui/copy-row';

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
