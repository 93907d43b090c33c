import { Alert, Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatDateTime, formatMoney, fromWire, LOCALE_ISO, needsReason, type Locale, type ProjectStatus } from '@platform/contract';
import { LIFECYCLE_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LoanLoadState } from './loan-load-state';
import { TextareaField } from '../../components/ui/textarea-field';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { lifecycleErrorKey, useAdminLoan, usePageLocale } from './lifecycle-client';

/** The end of a reflection period in the platform's time zone, with the zone named (operators work from several countries). */
function formatReflectionEnd(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale);
}

type Pending = { kind: 'status'; to: ProjectStatus } | { kind: 'disburse'; key: string };

/**
 * Status actions of a project in the back office (issue 6, decision 0015): the statuses the
 * lifecycle table allows next, each behind a confirmation with a reason, and the disbursement of a
 * FUNDED project (with its own Idempotency-Key per confirmation dialog). While investors may still
 * revoke, the disbursement is shown disabled with the date it becomes possible and why (decision 0024).
 */
export function ProjectStatusActions({ projectId, locale: explicitLocale, onChanged }: { projectId: number; locale?: Locale; onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = usePageLocale(explicitLocale);
  const { state, setLoan, reload } = useAdminLoan(projectId, locale);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const open = (p: Pending) => {
    setPending(p);
    setReason('');
    setError(null);
    setReasonError(null);
  };

  async function confirm() {
    if (!pending) return;
    if (pending.kind === 'status' && needsReason(pending.to) && reason.trim().length === 0) {
      setReasonError(t('lifecycle.status.reason_required'));
      return;
    }
    setBusy(true);
    const params = { id: projectId };
    const answer =
      pending.kind === 'status'
        ? await callEndpoint(locale, LIFECYCLE_ENDPOINTS.status, { params, body: { to: pending.to, reason: reason.trim() || undefined } })
        : await callEndpoint(locale, LIFECYCLE_ENDPOINTS.disburse, { params }, { idempotencyKey: pending.key });
    setBusy(false);
    if (!answer.data) {
      setError(t(lifecycleErrorKey(answer.code, (k) => i18n.exists(k))));
      // A new investment started a reflection period since the page loaded: show the new date.
      if (answer.code === 'DISBURSEMENT_REFLECTION_PENDING') void reload();
      return;
    }
    setLoan(answer.data);
    setPending(null);
    onChanged?.();
  }

  if (state.kind === 'loading' || state.kind === 'error') return <LoanLoadState kind={state.kind} />;
  const { loan } = state;
  const waitingId = `disburse-waiting-${projectId}`;
  const statusLabel = (s: string) => t(`lifecycle.status.${s}`);
  const title =
    pending?.kind === 'disburse' ? t('lifecycle.disburse.title') : pending ? t('lifecycle.status.confirm_title', { status: statusLabel(pending.to) }) : '';

  return (
    <Stack gap="sm" component="section" aria-labelledby={`status-actions-${projectId}`} data-testid="project-status-actions">
      <Group gap="sm">
        <Title order={2} size="h4" id={`status-actions-${projectId}`}>
          {t('lifecycle.status.title')}
        </Title>
        <Badge variant="light" data-testid="project-status">
          {statusLabel(loan.project.status)}
        </Badge>
      </Group>
      {loan.nextStatuses.length === 0 && !loan.canDisburse && !loan.disbursableFrom ? (
        <Text size="sm" c="dimmed">
          {t('lifecycle.status.final')}
        </Text>
      ) : (
        <Group gap="xs">
          {loan.canDisburse && (
            <Button onClick={() => open({ kind: 'disburse', key: newIdempotencyKey() })} data-testid="disburse-button">
              {t('lifecycle.disburse.button')}
            </Button>
          )}
          {loan.disbursableFrom && (
            <Button disabled aria-describedby={waitingId} data-testid="disburse-button">
              {t('lifecycle.disburse.button')}
            </Button>
          )}
          {loan.nextStatuses.map((to) => (
            <Button
              key={to}
              variant={to === 'CANCELLED' || to === 'WRITTEN_OFF' ? 'outline' : 'light'}
              color={to === 'CANCELLED' || to === 'WRITTEN_OFF' ? 'red' : undefined}
              onClick={() => open({ kind: 'status', to })}
            >
              {t('lifecycle.status.move_to', { status: statusLabel(to) })}
            </Button>
          ))}
        </Group>
      )}
      {loan.disbursableFrom && (
        <Alert
          id={waitingId}
          color="yellow"
          title={t('lifecycle.disburse.waiting', { date: formatReflectionEnd(loan.disbursableFrom, locale) })}
          data-testid="disburse-waiting"
        >
          {t('lifecycle.disburse.waiting_reason')}
        </Alert>
      )}
      <Modal opened={pending !== null} onClose={() => !busy && setPending(null)} title={title} centered>
        <Stack gap="sm">
          <Text size="sm">
            {pending?.kind === 'disburse'
              ? t('lifecycle.disburse.confirm_text', { amount: formatMoney(fromWire(loan.project.fundedAmount), LOCALE_ISO[locale]) })
              : pending?.to === 'CANCELLED'
                ? t('lifecycle.status.cancel_text')
                : t('lifecycle.status.confirm_text', { from: statusLabel(loan.project.status), to: pending ? statusLabel(pending.to) : '' })}
          </Text>
          {pending?.kind === 'status' && (
            <TextareaField
              label={t('lifecycle.status.reason')}
              value={reason}
              onChange={(value: string) => {
                setReason(value);
                setReasonError(null);
              }}
              required={needsReason(pending.to)}
              error={reasonError ?? undefined}
              maxLength={1000}
              rows={3}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setPending(null)} disabled={busy}>
              {t('lifecycle.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={busy} data-testid="confirm-status">
              {t('lifecycle.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
