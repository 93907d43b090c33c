import { Alert, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  AUTO_MIN_AMOUNT_PER_PROJECT_CENTS,
  formatMoney,
  LARGE_AMOUNT_FLOOR_CENTS,
  LOCALE_ISO,
  ZERO_CENTS,
  type Cents,
  type Locale,
  type Strategy,
} from '@platform/contract';
import { AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { RequiredMark } from '../../components/ui/required-mark';
import { sendAuto, useAutoErrors } from './autoinvest-api';
import type { AutoInvestOptions } from './autoinvest-options';
import { AmountField, FormText, IdChecklist } from './autoinvest-ui';
import { BacktestPanel } from './backtest-panel';
import { draftOf, NAME_MAX, newDraft, readDraft, type FieldErrors, type StrategyDraft } from './strategy-draft';

const MemoBacktestPanel = memo(BacktestPanel);

type Setter<T> = (update: (previous: T) => T) => void;

/**
 * One stable change handler per field (the fields are memoised): each sets its value and clears
 * its error, and the minimum of a range clears the maximum's "min above max" too.
 */
function useFieldHandlers(setDraft: Setter<StrategyDraft>, setErrors: Setter<FieldErrors>, setLargeAck: (value: boolean) => void) {
  return useMemo(() => {
    const setter =
      <K extends keyof StrategyDraft>(key: K, clear: readonly string[] = [key]) =>
      (value: StrategyDraft[K]) => {
        setDraft((d) => ({ ...d, [key]: value }));
        setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !clear.includes(field))));
      };
    const amount = setter('amountPerProject');
    return {
      name: setter('name'),
      loanTypes: setter('loanTypes'),
      countries: setter('countries'),
      riskGroups: setter('riskGroups'),
      interestMin: setter('interestMin', ['interestMin', 'interestMax']),
      interestMax: setter('interestMax'),
      termMin: setter('termMin', ['termMin', 'termMax']),
      termMax: setter('termMax'),
      amountPerProject: (value: StrategyDraft['amountPerProject']) => {
        amount(value);
        // A new amount needs a new acknowledgement.
        setLargeAck(false);
      },
      maxShareOfProject: setter('maxShareOfProject'),
      totalCap: setter('totalCap'),
      cashToKeep: setter('cashToKeep'),
      includeMarket: setter('includeMarket'),
      active: setter('active'),
      priority: setter('priority'),
    };
  }, [setDraft, setErrors, setLargeAck]);
}

interface StrategyFormProps {
  locale: Locale;
  options: AutoInvestOptions;
  /** The strategy to edit; null for a new one. */
  strategy: Strategy | null;
  strategyCount: number;
  onSaved: (saved: Strategy, created: boolean) => void;
  onCancel: () => void;
}

/**
 * Create or edit a strategy. The API's field errors show next to their fields; an amount per project
 * above the ECSP large-amount threshold (LARGE_AMOUNT_ACK_REQUIRED) brings the warning and a checkbox,
 * and the next save carries the acknowledgement. The backtest runs on the fields as drafted.
 */
