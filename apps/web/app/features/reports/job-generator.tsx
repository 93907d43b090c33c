import { Alert, Anchor, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { type CreateReportJob, REPORT_FORMATS, type ReportFormat } from '@platform/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { jobFileUrl, type PanelKey, type ReportJobsApi } from './report-jobs';

export interface JobGeneratorProps {
  panel: PanelKey;
  api: ReportJobsApi;
  /** What the report is called in the progress bar's label. */
  name: string;
  /** The request for the chosen format; null while the form's values are not valid. */
  requestFor: (format: ReportFormat) => CreateReportJob | null;
  /** Called when Generate is pressed with invalid values (the panel marks its field). */
  onInvalid?: () => void;
}

/**
 * A report's file through a job: a format, "Generate", then a progress bar that follows the job,
 * then a download link (or why it failed). Keyboard: the format is a radio group, the rest are a
 * button and a link; the bar has a label and the outcome is announced politely.
 */
export function JobGenerator({ panel, api, name, requestFor, onInvalid }: JobGeneratorProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const formatLabel = useId();
  const state = api.panels[panel];
  const busy = state.phase === 'starting' || (state.phase === 'following' && (state.job.status === 'queued' || state.job.status === 'running'));

  const generate = () => {
    const request = requestFor(format);
    if (!request) {
      onInvalid?.();
      return;
    }
    void api.start(panel, request);
  };

  return (
    <Stack gap="xs" data-testid={`${panel}-generator`}>
      <Text size="sm" fw={500} id={formatLabel}>
        {t('reports.jobs.format')}
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        <SegmentedControl
          aria-labelledby={formatLabel}
          value={format}
          onChange={(value) => setFormat(value as ReportFormat)}
          data={REPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          data-testid={`${panel}-format`}
        />
        <Button onClick={generate} loading={busy} data-testid={`${panel}-generate`}>
          {t('reports.jobs.generate')}
        </Button>
      </Group>
      <div aria-live="polite">
        {state.phase === 'following' && (state.job.status === 'queued' || state.job.status === 'running') && (
          <Stack gap={4} data-testid={`${panel}-progress`}>
            <Progress value={state.job.progress} aria-label={t('reports.jobs.progress_label', { name })} animated size="lg" />
            <Text size="xs" c="dimmed">
              {t('reports.jobs.progress', { progress: state.job.progress })}
            </Text>
          </Stack>
        )}
        {state.phase === 'following' && state.job.status === 'done' && (
          <Group gap="xs" data-testid={`${panel}-ready`}>
            <Text size="sm">{t('reports.jobs.ready')}</Text>
            <Anchor href={jobFileUrl(state.job.id)} download data-testid={`${panel}-download`}>
              {t('reports.jobs.download', { file: state.job.fileName ?? '' })}
            </Anchor>
          </Group>
        )}
        {state.phase === 'following' && (state.job.status === 'failed' || state.job.status === 'expired') && (
          <Alert color="red" variant="light" role="alert" data-testid={`${panel}-failed`}>
            {t('reports.jobs.failed')}
          </Alert>
        )}
        {state.phase === 'refused' && (
          <Alert color="red" variant="light" role="alert" data-testid={`${panel}-refused`}>
            {t(`reports.jobs.${state.reason}`)}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
