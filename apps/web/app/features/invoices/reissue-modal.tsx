import { Alert, Group, Stack, Text, Textarea } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { REISSUE_REASON_MAX, reissueBodySchema, type AdminInvoiceItem, type Locale, type ReissueResult } from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LazyModal } from '../../components/ui/lazy-modal';
import { callEndpoint } from '../../lib/http.client';

/**
 * Re-issue with a reason (decision 0037): the confirmation says what will happen (a credit note
 * cancels the invoice, a new one replaces it) and the reason is required before anything is sent.
 */
export function ReissueModal({
  invoice,
  locale,
  onClose,
  onDone,
}: {
  invoice: AdminInvoiceItem | null;
  locale: Locale;
  onClose: () => void;
  onDone: (result: ReissueResult) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setInvalid(false);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invoice || busy) return;
    const checked = reissueBodySchema.safeParse({ reason });
    setInvalid(!checked.success);
    if (!checked.success) return;
    setBusy(true);
    setFailure(null);
    const answer = await callEndpoint(locale, ADMIN_INVOICES_ENDPOINTS.reissue, { params: { id: invoice.id }, body: checked.data });
    setBusy(false);
    if (answer.ok && answer.data) {
      setReason('');
      onDone(answer.data);
      return;
    }
    setFailure(answer.code === 'INVOICE_ALREADY_CREDITED' ? t('invoices.admin.error.INVOICE_ALREADY_CREDITED') : t('invoices.admin.reissue.failed'));
  };

  return (
    <LazyModal opened={invoice !== null} onClose={close} title={invoice ? t('invoices.admin.reissue.title', { code: invoice.code }) : ''} centered>
      {invoice && (
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="reissue-form">
          <Stack gap="md">
            <Text size="sm">{t('invoices.admin.reissue.body', { code: invoice.code })}</Text>
            <Textarea
              label={t('invoices.admin.reissue.reason')}
              description={t('invoices.admin.reissue.reason_hint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={invalid ? t('invoices.admin.reissue.reason_invalid') : undefined}
              maxLength={REISSUE_REASON_MAX}
              required
              rows={3}
              data-autofocus
            />
            {failure && (
              <Alert color="red" variant="light" role="alert" data-testid="reissue-failed">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} type="button">
                {t('invoices.admin.reissue.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy}>
                {t('invoices.admin.reissue.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </LazyModal>
  );
}