export function StrategyForm({ locale, options, strategy, strategyCount, onSaved, onCancel }: StrategyFormProps) {
  const { t } = useTranslation();
  const { errorText, fieldText } = useAutoErrors(locale);
  const iso = LOCALE_ISO[locale];
  const [draft, setDraft] = useState<StrategyDraft>(() => (strategy ? draftOf(strategy) : newDraft(options, strategyCount)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The amount the server asked the large-amount acknowledgement for (the threshold depends on the investor's net worth).
  const [largeAskedFor, setLargeAskedFor] = useState<Cents | null>(null);
  const [largeAck, setLargeAck] = useState(false);
  const [largeAckError, setLargeAckError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const idPrefix = strategy ? `edit-${strategy.id}` : 'new';
  const on = useFieldHandlers(setDraft, setErrors, setLargeAck);
  const fieldError = (field: keyof StrategyDraft) => fieldText(errors[field]);
  // The backtest reads the draft when asked (a stable callback keeps the memoised panel from re-rendering on every key).
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);
  const readForBacktest = useCallback(() => readDraft(draftRef.current, { requireName: false }), []);
  // No threshold is below the floor: an amount changed to the floor or less needs no acknowledgement.
  const amount = draft.amountPerProject;
  const needsAck = largeAskedFor !== null && amount !== null && (amount > LARGE_AMOUNT_FLOOR_CENTS || amount === largeAskedFor);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const { body, errors: found } = readDraft(draft);
    setErrors(found);
    if (!body) {
      setError(t('autoinvest.form.fix_errors'));
      return;
    }
    if (needsAck && !largeAck) {
      setLargeAckError(true);
      return;
    }
    setBusy(true);
    const full = { ...body, ...(needsAck && largeAck ? { acknowledgeLargeAmount: true } : {}) };
    const answer = strategy
      ? await sendAuto(locale, AUTOINVEST_ENDPOINTS.update, { params: { id: strategy.id }, body: full })
      : await sendAuto(locale, AUTOINVEST_ENDPOINTS.create, { body: full });
    setBusy(false);
    if (answer.data) {
      onSaved(answer.data, strategy === null);
      return;
    }
    if (answer.code === 'LARGE_AMOUNT_ACK_REQUIRED') {
      setLargeAskedFor(draft.amountPerProject);
      setLargeAck(false);
    }
    setErrors(answer.fieldErrors);
    setError(errorText(answer.code));
  }

  const checklistHint = t('autoinvest.form.none_means_any');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={`${idPrefix}-title`} data-testid="strategy-form">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id={`${idPrefix}-title`} ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
            {strategy ? t('autoinvest.form.title_edit', { name: strategy.name }) : t('autoinvest.form.title_new')}
          </Title>
          <TextInput
            label={
              <>
                {t('autoinvest.form.name')}
                <RequiredMark />
              </>
            }
            value={draft.name}
            onChange={(event) => on.name(event.currentTarget.value)}
            maxLength={NAME_MAX}
            error={fieldError('name')}
            name="name"
            autoComplete="off"
            withAsterisk={false}
            aria-required
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <IdChecklist
              legend={t('autoinvest.form.loan_types')}
              hint={checklistHint}
              options={options.loanTypes}
              selected={draft.loanTypes}
              onChange={on.loanTypes}
              error={fieldError('loanTypes')}
              testId={`${idPrefix}-loan-types`}
            />
            <IdChecklist
              legend={t('autoinvest.form.countries')}
              hint={checklistHint}
              options={options.countries}
              selected={draft.countries}
              onChange={on.countries}
              error={fieldError('countries')}
              testId={`${idPrefix}-countries`}
            />
            <IdChecklist
              legend={t('autoinvest.form.risk_groups')}
              hint={checklistHint}
              options={options.riskGroups}
              selected={draft.riskGroups}
              onChange={on.riskGroups}
              error={fieldError('riskGroups')}
              testId={`${idPrefix}-risk-groups`}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <FormText
              label={t('autoinvest.form.interest_min')}
              value={draft.interestMin}
              onChange={on.interestMin}
              error={fieldError('interestMin')}
              required
              inputMode="decimal"
              name="interestMin"
            />
            <FormText
              label={t('autoinvest.form.interest_max')}
              value={draft.interestMax}
              onChange={on.interestMax}
              error={fieldError('interestMax')}
              required
              inputMode="decimal"
              name="interestMax"
            />
            <FormText
              label={t('autoinvest.form.term_min')}
              value={draft.termMin}
              onChange={on.termMin}
              error={fieldError('termMin')}
              required
              inputMode="numeric"
              maxLength={3}
              name="termMin"
            />
            <FormText
              label={t('autoinvest.form.term_max')}
              value={draft.termMax}
              onChange={on.termMax}
              error={fieldError('termMax')}
              required
              inputMode="numeric"
              maxLength={3}
              name="termMax"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AmountField
              locale={locale}
              label={t('autoinvest.form.amount')}
              hint={t('autoinvest.form.amount_hint', { min: formatMoney(AUTO_MIN_AMOUNT_PER_PROJECT_CENTS, iso) })}
              cents={draft.amountPerProject}
              onChange={on.amountPerProject}
              error={fieldError('amountPerProject')}
              required
              name="amountPerProject"
            />
            <FormText
              label={t('autoinvest.form.max_share')}
              hint={t('autoinvest.form.max_share_hint')}
              value={draft.maxShareOfProject}
              onChange={on.maxShareOfProject}
              error={fieldError('maxShareOfProject')}
              required
              inputMode="decimal"
              name="maxShareOfProject"
            />
            <AmountField
              locale={locale}
              label={t('autoinvest.form.total_cap')}
              hint={t('autoinvest.form.total_cap_hint')}
              cents={draft.totalCap}
              onChange={on.totalCap}
              error={fieldError('totalCap')}
              name="totalCap"
            />
            <AmountField
              locale={locale}
              label={t('autoinvest.form.cash_to_keep')}
              hint={t('autoinvest.form.cash_to_keep_hint')}
              cents={draft.cashToKeep}
              onChange={on.cashToKeep}
              error={fieldError('cashToKeep')}
              name="cashToKeep"
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Checkbox
              label={t('autoinvest.form.include_market')}
              checked={draft.includeMarket}
              onChange={(e) => on.includeMarket(e.currentTarget.checked)}
              name="includeMarket"
            />
            <Checkbox label={t('autoinvest.form.active')} checked={draft.active} onChange={(e) => on.active(e.currentTarget.checked)} name="active" />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormText
              label={t('autoinvest.form.priority')}
              hint={t('autoinvest.form.priority_hint')}
              value={draft.priority}
              onChange={on.priority}
              error={fieldError('priority')}
              required
              inputMode="numeric"
              maxLength={3}
              name="priority"
            />
          </SimpleGrid>
          <MemoBacktestPanel locale={locale} idPrefix={idPrefix} read={readForBacktest} onFieldErrors={setErrors} />
          {needsAck && (
            <Alert color="orange" variant="light" title={t('autoinvest.large.title')} data-testid="large-amount-warning">
              <Stack gap="xs">
                <Text size="sm">
                  {t('autoinvest.large.body', {
                    amount: formatMoney(draft.amountPerProject ?? ZERO_CENTS, iso),
                    floor: formatMoney(LARGE_AMOUNT_FLOOR_CENTS, iso),
                  })}
                </Text>
                <Checkbox
                  label={t('autoinvest.large.ack')}
                  checked={largeAck}
                  onChange={(event) => {
                    setLargeAck(event.currentTarget.checked);
                    setLargeAckError(false);
                  }}
                  error={largeAckError ? t('autoinvest.large.ack_required') : undefined}
                  name="acknowledgeLargeAmount"
                />
              </Stack>
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" p="xs" data-testid="strategy-form-error">
              {error}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              {t(strategy ? 'autoinvest.form.save' : 'autoinvest.form.create')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('autoinvest.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
