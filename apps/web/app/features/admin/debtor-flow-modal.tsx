import { Alert, Group, Modal, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { DEBTOR_IDENTITY_STEPS } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useFetcher } from 'react-router';
import type { AdminUser } from './users-table';
import type { DebtorFlowResult } from './user-actions';

interface DebtorFlowModalProps {
  /** The debtor whose flow is shown (as the list has it after its last revalidation); null when closed. */
  user: AdminUser | null;
  onClose(): void;
  /** The list's own address (with search and page), so the list revalidates in place. */
  formAction: string;
}

/** The steps an operator may choose: every step but the one shown. */
export function overrideChoices(current: string | null): string[] {
  return DEBTOR_IDENTITY_STEPS.filter((step) => step !== current);
}

/**
 * Operator controls of one debtor's flow (decision 0046): the extended flow switch, and in that flow
 * the identity step with an override (select) and a restore of the previous step. Each control
 * posts on its own; the outcome (saved or the reason it was refused) is announced in the modal.
 */
export function DebtorFlowModal({ user, onClose, formAction }: DebtorFlowModalProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DebtorFlowResult>();
  const busy = fetcher.state !== 'idle';
  const debtor = user?.debtor ?? null;
  const choices = overrideChoices(debtor?.identityStep ?? null);
  const [step, setStep] = useState(choices[0] ?? '');
  const userId = user?.id ?? null;
  // A new debtor (or a new current step) starts from the first choice.
  useEffect(() => setStep(overrideChoices(debtor?.identityStep ?? null)[0] ?? ''), [userId, debtor?.identityStep]);
  const result = fetcher.data && fetcher.data.userId === userId && !busy ? fetcher.data : null;
  const stepLabel = (value: string | null) => (value ? t(`debtor_flow.step.${value}`) : t('debtor_flow.admin.none'));

  const submit = (fields: Record<string, string>) => {
    if (userId === null) return;
    void fetcher.submit({ userId: String(userId), ...fields }, { method: 'post', action: formAction });
  };

  return (
    <Modal
      opened={user !== null && debtor !== null}
      onClose={onClose}
      title={user ? t('debtor_flow.admin.title', { email: user.email }) : ''}
      centered
      data-testid="debtor-flow-modal"
    >
      {user && debtor && (
        <Stack gap="md">
          <Switch
            checked={debtor.extendedDebtorFlow}
            disabled={busy}
            onChange={(event) => submit({ intent: 'debtor-extended', extendedDebtorFlow: String(event.currentTarget.checked) })}
            label={t('debtor_flow.admin.extended')}
            description={t('debtor_flow.admin.extended_hint')}
            data-testid="debtor-flow-extended"
          />
          {debtor.extendedDebtorFlow ? (
            <>
              <Group gap="xl" wrap="wrap">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('debtor_flow.admin.current')}
                  </Text>
                  <Text fw={600} data-testid="debtor-flow-current">
                    {stepLabel(debtor.identityStep)}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('debtor_flow.admin.previous')}
                  </Text>
                  <Text fw={600} data-testid="debtor-flow-previous">
                    {stepLabel(debtor.previousIdentityStep)}
                  </Text>
                </Stack>
              </Group>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  submit({ intent: 'debtor-step', step });
                }}
              >
                <Group align="end" gap="sm" wrap="wrap">
                  <NativeSelect
                    label={t('debtor_flow.admin.override_label')}
                    value={step}
                    onChange={(event) => setStep(event.currentTarget.value)}
                    data={choices.map((value) => ({ value, label: t(`debtor_flow.step.${value}`) }))}
                    disabled={busy}
                    style={{ flex: '1 1 12rem' }}
                    data-testid="debtor-flow-step"
                  />
                  <Button
                    type="submit"
                    loading={busy && fetcher.formData?.get('intent') === 'debtor-step'}
                    disabled={busy && fetcher.formData?.get('intent') !== 'debtor-step'}
                  >
                    {t('debtor_flow.admin.override')}
                  </Button>
                </Group>
              </form>
              {debtor.previousIdentityStep !== null && (
                <Button
                  variant="outline"
                  color="teal.9"
                  onClick={() => submit({ intent: 'debtor-restore' })}
                  loading={busy && fetcher.formData?.get('intent') === 'debtor-restore'}
                  disabled={busy && fetcher.formData?.get('intent') !== 'debtor-restore'}
                  data-testid="debtor-flow-restore"
                >
                  {t('debtor_flow.admin.restore')}
                </Button>
              )}
            </>
          ) : (
            <Text size="sm">{t('debtor_flow.admin.not_extended')}</Text>
          )}
          {/* Always present, so the outcome is announced when it appears. */}
          <div aria-live="polite" data-testid="debtor-flow-result">
            {result?.ok === true && (
              <Alert role="status" color="teal" variant="light">
                {t('debtor_flow.admin.saved')}
              </Alert>
            )}
            {result?.ok === false && (
              <Alert role="alert" color="red" variant="light">
                {result.error === 'same_step' || result.error === 'no_manual_kyc_request'
                  ? t(`debtor_flow.admin.error.${result.error}`)
                  : t(`admin.users.error.${result.error}`)}
              </Alert>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('debtor_flow.admin.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
