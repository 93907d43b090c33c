import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { addCents, buildPath, formatDate, formatMoney, formatPercent, fromWire, LOCALE_ISO, type Locale, type NextPayment } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { MoneyText } from '../../components/ui/money';

/** A signed wire percent ("-3.10") in the locale's format; formatPercent itself takes unsigned ones. */
export function formatSignedPercent(percent: string, locale: Locale): string {
  const negative = percent.startsWith('-');
  const text = formatPercent(negative ? percent.slice(1) : percent, LOCALE_ISO[locale]);
  return negative ? `−${text}` : text;
}

/** One labelled figure of a dashboard: a small label over a bold value. */
export function Figure({
  label,
  children,
  testId,
  tone,
  hint,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  tone?: 'danger' | 'good';
  hint?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg" c={tone === 'danger' ? 'red.9' : tone === 'good' ? 'teal.9' : undefined} data-testid={testId ? `${testId}-value` : undefined}>
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

/** The net annual return, or "not yet known" before there are flows to compute it from. */
export function NetReturn({ value, locale }: { value: string | null; locale: Locale }) {
  const { t } = useTranslation();
  return <>{value === null ? t('portfolio.figure.net_annual_return_none') : formatSignedPercent(value, locale)}</>;
}

/** True when a wire amount is above zero. */
export const isPositive = (wire: string) => fromWire(wire) > 0;

/** The next expected payments (date, project, principal and interest), soonest first. */
export function NextPayments({ payments, locale, headingLevel = 2 }: { payments: NextPayment[]; locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="next-payments-title" data-testid="next-payments">
      <Stack gap="sm">
        <Title order={headingLevel} size="h3" id="next-payments-title">
          {t('portfolio.next.title')}
        </Title>
        {payments.length === 0 ? (
          <Text c="dimmed" data-testid="next-payments-empty">
            {t('portfolio.next.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {payments.map((payment) => (
              <Group
                key={`${payment.investmentId}-${payment.dueDate}`}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                data-testid="next-payment"
              >
                <Stack gap={0}>
                  <Text fw={600}>
                    <time dateTime={payment.dueDate}>{formatDate(payment.dueDate, locale)}</time>
                  </Text>
                  <Anchor component={Link} to={buildPath('projects-slug', locale, { slug: payment.projectSlug })} size="sm">
                    {t('portfolio.next.project', { number: payment.projectNumber })}
                  </Anchor>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text fw={700} data-testid="next-payment-total">
                    <MoneyText cents={addCents(fromWire(payment.principal), fromWire(payment.interest))} locale={locale} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('portfolio.next.split', {
                      principal: formatMoneyText(payment.principal, locale),
                      interest: formatMoneyText(payment.interest, locale),
                    })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A wire amount as text, for sentences (MoneyText where the amount stands alone). */
export function formatMoneyText(wire: string, locale: Locale): string {
  return formatMoney(fromWire(wire), LOCALE_ISO[locale]);
}
