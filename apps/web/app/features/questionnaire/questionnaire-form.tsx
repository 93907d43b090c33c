import { Alert, Box, Checkbox, Group, Paper, Progress, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  COMMITMENTS_QUESTION,
  computeLossCapacity,
  computeNetWorth,
  LIQUID_ASSETS_QUESTION,
  LOSS_CAPACITY_PERCENT,
  NET_INCOME_QUESTION,
  parseMoneyInput,
  QUESTION_SECTIONS,
  type Cents,
  type Locale,
  type Question,
} from '@platform/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form } from 'react-router';
import { MoneyField, MoneyText } from '../../components/ui/money';
import { usePosting } from '../auth/use-posting';
import { SOPHISTICATED_FIELDS, type SophisticatedKind } from './parse-form';
import type { QuestionnaireActionData } from './questionnaire.server';

export interface QuestionnaireFormProps {
  locale: Locale;
  questions: Question[];
  sophisticatedKind: SophisticatedKind;
  sophisticatedStatus: string;
  /** The extended debtor flow's questionnaire: no loss simulation and no sophisticated-investor request. */
  debtor?: boolean;
  result?: QuestionnaireActionData;
}

const moneyOrNull = (raw: string | undefined): Cents | null => (raw ? parseMoneyInput(raw) : null);

/** Translation key of a field's first reason. */
function fieldErrorKey(reasons: string[] | undefined, kind: 'choice' | 'money'): string | null {
  if (!reasons || reasons.length === 0) return null;
  return kind === 'choice' ? 'questionnaire.error.required' : 'questionnaire.error.amount';
}

function summaryKey(result: QuestionnaireActionData | undefined): string | null {
  if (!result) return null;
  if (result.code === 'CONFLICT') return 'questionnaire.error.conflict';
  if (result.code !== 'VALIDATION_FAILED') return 'questionnaire.error.generic';
  const others = Object.keys(result.fieldErrors).filter((k) => k !== 'riskWarningAcknowledged' && k !== 'sophisticated');
  return others.length > 0 ? 'questionnaire.error.summary' : null;
}

/**
 * The ECSP questionnaire: experience, objectives, financial situation (amounts), understanding of
 * risk; the simulation of the ability to bear loss as the amounts are typed; the mandated risk
 * warning once the server says the knowledge test failed; an optional sophisticated-investor request.
 */
