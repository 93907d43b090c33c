import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { presetOf, presetPeriod, STATEMENT_PRESETS, type PeriodErrors, type StatementPeriod } from './statement-period';

export interface PeriodFormProps {
  locale: Locale;
  /** Today in Vilnius, from the loader: the presets count from it. */
  today: string;
  period: StatementPeriod;
  errors: PeriodErrors;
  isLoading: boolean;
}

/**
 * The statement's period: two dates submitted as a GET form (the period lands in the address), and
 * quick periods as links to the same address with their dates, so they work without JavaScript and
 * open in a new tab.
 */
export function PeriodForm({ locale, today, period, errors, isLoading }: PeriodFormProps) {
  const { t } = useTranslation();
  const path = buildPath('account-reports', locale);
  const active = presetOf(period, today);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="xs" role="group" aria-label={t('reports.period.presets')} data-testid="reports-presets">
          {STATEMENT_PRESETS.map((preset) => (
            <Button
              key={preset}
              component={Link}
              to={buildPath('account-reports', locale, {}, { ...presetPeriod(preset, today) })}
              size="xs"
              variant={active === preset ? 'filled' : 'light'}
              aria-current={active === preset ? 'true' : undefined}
              data-testid={`reports-preset-${preset}`}
            >
              {t(`reports.preset.${preset}`)}
            </Button>
          ))}
        </Group>
        <Form method="get" action={path} role="search" aria-label={t('reports.period.legend')} data-testid="reports-period">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              name="from"
              label={t('reports.period.from')}
              defaultValue={period.from}
              error={errors.from && t(errors.from)}
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput
              type="date"
              name="to"
              label={t('reports.period.to')}
              defaultValue={period.to}
              error={errors.to && t(errors.to)}
              style={{ flex: '1 1 10rem' }}
            />
            <Button type="submit" loading={isLoading} data-testid="reports-show">
              {t('reports.period.submit')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('reports.period.hint')}
          </Text>
        </Form>
      </Stack>
    </Paper>
  );
}
