import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { bpsToSignedPercent, formatMoney, fromWire, LOCALE_ISO, premiumBpsOf, toWire, type Cents, type Locale, type OwnRecord } from '@platform/contract';
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { callEndpoint } from '../../lib/http.client';
import { ListingFields, marketErrorKey, minPart, premiumInputText, premiumInRange, premiumRange, readPremium, SellerSummary } from './market-ui';

/** Edit (amount and premium) and Cancel of one of the caller's open listings, each in a dialog; the page reloads after. */
export function ListingActions({ locale, record }: { locale: Locale; record: OwnRecord }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  const [done, setDone] = useState<'edited' | 'cancelled' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [amount, setAmount] = useState<Cents | null>(() => fromWire(record.principal));
  const [premium, setPremium] = useState(() => premiumInputText(record.premiumPercent));
  const [amountError, setAmountError] = useState<string | undefined>();
  const [premiumError, setPremiumError] = useState<string | undefined>();

  const premiumBps = readPremium(premium);
  const label = `#${record.projectNumber} ${record.projectTitle}`;

  function open(kind: 'edit' | 'cancel') {
    setError(null);
    setDone(null);
    if (kind === 'edit') {
      setAmount(fromWire(record.principal));
      setPremium(premiumInputText(record.premiumPercent));
      setAmountError(undefined);
      setPremiumError(undefined);
    }
    setDialog(kind);
  }

  function refused(code: string | null) {
    const key = marketErrorKey(code, (k) => i18n.exists(k));
    return t(key, { min: minPart(locale), ...premiumRange(locale) });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const amountBad = amount === null || amount <= 0;
    const premiumBad = premiumBps === null || !premiumInRange(premiumBps);
    setAmountError(amountBad ? t('marketAccount.form.amount_required') : undefined);
    setPremiumError(premiumBad ? t('marketAccount.form.premium_invalid', premiumRange(locale)) : undefined);
    if (amountBad || premiumBad) return;
    const body: { recordId: number; amount?: string; premiumPercent?: string } = { recordId: record.recordId };
    if (amount !== fromWire(record.principal)) body.amount = toWire(amount);
    if (premiumBps !== premiumBpsOf(record.premiumPercent)) body.premiumPercent = bpsToSignedPercent(premiumBps);
    if (body.amount === undefined && body.premiumPercent === undefined) {
      setError(t('marketAccount.edit.unchanged'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await callEndpoint(locale, MARKET_ENDPOINTS.edit, { body });
    setBusy(false);
    if (!answer.ok) {
      setError(refused(answer.code));
      return;
    }
    setDialog(null);
    setDone('edited');
    void revalidator.revalidate();
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    const answer = await callEndpoint(locale, MARKET_ENDPOINTS.cancel, { body: { recordId: record.recordId } });
    setBusy(false);
    if (!answer.ok) {
      setDialog(null);
      setError(refused(answer.code));
      return;
    }
    setDialog(null);
    setDone('cancelled');
    void revalidator.revalidate();
  }

  return (
    <Stack gap="xs">
      {done && (
        <Alert color="teal" role="status" p="xs" data-testid={`listing-${record.recordId}-done`}>
          {t(done === 'edited' ? 'marketAccount.edit.saved' : 'marketAccount.cancel.done')}
        </Alert>
      )}
      {error && dialog === null && (
        <Alert color="red" role="alert" p="xs" data-testid={`listing-${record.recordId}-error`}>
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => open('edit')} aria-label={t('marketAccount.edit.open_label', { id: record.recordId })}>
          {t('marketAccount.edit.open')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red"
          onClick={() => open('cancel')}
          aria-label={t('marketAccount.cancel.open_label', { id: record.recordId })}
        >
          {t('marketAccount.cancel.open')}
        </Button>
      </Group>

      <Modal opened={dialog === 'edit'} onClose={() => setDialog(null)} title={t('marketAccount.edit.title', { id: record.recordId })} centered>
        <form onSubmit={(e) => void save(e)} noValidate>
          <Stack gap="md">
            <Text size="sm">{label}</Text>
            <ListingFields
              locale={locale}
              idPrefix={`edit-${record.recordId}`}
              amount={amount}
              onAmount={(cents) => {
                setAmount(cents);
                setAmountError(undefined);
              }}
              premium={premium}
              onPremium={(text) => {
                setPremium(text);
                setPremiumError(undefined);
              }}
              amountError={amountError}
              premiumError={premiumError}
              amountHint={t('marketAccount.edit.amount_hint', { min: minPart(locale) })}
            />
            <SellerSummary locale={locale} amount={amount} premiumBps={premiumBps} testId={`edit-${record.recordId}-summary`} />
            {error && (
              <Alert color="red" role="alert" p="xs" data-testid={`edit-${record.recordId}-error`}>
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('marketAccount.edit.close')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('marketAccount.edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal opened={dialog === 'cancel'} onClose={() => setDialog(null)} title={t('marketAccount.cancel.title', { id: record.recordId })} centered>
        <Stack gap="md">
          <Text>{t('marketAccount.cancel.body', { amount: formatMoney(fromWire(record.principal), LOCALE_ISO[locale]), project: label })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('marketAccount.cancel.keep')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void cancel()}>
              {t('marketAccount.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
