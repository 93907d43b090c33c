import { Alert, Box, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { useErrorText } from './admin-autoinvest-ui';
import { parseProjectId, REPORT_ANCHOR, type ReportState } from './report-query';
import { ReportView } from './report-view';

const TITLE_ID = 'admin-autoinvest-report-title';

/**
 * One project's allocation report: chosen with `?project=` (a run's link or the id form), loaded by
 * the route's loader, so the address can be shared and Back returns to the previous report.
 */
export function ReportSection({ locale, projectInput, report }: { locale: Locale; projectInput: string; report: ReportState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === buildPath('admin-auto-investment', locale)) || revalidator.state === 'loading';

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      id={REPORT_ANCHOR}
      aria-labelledby={TITLE_ID}
      data-testid="admin-autoinvest-report"
      style={{ minWidth: 0 }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={TITLE_ID}>
          {t('adminAutoinvest.report.title')}
        </Title>
        <Text size="sm">{t('adminAutoinvest.report.intro')}</Text>
        <ProjectChooser key={projectInput} locale={locale} projectInput={projectInput} loading={loading} />
        {loading && (
          <Group gap="xs" role="status" data-testid="admin-autoinvest-report-loading">
            <Spinner size="sm" />
            <Text size="sm">{t('adminAutoinvest.report.loading')}</Text>
          </Group>
        )}
        <Box aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, minWidth: 0 }}>
          {report.kind === 'none' && <Text c="dimmed">{t('adminAutoinvest.report.none')}</Text>}
          {report.kind === 'invalid' && (
            <Alert color="red" role="alert" data-testid="admin-autoinvest-report-error">
              {t('adminAutoinvest.report.project_invalid')}
            </Alert>
          )}
          {report.kind === 'failed' && (
            <Alert color="red" role="alert" data-testid="admin-autoinvest-report-error">
              {t('adminAutoinvest.report.failed', { id: report.projectId, reason: errorText(report.code) })}
            </Alert>
          )}
          {report.kind === 'ready' && <ReportView key={report.report.projectId} locale={locale} report={report.report} />}
        </Box>
      </Stack>
    </Paper>
  );
}

/** A GET form: the report's address is the page with `?project={id}`; the page keeps its scroll position. */
function ProjectChooser({ locale, projectInput, loading }: { locale: Locale; projectInput: string; loading: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(projectInput);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    if (parseProjectId(value) !== null) return;
    event.preventDefault();
    setInvalid(true);
    input.current?.focus();
  }

  return (
    <Form
      method="get"
      action={buildPath('admin-auto-investment', locale)}
      preventScrollReset
      onSubmit={check}
      noValidate
      role="search"
      aria-label={t('adminAutoinvest.report.title')}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={input}
          name="project"
          label={t('adminAutoinvest.report.project_id')}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setInvalid(false);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          w={{ base: '100%', xs: 200 }}
          error={invalid ? t('adminAutoinvest.report.project_invalid') : undefined}
        />
        <Button type="submit" variant="light" loading={loading} mt={25}>
          {t('adminAutoinvest.report.show')}
        </Button>
      </Group>
    </Form>
  );
}
