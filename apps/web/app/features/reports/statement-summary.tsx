import { Alert, Box, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { absCents, addCents, formatDate, fromWire, percentOf, subCents, type Cents, type Locale, type Statement } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';

export interface StatementFigures {
  opening: Cents;
  totalIn: Cents;
  /** Money out as a positive amount, whichever sign the answer gives it. */
  totalOut: Cents;
  closing: Cents;
  held: Cents;
  /** opening + in − out = closing, in cents. */
  isBalanced: boolean;
}

/** The statement's totals in cents and whether they add up. */
export function statementFigures(statement: Statement): StatementFigures {
  const opening = fromWire(statement.opening);
  const totalIn = fromWire(statement.totalIn);
  const totalOut = absCents(fromWire(statement.totalOut));
  const closing = fromWire(statement.closing);
  return { opening, totalIn, totalOut, closing, held: fromWire(statement.heldAtClose), isBalanced: subCents(addCents(opening, totalIn), totalOut) === closing };
}

function Figure({ label, hint, testId, tone, children }: { label: string; hint?: ReactNode; testId: string; tone?: 'in' | 'out'; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg" c={tone === 'in' ? 'teal.9' : tone === 'out' ? 'red.9' : undefined} data-testid={`${testId}-value`}>
          {children}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Money in against money out as one bar, with the shares written out beside it. */
function InOutBar({ totalIn, totalOut }: { totalIn: Cents; totalOut: Cents }) {
  const { t } = useTranslation();
  const moved = addCents(totalIn, totalOut);
  if (moved <= 0) return null;
  const inShare = percentOf(totalIn, moved);
  const outShare = totalOut > 0 ? 100 - inShare : 0;
  return (
    <Stack gap={4} data-testid="statement-bar">
      <Progress.Root size="lg" radius="xl" role="group" aria-label={t('reports.summary.bar_label')}>
        <Progress.Section value={inShare} color="teal.7" aria-label={t('reports.summary.bar_in', { percent: inShare })} />
        <Progress.Section value={outShare} color="red.7" aria-label={t('reports.summary.bar_out', { percent: outShare })} />
      </Progress.Root>
      <Group gap="md" aria-hidden="true">
        <Group gap={6}>
          <Box w={10} h={10} bg="teal.7" style={{ borderRadius: 2 }} />
          <Text size="xs">{t('reports.summary.bar_in', { percent: inShare })}</Text>
        </Group>
        <Group gap={6}>
          <Box w={10} h={10} bg="red.7" style={{ borderRadius: 2 }} />
          <Text size="xs">{t('reports.summary.bar_out', { percent: outShare })}</Text>
        </Group>
      </Group>
    </Stack>
  );
}

/** "opening + in − out = closing" with the amounts; an alert in the unexpected case that it does not hold. */
function BalanceCheck({ figures, locale }: { figures: StatementFigures; locale: Locale }) {
  const { t } = useTranslation();
  const sum = (
    <>
      <MoneyText cents={figures.opening} locale={locale} /> + <MoneyText cents={figures.totalIn} locale={locale} /> −{' '}
      <MoneyText cents={figures.totalOut} locale={locale} /> = <MoneyText cents={figures.closing} locale={locale} />
    </>
  );
  if (!figures.isBalanced) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('reports.summary.check')} data-testid="statement-check" data-balanced="false">
        <Text size="sm">{sum}</Text>
        <Text size="sm">{t('reports.summary.check_failed')}</Text>
      </Alert>
    );
  }
  return (
    <Group gap="xs" align="start" wrap="nowrap" data-testid="statement-check" data-balanced="true">
      <Text c="teal.8" fw={700} aria-hidden="true">
        ✓
      </Text>
      <div>
        <Text size="sm">
          {t('reports.summary.check')}: {sum}
        </Text>
        <Text size="sm" c="teal.9" fw={600}>
          {t('reports.summary.check_ok')}
        </Text>
      </div>
    </Group>
  );
}

/** The statement's opening and closing balances, money in and out, money on hold at the end, and the check that they add up. */
export function StatementSummary({ statement, locale }: { statement: Statement; locale: Locale }) {
  const { t } = useTranslation();
  const figures = statementFigures(statement);
  return (
    <Stack gap="sm" component="section" aria-labelledby="statement-summary-title" data-testid="statement-summary">
      <Title order={3} id="statement-summary-title">
        {t('reports.summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <Figure
          label={t('reports.summary.opening')}
          hint={t('reports.summary.opening_hint', { date: formatDate(statement.from, locale) })}
          testId="statement-opening"
        >
          <MoneyText cents={figures.opening} locale={locale} />
        </Figure>
        <Figure label={t('reports.summary.in')} testId="statement-in" tone="in">
          <MoneyText cents={figures.totalIn} locale={locale} />
        </Figure>
        <Figure label={t('reports.summary.out')} testId="statement-out" tone="out">
          <MoneyText cents={figures.totalOut} locale={locale} />
        </Figure>
        <Figure
          label={t('reports.summary.closing')}
          hint={t('reports.summary.closing_hint', { date: formatDate(statement.to, locale) })}
          testId="statement-closing"
        >
          <MoneyText cents={figures.closing} locale={locale} />
        </Figure>
      </SimpleGrid>
      <InOutBar totalIn={figures.totalIn} totalOut={figures.totalOut} />
      <BalanceCheck figures={figures} locale={locale} />
      <Figure label={t('reports.summary.held')} hint={t('reports.summary.held_hint')} testId="statement-held">
        <MoneyText cents={figures.held} locale={locale} />
      </Figure>
    </Stack>
  );
}
