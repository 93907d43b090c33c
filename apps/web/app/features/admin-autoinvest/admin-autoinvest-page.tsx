import { Alert, Container, SimpleGrid, Stack } from '@mantine/core';
import type { AdminAutoInvest, Locale } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/ui/page-header';
import { formatCount } from '../statistics/format';
import { Figure } from './admin-autoinvest-ui';
import type { ReportState } from './report-query';
import { ReportSection } from './report-section';
import { RunsSection } from './runs-section';
import { SettingsSection } from './settings-section';

export interface AdminAutoinvestPageProps {
  locale: Locale;
  /** null when the overview could not be loaded. */
  overview: AdminAutoInvest | null;
  /** `?project=` as given. */
  projectInput: string;
  report: ReportState;
}

/** Back office: the engine's settings (share, manual window, pause), its counters and latest runs, and one project's allocation report. */
export function AdminAutoinvestPage({ locale, overview, projectInput, report }: AdminAutoinvestPageProps) {
  const { t } = useTranslation();
  // Saving answers the fresh overview: the page shows it until the loader brings a newer one.
  const [latest, setLatest] = useState<{ base: AdminAutoInvest | null; data: AdminAutoInvest | null }>({ base: overview, data: overview });
  const view = latest.base === overview ? latest.data : overview;

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('adminAutoinvest.title')} intro={t('adminAutoinvest.intro')} />
        {view === null ? (
          <Alert color="red" role="alert" data-testid="admin-autoinvest-error">
            {t('adminAutoinvest.load_failed')}
          </Alert>
        ) : (
          <>
            {view.settings.paused && (
              <Alert color="orange" variant="outline" title={t('adminAutoinvest.paused.title')} data-testid="admin-autoinvest-paused">
                {t('adminAutoinvest.paused.body')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label={t('adminAutoinvest.figures')}>
              <Figure label={t('adminAutoinvest.figure.strategies')} testId="admin-autoinvest-strategies">
                {formatCount(view.activeStrategies, locale)}
              </Figure>
              <Figure label={t('adminAutoinvest.figure.mandates')} testId="admin-autoinvest-mandates">
                {formatCount(view.activeMandates, locale)}
              </Figure>
            </SimpleGrid>
            <SettingsSection locale={locale} settings={view.settings} onSaved={(answer) => setLatest({ base: overview, data: answer })} />
            <RunsSection locale={locale} runs={view.runs} shownProjectId={report.kind === 'ready' ? report.report.projectId : null} />
          </>
        )}
        <ReportSection locale={locale} projectInput={projectInput} report={report} />
      </Stack>
    </Container>
  );
}
