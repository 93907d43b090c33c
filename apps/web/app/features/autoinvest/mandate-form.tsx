import { Alert, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  AUTO_MIN_AMOUNT_PER_PROJECT_CENTS,
  formatMoney,
  LOCALE_ISO,
  MANDATE_MAX_DAYS,
  MANDATE_MIN_DAYS,
  MANDATE_TERMS_VERSION,
  type AllowanceDetails,
  type Locale,
} from '@platform/contract';
import { AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { sendAuto, useAutoErrors } from './autoinvest-api';
import type { AutoInvestOptions } from './autoinvest-options';
import { AmountField, FieldGroup, FormText, IdChecklist } from './autoinvest-ui';
import { mandateFieldErrors, newMandateDraft, readMandateDraft, type MandateDraft } from './mandate-draft';
import type { FieldErrors } from './strategy-draft';

/** The paragraphs of the mandate terms, version MANDATE_TERMS_VERSION (a new version gets new keys). */
export const TERMS_PARAGRAPHS = [
  'autoinvest.terms.p1',
  'autoinvest.terms.p2',
  'autoinvest.terms.p3',
  'autoinvest.terms.p4',
  'autoinvest.terms.p5',
  'autoinvest.terms.p6',
] as const;

export function MandateTerms() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-labelledby="mandate-terms-title" data-testid="mandate-terms">
      <Title order={4} size="h5" id="mandate-terms-title" mb={6}>
        {t('autoinvest.terms.title', { version: MANDATE_TERMS_VERSION })}
      </Title>
      <Stack gap={6} component="ol" m={0} ps="md">
        {TERMS_PARAGRAPHS.map((key) => (
          <Text key={key} component="li" size="sm">
            {t(key)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

interface MandateFormProps {
  locale: Locale;
  allowance: AllowanceDetails | null;
  options: AutoInvestOptions;
  onGranted: (next: AllowanceDetails) => void;
  onCancel: () => void;
}

/**
 * Grant or renew the mandate (a renewal replaces the current one). States the two-of-three rule of
 * ECSP Art. 6 and refuses before any call when fewer than two parameters are set; shows the terms,
 * which the investor accepts with the checkbox.
 */
export function MandateForm({ locale, allowance, options, onGranted, onCancel }: MandateFormProps) {
  const { t } = useTranslation();
  const { errorText, fieldText } = useAutoErrors(locale);
  const renewing = allowance?.mandate != null;
  const [draft, setDraft] = useState<MandateDraft>(() => newMandateDraft(allowance));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof MandateDraft>(key: K, value: MandateDraft[K], clear: string[] = [key]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !clear.includes(field))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const { body, errors: found } = readMandateDraft(draft);
    setErrors(found);
    if (!body) {
      setError(t('autoinvest.form.fix_errors'));
      return;
    }
    setBusy(true);
    const answer = await sendAuto(locale, AUTOINVEST_ENDPOINTS.grant, { body });
    setBusy(false);
    if (answer.data) {
      onGranted(answer.data);
      return;
    }
    setErrors(mandateFieldErrors(answer.fieldErrors));
    setError(errorText(answer.code));
  }

  const parameterError = fieldText(errors.parameters);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="mandate-form-title" data-testid="mandate-form">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="mandate-form-title" ref={heading} tabIndex={-1}>
            {t(renewing ? 'autoinvest.grant.title_renew' : 'autoinvest.grant.title_new')}
          </Title>
          {renewing && <Text size="sm">{t('autoinvest.grant.renew_note')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AmountField
              locale={locale}
              label={t('autoinvest.grant.amount')}
              hint={t('autoinvest.grant.amount_hint', { min: formatMoney(AUTO_MIN_AMOUNT_PER_PROJECT_CENTS, LOCALE_ISO[locale]) })}
              cents={draft.amount}
              onChange={(cents) => set('amount', cents, ['maxAllowanceAmount'])}
              error={fieldText(errors.maxAllowanceAmount)}
              required
              name="maxAllowanceAmount"
            />
            <FormText
              label={t('autoinvest.grant.days')}
              hint={t('autoinvest.grant.days_hint', { minDays: MANDATE_MIN_DAYS, maxDays: MANDATE_MAX_DAYS })}
              value={draft.days}
              onChange={(text) => set('days', text)}
              error={fieldText(errors.days)}
              required
              inputMode="numeric"
              maxLength={3}
              name="days"
            />
          </SimpleGrid>
          <FieldGroup legend={t('autoinvest.grant.parameters')} hint={t('autoinvest.grant.parameters_rule')} error={parameterError} testId="mandate-parameters">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
                <FormText
                  label={t('autoinvest.grant.interest_min')}
                  value={draft.interestMin}
                  onChange={(text) => set('interestMin', text, ['interestMin', 'interestMax', 'parameters'])}
                  error={fieldText(errors.interestMin)}
                  inputMode="decimal"
                  name="interestMin"
                />
                <FormText
                  label={t('autoinvest.grant.interest_max')}
                  value={draft.interestMax}
                  onChange={(text) => set('interestMax', text, ['interestMax', 'parameters'])}
                  error={fieldText(errors.interestMax)}
                  inputMode="decimal"
                  name="interestMax"
                />
                <FormText
                  label={t('autoinvest.grant.term_min')}
                  value={draft.termMin}
                  onChange={(text) => set('termMin', text, ['termMin', 'termMax', 'parameters'])}
                  error={fieldText(errors.termMin)}
                  inputMode="numeric"
                  maxLength={3}
                  name="termMin"
                />
                <FormText
                  label={t('autoinvest.grant.term_max')}
                  value={draft.termMax}
                  onChange={(text) => set('termMax', text, ['termMax', 'parameters'])}
                  error={fieldText(errors.termMax)}
                  inputMode="numeric"
                  maxLength={3}
                  name="termMax"
                />
              </SimpleGrid>
              <IdChecklist
                legend={t('autoinvest.grant.risk')}
                options={options.riskGroups}
                selected={draft.riskGroups}
                onChange={(ids) => set('riskGroups', ids, ['riskGroups', 'parameters'])}
                error={fieldText(errors.riskGroups)}
                testId="mandate-risk-groups"
              />
            </Stack>
          </FieldGroup>
          <MandateTerms />
          <Checkbox
            label={t('autoinvest.grant.accept', { version: MANDATE_TERMS_VERSION })}
            checked={draft.accepted}
            onChange={(event) => set('accepted', event.currentTarget.checked)}
            error={fieldText(errors.accepted)}
            name="acceptTerms"
          />
          {error && (
            <Alert color="red" role="alert" p="xs" data-testid="mandate-form-error">
              {error}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              {t(renewing ? 'autoinvest.grant.submit_renew' : 'autoinvest.grant.submit')}
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
