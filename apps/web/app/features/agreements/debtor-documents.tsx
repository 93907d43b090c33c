import { Alert, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, fromWire, LOCALE_ISO, type DebtorProjectDocuments, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { PdfDownload } from './pdf-download';

/**
 * One project's documents on the debtor page (decision 0038): the loan agreement and the payment schedule as PDFs
 * once the loan is disbursed, and a payment confirmation per repayment received. `documents` is null when they
 * could not be loaded.
 */
export function DebtorDocuments({ documents, locale }: { documents: DebtorProjectDocuments | null; locale: Locale }) {
  const { t } = useTranslation();
  const headingId = documents ? `debtor-documents-${documents.projectId}` : undefined;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="debtor-documents">
      <Title order={3} size="h4" id={headingId}>
        {t('agreements.debtor.title')}
      </Title>
      {documents === null ? (
        <Alert color="red" variant="light" role="alert" data-testid="debtor-documents-failed">
          {t('agreements.debtor.load_failed')}
        </Alert>
      ) : (
        <>
          {documents.loanAgreement && documents.schedulePath ? (
            <Stack gap={4}>
              <PdfDownload
                href={documents.loanAgreement.path}
                locale={locale}
                fileName={`loan-agreement-${documents.projectNumber}.pdf`}
                testId="debtor-loan-agreement"
              >
                {t('agreements.debtor.loan')}
              </PdfDownload>
              <PdfDownload
                href={documents.schedulePath}
                locale={locale}
                fileName={`payment-schedule-${documents.projectNumber}.pdf`}
                testId="debtor-schedule-pdf"
              >
                {t('agreements.debtor.schedule')}
              </PdfDownload>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" data-testid="debtor-documents-not-disbursed">
              {t('agreements.debtor.not_disbursed')}
            </Text>
          )}
          <Text size="sm" fw={600} mt={4}>
            {t('agreements.debtor.confirmations')}
          </Text>
          {documents.repayments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('agreements.debtor.no_repayments')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {documents.repayments.map((r) => (
                <li key={r.id}>
                  <PdfDownload href={r.path} locale={locale} fileName={`payment-confirmation-${r.id}.pdf`} testId={`debtor-confirmation-${r.id}`}>
                    {t('agreements.debtor.confirmation', {
                      date: formatDate(r.receivedAt, locale),
                      amount: formatMoney(fromWire(r.amount), LOCALE_ISO[locale]),
                    })}
                  </PdfDownload>
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
