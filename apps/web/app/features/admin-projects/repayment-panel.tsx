import { Alert, Badge, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import {
  formatDate,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  sumCents,
  toWire,
  type Cents,
  type Locale,
  type RepaymentResult,
  type RepaymentSplit,
} from '@platform/contract';
import { LIFECYCLE_ENDPOINTS } from '@platform/contract/endpoints';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LoanLoadState } from './loan-load-state';
import { MoneyField } from '../../components/ui/money';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { lifecycleErrorKey, useAdminLoan, usePageLocale } from './lifecycle-client';

type Preview = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; split: RepaymentSplit } | { kind: 'error'; message: string };

/**
 * Repayment entry with a live preview of the split (issue 6, decision 0015): the operator types
 * the amount the borrower paid, sees how it splits into late interest, interest and principal and
 * what each current holder receives, then confirms. One Idempotency-Key per entry (a double click
 * or a retry records the repayment once).
 */
export function RepaymentPanel({ projectId, locale: explicitLocale, onChanged }: { projectId: number; locale?: Locale; onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = usePageLocale(explicitLocale);
  const { state, reload } = useAdminLoan(projectId, locale);
  const [amount, setAmount] = useState<Cents | null>(null);
  const [preview, setPreview] = useState<Preview>({ kind: 'idle' });
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RepaymentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO[locale]);
  const errorText = (code: string | null) => t(lifecycleErrorKey(code, (k) => i18n.exists(k)));

  useEffect(() => {
    if (amount === null || amount <= 0) {
      setPreview({ kind: 'idle' });
      return;
    }
    let live = true;
    setPreview({ kind: 'loading' });
    const timer = setTimeout(() => {
      void callEndpoint(locale, LIFECYCLE_ENDPOINTS.repaymentPreview, { params: { id: projectId }, body: { amount: toWire(amount) } }).then((answer) => {
        if (!live) return;
        setPreview(answer.data ? { kind: 'ready', split: answer.data } : { kind: 'error', message: errorText(answer.code) });
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // errorText only depends on the language, which the locale already covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount, projectId, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (amount === null || amount <= 0 || preview.kind !== 'ready') return;
    setBusy(true);
    setError(null);
    const answer = await callEndpoint(
      locale,
      LIFECYCLE_ENDPOINTS.recordRepayment,
      { params: { id: projectId }, body: { amount: toWire(amount) } },
      { idempotencyKey: key },
    );
    setBusy(false);
    if (!answer.data) {
      setError(errorText(answer.code));
      return;
    }
    setResult(answer.data);
    setAmount(null);
    setKey(newIdempotencyKey());
    await reload();
    onChanged?.();
  }

  if (state.kind === 'loading' || state.kind === 'error') return <LoanLoadState kind={state.kind} />;
  const { loan } = state;
  const headingId = `repayments-${projectId}`;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="repayment-panel">
      <Title order={2} size="h4" id={headingId}>
        {t('lifecycle.repayment.title')}
      </Title>
      {result && (
        <Alert color="teal" role="status" data-testid="repayment-recorded">
          {t('lifecycle.repayment.recorded', { amount: money(result.repayment.amount) })}
        </Alert>
      )}
      {!loan.acceptsRepayment ? (
        <Text size="sm" c="dimmed">
          {t('lifecycle.repayment.not_open')}
        </Text>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('lifecycle.repayment.due_now', { due: money(loan.dueNow), max: money(loan.maxAmount) })}</Text>
            <MoneyField
              locale={locale}
              label={t('lifecycle.repayment.amount')}
              cents={amount}
              onChange={(cents) => {
                setAmount(cents);
                setResult(null);
                setError(null);
              }}
              required
              maw={280}
              data-testid="repayment-amount"
            />
            {preview.kind === 'loading' && (
              <Group gap="xs" role="status">
                <Spinner size="xs" />
                <Text size="sm">{t('lifecycle.repayment.previewing')}</Text>
              </Group>
            )}
            {preview.kind === 'error' && (
              <Alert color="red" role="alert">
                {preview.message}
              </Alert>
            )}
            {preview.kind === 'ready' && <SplitTable split={preview.split} money={money} />}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy} disabled={preview.kind !== 'ready'} data-testid="repayment-submit">
                {t('lifecycle.repayment.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {loan.schedule.length > 0 && (
        <ScrollArea type="auto">
          <Table striped miw={640} aria-label={t('lifecycle.schedule.title')} data-testid="loan-schedule">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('lifecycle.schedule.due_date')}</Table.Th>
                <Table.Th ta="right">{t('lifecycle.schedule.principal')}</Table.Th>
                <Table.Th ta="right">{t('lifecycle.schedule.interest')}</Table.Th>
                <Table.Th ta="right">{t('lifecycle.schedule.paid')}</Table.Th>
                <Table.Th>{t('lifecycle.schedule.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loan.schedule.map((item) => (
                <Table.Tr key={item.installment}>
                  <Table.Td>{item.installment}</Table.Td>
                  <Table.Td>{formatDate(item.dueDate, locale)}</Table.Td>
                  <Table.Td ta="right">{money(item.principal)}</Table.Td>
                  <Table.Td ta="right">{money(item.interest)}</Table.Td>
                  <Table.Td ta="right">
                    {money(toWire(sumCents([fromWire(item.paidPrincipal), fromWire(item.paidInterest), fromWire(item.paidLateInterest)])))}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={item.status === 'paid' ? 'teal' : item.status === 'overdue' ? 'red' : 'gray'}>
                      {t(`lifecycle.schedule.item_status.${item.status}`)}
                    </Badge>
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

function SplitTable({ split, money }: { split: RepaymentSplit; money: (wire: string) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="repayment-split-summary">
        {t('lifecycle.repayment.split_summary', { late: money(split.lateInterest), interest: money(split.interest), principal: money(split.principal) })}
      </Text>
      <ScrollArea type="auto">
        <Table striped miw={560} aria-label={t('lifecycle.repayment.split_title')} data-testid="repayment-split">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lifecycle.repayment.holder')}</Table.Th>
              <Table.Th ta="right">{t('lifecycle.repayment.late_interest')}</Table.Th>
              <Table.Th ta="right">{t('lifecycle.schedule.interest')}</Table.Th>
              <Table.Th ta="right">{t('lifecycle.schedule.principal')}</Table.Th>
              <Table.Th ta="right">{t('lifecycle.repayment.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {split.holders.map((h) => (
              <Table.Tr key={h.investmentId}>
                <Table.Td>{h.name}</Table.Td>
                <Table.Td ta="right">{money(h.lateInterest)}</Table.Td>
                <Table.Td ta="right">{money(h.interest)}</Table.Td>
                <Table.Td ta="right">{money(h.principal)}</Table.Td>
                <Table.Td ta="right">{money(h.total)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('lifecycle.repayment.total')}</Table.Td>
              <Table.Td ta="right">{money(split.lateInterest)}</Table.Td>
              <Table.Td ta="right">{money(split.interest)}</Table.Td>
              <Table.Td ta="right">{money(split.principal)}</Table.Td>
              <Table.Td ta="right">{money(split.amount)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
