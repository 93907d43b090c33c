import { Alert, Badge, Group, Paper, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import {
  accountHolderNameSchema,
  toWire,
  calendarDate,
  formatDate,
  formatDateTime,
  formatMoney,
  fromWire,
  formatIban,
  ibanProblem,
  isLocale,
  LOCALE_ISO,
  MIN_WITHDRAWAL_CENTS,
  type BankAccount,
  type Cents,
  type Locale,
  type Withdrawal,
  type WithdrawalList,
} from '@platform/contract';
import { WITHDRAWALS_ENDPOINTS as E } from '@platform/contract/endpoints';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyField } from '../../components/ui/money';
import { errorKey } from './api.client';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';

const STATUS_COLOR: Record<string, string> = {
  requested: 'yellow.9',
  approved: 'blue.8',
  sent: 'blue.8',
  paid: 'teal.9',
  rejected: 'red.8',
  failed: 'red.8',
  cancelled: 'gray.8',
};

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; bank: BankAccount | null; list: WithdrawalList };

function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

function useErrorText() {
  const { t, i18n } = useTranslation();
  return (code: string | null) => t(errorKey(code, (key) => i18n.exists(key)));
}

/**
 * The wallet page's withdrawal section (issue 5): bank account, a new withdrawal, the list with
 * cancel. `suggestedHolder` prefills the holder's name (the payment account's; decision 0041).
 */