export function QuestionnaireForm({ locale, questions, sophisticatedKind, sophisticatedStatus, debtor = false, result }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const posting = usePosting();
  const values = result?.values ?? {};
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.filter((q) => q.kind === 'choice' && values[q.id]).map((q) => [q.id, values[q.id]])),
  );
  const [amounts, setAmounts] = useState<Record<string, Cents | null>>(() =>
    Object.fromEntries(questions.filter((q) => q.kind === 'money').map((q) => [q.id, moneyOrNull(values[q.id])])),
  );
  const [sophisticated, setSophisticated] = useState(values.sophisticatedRequest === 'on');
  const [criteriaAmounts, setCriteriaAmounts] = useState<Record<string, Cents | null>>(() =>
    Object.fromEntries(SOPHISTICATED_FIELDS[sophisticatedKind].money.map((name) => [name, moneyOrNull(values[name])])),
  );
  const warningRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const fieldErrors = result?.fieldErrors ?? {};
  const warningShown = Boolean(result?.riskWarningRequired);
  const summary = summaryKey(result);

  // After a refused post, bring what needs attention into view (and focus, for keyboard and screen readers).
  useEffect(() => {
    if (!result) return;
    const target = summary ? summaryRef.current : warningShown ? warningRef.current : null;
    target?.focus();
  }, [result, summary, warningShown]);

  const income = amounts[NET_INCOME_QUESTION] ?? null;
  const liquid = amounts[LIQUID_ASSETS_QUESTION] ?? null;
  const commitments = amounts[COMMITMENTS_QUESTION] ?? null;
  const simulation =
    income !== null && liquid !== null && commitments !== null && income >= 0 && liquid >= 0 && commitments >= 0
      ? (() => {
          const netWorth = computeNetWorth({ netIncome: income, liquidAssets: liquid, commitments });
          return { netWorth, lossCapacity: computeLossCapacity(netWorth) };
        })()
      : null;

  const renderQuestion = (question: Question) => {
    const errorKey = fieldErrorKey(fieldErrors[`answers.${question.id}`], question.kind);
    if (question.kind === 'money') {
      return (
        <MoneyField
          key={question.id}
          name={question.id}
          locale={locale}
          label={t(question.label)}
          required
          cents={amounts[question.id] ?? null}
          onChange={(cents) => setAmounts((prev) => ({ ...prev, [question.id]: cents }))}
          error={errorKey ? t(errorKey) : undefined}
          data-testid={`question-${question.id}`}
        />
      );
    }
    return (
      <Radio.Group
        key={question.id}
        name={question.id}
        label={t(question.label)}
        withAsterisk
        value={choices[question.id] ?? null}
        onChange={(value) => setChoices((prev) => ({ ...prev, [question.id]: value }))}
        error={errorKey ? t(errorKey) : undefined}
        data-testid={`question-${question.id}`}
      >
        <Stack gap="xs" mt="xs">
          {question.options.map((option) => (
            <Radio key={option.id} value={option.id} label={t(option.label)} />
          ))}
        </Stack>
      </Radio.Group>
    );
  };

  return (
    <Form method="post" noValidate>
      <Stack gap="lg">
        {QUESTION_SECTIONS.map((section) => {
          const sectionQuestions = questions.filter((q) => q.section === section);
          if (sectionQuestions.length === 0) return null;
          return (
            <Paper key={section} withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="fieldset" data-testid={`section-${section}`}>
              <Title order={2} size="h3" component="legend" px={4}>
                {t(`questionnaire.section.${section}`)}
              </Title>
              <Stack gap="md">
                {section === 'financial' && (
                  <Text size="sm" c="dimmed">
                    {t('questionnaire.section.financial.hint')}
                  </Text>
                )}
                {sectionQuestions.map(renderQuestion)}
              </Stack>
            </Paper>
          );
        })}

        {!debtor && (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" data-testid="questionnaire-results" aria-live="polite">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('questionnaire.results.title')}
              </Title>
              <Text size="sm">{t('questionnaire.results.formula')}</Text>
              {simulation ? (
                <>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <Box>
                      <Text size="sm" c="dimmed">
                        {t('questionnaire.results.net_worth')}
                      </Text>
                      <Text fw={700} size="xl" data-testid="questionnaire-net-worth">
                        <MoneyText locale={locale} cents={simulation.netWorth} />
                      </Text>
                    </Box>
                    <Box>
                      <Text size="sm" c="dimmed">
                        {t('questionnaire.results.loss_capacity')}
                      </Text>
                      <Text fw={700} size="xl" c="green.8" data-testid="questionnaire-loss-capacity">
                        <MoneyText locale={locale} cents={simulation.lossCapacity} />
                      </Text>
                    </Box>
                  </SimpleGrid>
                  {simulation.netWorth > 0 ? (
                    <Progress
                      value={LOSS_CAPACITY_PERCENT}
                      size="lg"
                      color="green"
                      aria-label={t('questionnaire.results.bar_label')}
                      data-testid="questionnaire-loss-bar"
                    />
                  ) : (
                    <Text size="sm" c="orange.9">
                      {t('questionnaire.results.negative')}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('questionnaire.results.incomplete')}
                </Text>
              )}
            </Stack>
          </Paper>
        )}

        {warningShown && (
          <Alert ref={warningRef} tabIndex={-1} color="red" variant="light" title={t('questionnaire.warning.title')} data-testid="questionnaire-risk-warning">
            <Stack gap="sm">
              <Text size="sm">{t('questionnaire.warning.text')}</Text>
              <input type="hidden" name="riskWarningShown" value="1" />
              <Checkbox
                name="riskWarningAcknowledged"
                label={t('questionnaire.warning.acknowledge')}
                defaultChecked={values.riskWarningAcknowledged === 'on'}
                aria-required
                error={values.riskWarningShown === '1' && fieldErrors.riskWarningAcknowledged ? t('questionnaire.warning.required') : undefined}
                data-testid="questionnaire-risk-ack"
              />
            </Stack>
          </Alert>
        )}

        {!debtor && (sophisticatedStatus === 'none' || sophisticatedStatus === 'declined') && (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="fieldset" data-testid="section-sophisticated">
            <Title order={2} size="h3" component="legend" px={4}>
              {t('questionnaire.sophisticated.title')}
            </Title>
            <Stack gap="md">
              <Text size="sm">{t('questionnaire.sophisticated.intro')}</Text>
              <Checkbox
                name="sophisticatedRequest"
                label={t('questionnaire.sophisticated.request')}
                checked={sophisticated}
                onChange={(event) => setSophisticated(event.currentTarget.checked)}
              />
              {sophisticated && (
                <Stack gap="sm">
                  <input type="hidden" name="sophisticatedKind" value={sophisticatedKind} />
                  <Text size="sm" fw={600}>
                    {t(`questionnaire.sophisticated.${sophisticatedKind}_rule`)}
                  </Text>
                  {SOPHISTICATED_FIELDS[sophisticatedKind].money.map((name) => (
                    <MoneyField
                      key={name}
                      name={name}
                      locale={locale}
                      label={t(`questionnaire.sophisticated.${snake(name)}`)}
                      cents={criteriaAmounts[name] ?? null}
                      onChange={(cents) => setCriteriaAmounts((prev) => ({ ...prev, [name]: cents }))}
                      error={fieldErrors[`sophisticated.${name}`] ? t('questionnaire.error.amount') : undefined}
                    />
                  ))}
                  {SOPHISTICATED_FIELDS[sophisticatedKind].flags.map((name) => (
                    <Checkbox key={name} name={name} label={t(`questionnaire.sophisticated.${snake(name)}`)} defaultChecked={values[name] === 'on'} />
                  ))}
                  {fieldErrors.sophisticated && (
                    <Text size="sm" c="red.8" role="alert">
                      {t('questionnaire.sophisticated.criteria_not_met')}
                    </Text>
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        )}

        {summary && (
          <Alert ref={summaryRef} tabIndex={-1} color="red" variant="light" role="alert" data-testid="questionnaire-error">
            {t(summary)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={posting} data-testid="questionnaire-submit">
            {t('questionnaire.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** grossIncome -> gross_income (the translation keys' spelling). */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
