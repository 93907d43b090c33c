import { Alert, Badge, Container, Group, NativeSelect, NumberInput, Paper, ScrollArea, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import {
  toWire,
  ADJUSTMENT_REASON_MIN_LENGTH,
  buildPath,
  formatDateTime,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  type Cents,
  type Locale,
  type TrialBalanceResponse,
  type UserLedgerResponse,
} from '@platform/contract';
import { WITHDRAWALS_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useRevalidator } from 'react-router';
import { MoneyField } from '../../components/ui/money';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { errorKey } from '../withdrawals/api.client';

export interface AdminLedgerPageProps {
  locale: Locale;
  /** null when it could not be loaded. */
  trialBalance: TrialBalanceResponse | null;
  userId: number | null;
  /** The searched user's ledger; 'not_found' for an unknown id; null when no search. */
  userLedger: UserLedgerResponse | 'not_found' | null;
}

/** Back office: trial balance with its check, one user's ledger, and manual adjustments with a reason. */
export function AdminLedgerPage({ locale, trialBalance, userId, userLedger }: AdminLedgerPageProps) {
  const { t } = useTranslation();
  const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO[locale]);
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="xl">
        <PageHeader title={t('withdrawals.ledger.title')} intro={t('withdrawals.ledger.intro')} />

        <Stack gap="sm" component="section" aria-labelledby="trial-balance-title">
          <Title order={2} size="h3" id="trial-balance-title">
            {t('withdrawals.ledger.trial_balance')}
          </Title>
          {trialBalance === null ? (
            <Alert color="red" role="alert">
              {t('withdrawals.ledger.load_failed')}
            </Alert>
          ) : (
            <>
              <Alert color={trialBalance.balanced ? 'teal' : 'red'} role="status" data-testid="trial-balance-check">
                {trialBalance.balanced ? t('withdrawals.ledger.balanced') : t('withdrawals.ledger.unbalanced')}
                {trialBalance.violations.length > 0 && (
                  <ul>
                    {trialBalance.violations.map((v) => (
                      <li key={v}>{v}</li>
                    ))}
                  </ul>
                )}
              </Alert>
              <ScrollArea type="auto">
                <Table striped miw={960} aria-labelledby="trial-balance-title" data-testid="trial-balance-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('withdrawals.ledger.col.account')}</Table.Th>
                      <Table.Th>{t('withdrawals.ledger.col.kind')}</Table.Th>
                      <Table.Th>{t('withdrawals.ledger.col.owner')}</Table.Th>
                      <Table.Th ta="right">{t('withdrawals.ledger.col.debits')}</Table.Th>
                      <Table.Th ta="right">{t('withdrawals.ledger.col.credits')}</Table.Th>
                      <Table.Th ta="right">{t('withdrawals.ledger.col.pending_debits')}</Table.Th>
                      <Table.Th ta="right">{t('withdrawals.ledger.col.pending_credits')}</Table.Th>
                      <Table.Th ta="right">{t('withdrawals.ledger.col.balance')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {trialBalance.rows.map((r) => (
                      <Table.Tr key={r.accountId}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.code}</Table.Td>
                        <Table.Td>{r.kind}</Table.Td>
                        <Table.Td>
                          {r.userId !== null ? (
                            <a href={buildPath('admin-ledger', locale, {}, { userId: r.userId })}>#{r.userId}</a>
                          ) : r.projectId !== null ? (
                            `P${r.projectId}`
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{money(r.debits)}</Table.Td>
                        <Table.Td ta="right">{money(r.credits)}</Table.Td>
                        <Table.Td ta="right">{money(r.pendingDebits)}</Table.Td>
                        <Table.Td ta="right">{money(r.pendingCredits)}</Table.Td>
                        <Table.Td ta="right">{money(r.balance)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr data-testid="trial-balance-totals">
                      <Table.Th colSpan={3}>{t('withdrawals.ledger.totals')}</Table.Th>
                      <Table.Th ta="right">{money(trialBalance.totals.debits)}</Table.Th>
                      <Table.Th ta="right">{money(trialBalance.totals.credits)}</Table.Th>
                      <Table.Th ta="right">{money(trialBalance.totals.pendingDebits)}</Table.Th>
                      <Table.Th ta="right">{money(trialBalance.totals.pendingCredits)}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </ScrollArea>
            </>
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="user-ledger-title">
          <Title order={2} size="h3" id="user-ledger-title">
            {t('withdrawals.ledger.user_title')}
          </Title>
          <Form method="get" action={buildPath('admin-ledger', locale)} role="search" aria-label={t('withdrawals.ledger.user_title')}>
            <Group align="end" gap="sm">
              <NumberInput
                key={userId ?? ''}
                name="userId"
                label={t('withdrawals.ledger.user_id')}
                defaultValue={userId ?? undefined}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                required
                maw={200}
              />
              <Button type="submit">{t('withdrawals.ledger.show')}</Button>
            </Group>
          </Form>
          {userLedger === 'not_found' && (
            <Alert color="orange" role="alert">
              {t('withdrawals.ledger.user_not_found')}
            </Alert>
          )}
          {userLedger && userLedger !== 'not_found' && <UserLedger locale={locale} ledger={userLedger} />}
        </Stack>

        {userLedger && userLedger !== 'not_found' && <AdjustmentForm locale={locale} userId={userLedger.user.id} />}
      </Stack>
    </Container>
  );
}

function UserLedger({ locale, ledger }: { locale: Locale; ledger: UserLedgerResponse }) {
  const { t } = useTranslation();
  const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO[locale]);
  return (
    <Stack gap="sm" data-testid="user-ledger">
      <Text fw={700}>{t('withdrawals.ledger.user_heading', { name: ledger.user.displayName || '—', email: ledger.user.email })}</Text>
      <Title order={3} size="h4">
        {t('withdrawals.ledger.accounts')}
      </Title>
      {ledger.accounts.length === 0 ? (
        <Text>{t('withdrawals.ledger.no_accounts')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={560} data-testid="user-ledger-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('withdrawals.ledger.col.account')}</Table.Th>
                <Table.Th ta="right">{t('withdrawals.ledger.col.balance')}</Table.Th>
                <Table.Th ta="right">{t('withdrawals.ledger.col.reserved')}</Table.Th>
                <Table.Th ta="right">{t('withdrawals.ledger.col.available')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ledger.accounts.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.code}</Table.Td>
                  <Table.Td ta="right">{money(a.balance)}</Table.Td>
                  <Table.Td ta="right">{money(a.reserved)}</Table.Td>
                  <Table.Td ta="right">{money(a.available)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {ledger.transfers.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t('withdrawals.ledger.transfers')}
          </Title>
          <ScrollArea type="auto">
            <Table striped miw={900} data-testid="user-ledger-transfers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('withdrawals.ledger.col.date')}</Table.Th>
                  <Table.Th>{t('withdrawals.ledger.col.type')}</Table.Th>
                  <Table.Th>{t('withdrawals.ledger.col.phase')}</Table.Th>
                  <Table.Th ta="right">{t('withdrawals.ledger.col.amount')}</Table.Th>
                  <Table.Th>{t('withdrawals.ledger.col.from')}</Table.Th>
                  <Table.Th>{t('withdrawals.ledger.col.to')}</Table.Th>
                  <Table.Th>{t('withdrawals.ledger.col.reference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.transfers.map((x) => (
                  <Table.Tr key={x.id}>
                    <Table.Td>{formatDateTime(x.createdAt, locale)}</Table.Td>
                    <Table.Td>{x.code}</Table.Td>
                    <Table.Td>{x.phase}</Table.Td>
                    <Table.Td ta="right">
                      <Badge color={x.direction === 'in' ? 'teal.9' : 'red.8'} variant="light">
                        {x.direction === 'in' ? '+' : '−'}
                        {money(x.amount)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{x.debitAccount}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{x.creditAccount}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {[x.referenceType, x.referenceId].filter(Boolean).join(' ')}
                      {x.description ? ` · ${x.description}` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}

function AdjustmentForm({ locale, userId }: { locale: Locale; userId: number }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState<Cents | null>(null);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const amountOk = amount !== null && amount > 0;
  const reasonOk = reason.trim().length >= ADJUSTMENT_REASON_MIN_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setResult(null);
    if (!amountOk || !reasonOk) return;
    setBusy(true);
    const answer = await callEndpoint(
      locale,
      WITHDRAWALS_ENDPOINTS.adminAdjustments,
      { body: { userId, direction, amount: toWire(amount), reason: reason.trim() } },
      { idempotencyKey: key },
    );
    setBusy(false);
    if (!answer.data) {
      setResult({ ok: false, text: t(errorKey(answer.code, (k) => i18n.exists(k))) });
      return;
    }
    setResult({ ok: true, text: t('withdrawals.ledger.adjusted', { balance: formatMoney(fromWire(answer.data.balance), LOCALE_ISO[locale]) }) });
    setAmount(null);
    setReason('');
    setTouched(false);
    setKey(newIdempotencyKey());
    void revalidator.revalidate();
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="adjustment-title">
      <Title order={2} size="h3" id="adjustment-title" mb="sm">
        {t('withdrawals.ledger.adjust_title')}
      </Title>
      <form onSubmit={submit} noValidate aria-label={t('withdrawals.ledger.adjust_title')}>
        <Stack gap="sm" maw={520}>
          <NativeSelect
            label={t('withdrawals.ledger.direction')}
            value={direction}
            onChange={(e) => setDirection(e.currentTarget.value === 'debit' ? 'debit' : 'credit')}
            data={[
              { value: 'credit', label: t('withdrawals.ledger.credit') },
              { value: 'debit', label: t('withdrawals.ledger.debit') },
            ]}
            maw={280}
          />
          <MoneyField
            locale={locale}
            label={t('withdrawals.ledger.col.amount')}
            cents={amount}
            onChange={setAmount}
            required
            error={touched && !amountOk ? t('input.money.invalid') : undefined}
          />
          <Textarea
            label={t('withdrawals.ledger.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            rows={3}
            maxLength={500}
            error={touched && !reasonOk ? t('withdrawals.ledger.reason_short', { min: ADJUSTMENT_REASON_MIN_LENGTH }) : undefined}
          />
          {result && (
            <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('withdrawals.ledger.adjust_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