export function WithdrawalPanel({ suggestedHolder = '' }: { suggestedHolder?: string } = {}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(async () => {
    const [bank, list] = await Promise.all([callEndpoint(locale, E.bankAccount, {}), callEndpoint(locale, E.list, {})]);
    if (!bank.data || !list.data) setLoaded({ state: 'error' });
    else setLoaded({ state: 'ready', bank: bank.data.bankAccount, list: list.data });
  }, [locale]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="withdrawal-panel-title" data-testid="withdrawal-panel">
      <Stack gap="lg">
        <Title order={2} size="h3" id="withdrawal-panel-title">
          {t('withdrawals.title')}
        </Title>
        {loaded.state === 'loading' && (
          <Group gap="sm" role="status">
            <Spinner size="sm" />
            <Text>{t('withdrawals.loading')}</Text>
          </Group>
        )}
        {loaded.state === 'error' && (
          <Alert color="red" role="alert" title={t('withdrawals.load_failed')}>
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => {
                setLoaded({ state: 'loading' });
                void load();
              }}
            >
              {t('withdrawals.retry')}
            </Button>
          </Alert>
        )}
        {loaded.state === 'ready' && (
          <>
            <BankAccountSection locale={locale} bank={loaded.bank} suggestedHolder={suggestedHolder} onSaved={load} />
            <WithdrawalForm locale={locale} bank={loaded.bank} list={loaded.list} onDone={load} />
            <WithdrawalTable locale={locale} withdrawals={loaded.list.withdrawals} onChanged={load} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function BankAccountSection({
  locale,
  bank,
  suggestedHolder,
  onSaved,
}: {
  locale: Locale;
  bank: BankAccount | null;
  suggestedHolder: string;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState(suggestedHolder);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const ibanError = touched && ibanProblem(iban) !== null ? t('withdrawals.bank.iban_invalid') : undefined;
  const holderOk = accountHolderNameSchema.safeParse(holder).success;
  const holderError = touched && !holderOk ? t('withdrawals.bank.holder_required') : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setSaved(false);
    if (ibanProblem(iban) !== null || !holderOk) return;
    setBusy(true);
    setError(null);
    const answer = await callEndpoint(locale, E.setBankAccount, { body: { iban, holderName: holder } });
    setBusy(false);
    if (!answer.ok) {
      setError(errorText(answer.code));
      return;
    }
    setEditing(false);
    setSaved(true);
    await onSaved();
  }

  const today = calendarDate(new Date());
  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-account-title">
      <Title order={3} size="h4" id="bank-account-title">
        {t('withdrawals.bank.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('withdrawals.bank.intro')}
      </Text>
      {saved && (
        <Alert color="teal" role="status">
          {t('withdrawals.bank.saved')}
        </Alert>
      )}
      {bank && !editing ? (
        <Stack gap={4} data-testid="bank-account">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {formatIban(bank.iban)}
          </Text>
          <Text>{bank.holderName}</Text>
          <Group gap="xs">
            <Badge color={bank.verified ? 'teal.9' : 'orange.9'}>{bank.verified ? t('withdrawals.bank.verified') : t('withdrawals.bank.unverified')}</Badge>
          </Group>
          {bank.canWithdrawFrom > today && <Text size="sm">{t('withdrawals.bank.from', { date: formatDate(bank.canWithdrawFrom, locale) })}</Text>}
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                setEditing(true);
                setSaved(false);
              }}
            >
              {t('withdrawals.bank.change')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('withdrawals.bank.title')}>
          <Stack gap="sm" maw={480}>
            <TextInput
              label={t('withdrawals.bank.iban')}
              value={iban}
              onChange={(e) => setIban(e.currentTarget.value)}
              onBlur={() => iban && setTouched(true)}
              error={ibanError}
              autoComplete="off"
              maxLength={60}
              required
            />
            <TextInput
              label={t('withdrawals.bank.holder')}
              value={holder}
              onChange={(e) => setHolder(e.currentTarget.value)}
              error={holderError}
              autoComplete="name"
              maxLength={140}
              required
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {t('withdrawals.bank.save')}
              </Button>
              {bank && (
                <Button variant="subtle" onClick={() => setEditing(false)}>
                  {t('withdrawals.bank.keep')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function WithdrawalForm({ locale, bank, list, onDone }: { locale: Locale; bank: BankAccount | null; list: WithdrawalList; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [amount, setAmount] = useState<Cents | null>(null);
  const [code, setCode] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [touched, setTouched] = useState(false);

  const available = fromWire(list.available);
  const money = (cents: Cents) => formatMoney(cents, LOCALE_ISO[locale]);
  const amountOk = amount !== null && amount >= MIN_WITHDRAWAL_CENTS && amount <= available;
  const codeOk = /^\d{6}$/.test(code);

  if (!bank?.verified) {
    return (
      <Alert color="blue" data-testid="withdrawal-need-bank">
        {t('withdrawals.form.need_bank')}
      </Alert>
    );
  }

  async function sendCode() {
    setSending(true);
    setError(null);
    const answer = await callEndpoint(locale, E.requestCode, {});
    setSending(false);
    if (answer.ok) setCodeSent(true);
    else setError(errorText(answer.code));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setDone(false);
    if (!amountOk || !codeOk) return;
    setBusy(true);
    setError(null);
    const answer = await callEndpoint(locale, E.request, { body: { amount: toWire(amount), code } }, { idempotencyKey: key });
    setBusy(false);
    if (!answer.ok) {
      setError(errorText(answer.code));
      return;
    }
    setDone(true);
    setAmount(null);
    setCode('');
    setCodeSent(false);
    setTouched(false);
    setKey(newIdempotencyKey());
    await onDone();
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawal-form-title">
      <Title order={3} size="h4" id="withdrawal-form-title">
        {t('withdrawals.form.title')}
      </Title>
      <Text data-testid="withdrawal-available">{t('withdrawals.form.available', { amount: money(available) })}</Text>
      {done && (
        <Alert color="teal" role="status">
          {t('withdrawals.form.requested')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('withdrawals.form.title')}>
        <Stack gap="sm" maw={480}>
          <MoneyField
            locale={locale}
            label={t('withdrawals.form.amount')}
            cents={amount}
            onChange={setAmount}
            required
            error={touched && !amountOk ? t('withdrawals.form.amount_invalid', { min: money(MIN_WITHDRAWAL_CENTS), max: money(available) }) : undefined}
          />
          {list.confirmWith === 'email' && (
            <Stack gap={4}>
              <Group>
                <Button variant="light" onClick={sendCode} loading={sending}>
                  {codeSent ? t('withdrawals.form.resend_code') : t('withdrawals.form.send_code')}
                </Button>
              </Group>
              {codeSent && (
                <Text size="sm" role="status">
                  {t('withdrawals.form.code_sent')}
                </Text>
              )}
            </Stack>
          )}
          <TextInput
            label={list.confirmWith === 'email' ? t('withdrawals.form.code_email') : t('withdrawals.form.code_two_step')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={touched && !codeOk ? t('withdrawals.error.CONFIRMATION_CODE_INVALID') : undefined}
            maw={200}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('withdrawals.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function WithdrawalTable({ locale, withdrawals, onChanged }: { locale: Locale; withdrawals: Withdrawal[]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function cancel(id: number) {
    setBusyId(id);
    setMessage(null);
    const answer = await callEndpoint(locale, E.cancel, { params: { id } }, { idempotencyKey: newIdempotencyKey() });
    setBusyId(null);
    setMessage(answer.ok ? { ok: true, text: t('withdrawals.list.cancelled') } : { ok: false, text: errorText(answer.code) });
    if (answer.ok) await onChanged();
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawal-list-title">
      <Title order={3} size="h4" id="withdrawal-list-title">
        {t('withdrawals.list.title')}
      </Title>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      {withdrawals.length === 0 ? (
        <Text data-testid="withdrawals-empty">{t('withdrawals.list.empty')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={560} aria-labelledby="withdrawal-list-title" data-testid="withdrawals-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('withdrawals.list.col.date')}</Table.Th>
                <Table.Th>{t('withdrawals.list.col.amount')}</Table.Th>
                <Table.Th>{t('withdrawals.list.col.account')}</Table.Th>
                <Table.Th>{t('withdrawals.list.col.status')}</Table.Th>
                <Table.Th>{t('withdrawals.list.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withdrawals.map((w) => (
                <Table.Tr key={w.id} data-testid={`withdrawal-${w.id}`}>
                  <Table.Td>{formatDateTime(w.createdAt, locale)}</Table.Td>
                  <Table.Td>{formatMoney(fromWire(w.amount), LOCALE_ISO[locale])}</Table.Td>
                  <Table.Td>{w.iban}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[w.status] ?? 'gray.8'}>{t(`withdrawals.status.${w.status}`)}</Badge>
                    {w.reason && (
                      <Text size="xs" mt={4}>
                        {w.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {w.status === 'requested' && (
                      <Button size="xs" variant="light" color="red" loading={busyId === w.id} onClick={() => void cancel(w.id)}>
                        {t('withdrawals.list.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
