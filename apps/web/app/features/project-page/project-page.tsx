import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Container, Group, Paper, Stack } from '../../components/ui/boxes';
import { Text, Title } from '../../components/ui/typography';
import {
  buildPath,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  percentOf,
  REFLECTION_DAYS,
  subCents,
  type BorrowerLoansHistory,
  type InvestOptions,
  type Locale,
  type ProjectComments,
  type ProjectData,
  type ProjectDocuments,
  type ProjectInvestments,
  type ProjectUpdates,
} from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { InvestPanel } from '../invest/invest-panel';
import { FundingProgress } from '../projects/funding-progress';
import { ProjectGallery } from '../projects/project-gallery';
import { StatusBadge } from '../projects/status-badge';
import { CommentsSection } from './comments-section';
import { DocumentsSection } from './documents-section';
import { HistorySection } from './history-section';
import { InvestmentsSection } from './investments-section';
import { ProjectFacts } from './project-facts';
import { ScheduleSection, type ScheduleRow } from './schedule-section';
import type { Part } from './section';
import { UpdatesSection } from './updates-section';
import { HydrateLater } from '../../lib/hydrate-later';

export interface ProjectPageParts {
  history: Part<BorrowerLoansHistory>;
  updates: Part<ProjectUpdates>;
  debtorUpdates: Part<ProjectUpdates>;
  investments: Part<ProjectInvestments>;
  documents: Part<ProjectDocuments>;
  comments: Part<ProjectComments>;
  schedule: Part<ScheduleRow[]>;
}

export interface ProjectPageProps {
  locale: Locale;
  project: ProjectData;
  userInvestedAmount: string;
  /** The invest panel's options for this viewer; null when they could not be read (the panel asks itself). */
  investOptions: InvestOptions | null;
  commenter: 'guest' | 'locked' | 'open';
  loginUrl: string;
  parts: ProjectPageParts;
}

/** The whole project page: gallery, funding and invest panel, facts, texts and every part of section 7. */
export function ProjectPage({ locale, project, userInvestedAmount, investOptions, commenter, loginUrl, parts }: ProjectPageProps) {
  const { t } = useTranslation();
  const iso = LOCALE_ISO[locale];
  // After an investment the panel hands over its new options: funding and holding follow them.
  const [live, setLive] = useState<InvestOptions | null>(null);
  const invested = fromWire(live?.userInvestedAmount ?? userInvestedAmount);
  const target = fromWire(project.targetAmount);
  const funded = live ? subCents(target, fromWire(live.left)) : fromWire(project.fundedAmount);
  const fundedPercent = live ? percentOf(funded, target) : project.fundedPercent;
  return (
    <Container size="xl" py="xl" className="project-page">
      <Stack gap="lg">
        <Link to={buildPath('projects-page', locale, { page: 1 })}>{t('project.back_to_list')}</Link>
        <Group gap="xs">
          <StatusBadge status={project.status} />
          {project.investmentType.isGreen && (
            <Badge color="#237032" radius="sm">
              {t('project.green')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            #{project.number}
          </Text>
        </Group>
        <Title order={1}>{project.title}</Title>
        <Text size="lg">{project.shortDescription}</Text>
        <div className="project-columns">
          <div>
            <Stack gap="xl">
              <ProjectGallery photos={project.photos} />
              <Stack gap="md" component="section" aria-labelledby="about-project">
                <Title order={2} id="about-project">
                  {t('project.about')}
                </Title>
                {project.longDescription.split('\n\n').map((paragraph, i) => (
                  <Text key={i}>{paragraph}</Text>
                ))}
                <Text size="sm" c="dimmed" data-testid="project-owner">
                  {t('project.owner', { name: project.owner.name })}
                </Text>
              </Stack>
              <Alert color="orange" variant="light" title={t('project.risks')} component="section" styles={{ title: { color: '#a63b0b' } }}>
                {project.risks}
              </Alert>
            </Stack>
          </div>
          <div>
            <Stack gap="md">
              <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="invest-panel">
                <Title order={2} size="h3" id="invest-panel" mb="md">
                  {t('project.invest.title')}
                </Title>
                <FundingProgress
                  funded={formatMoney(funded, iso)}
                  target={formatMoney(fromWire(project.targetAmount), iso)}
                  fundedPercent={fundedPercent}
                  size="lg"
                />
                {invested > 0 && (
                  <Text mt="sm" fw={600} data-testid="user-invested">
                    {t('project.invest.you_invested', { amount: formatMoney(invested, iso) })}
                  </Text>
                )}
                <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
                  <ProjectFacts project={project} iso={iso} />
                </div>
                <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
                  <InvestPanel projectId={project.id} options={investOptions} onOptions={setLive} />
                </div>
                <Alert mt="md" color="blue" variant="light" title={t('projectPage.reflection.title')} data-testid="reflection-notice">
                  {t('projectPage.reflection.body', { days: REFLECTION_DAYS })}
                </Alert>
              </Paper>
              <Paper withBorder p="lg" radius="md">
                <DocumentsSection part={parts.documents} />
              </Paper>
            </Stack>
          </div>
        </div>
        <HydrateLater>
          <Stack gap="xl" aria-label={t('projectPage.sections.label')}>
            <ScheduleSection part={parts.schedule} iso={iso} />
            <div className="project-columns project-columns--halves">
              <UpdatesSection id="updates" title={t('projectPage.updates.title')} part={parts.updates} iso={iso} />
              <UpdatesSection id="debtor-updates" title={t('projectPage.updates.debtor_title')} part={parts.debtorUpdates} iso={iso} />
            </div>
            <InvestmentsSection part={parts.investments} iso={iso} />
            <HistorySection part={parts.history} iso={iso} locale={locale} />
            <CommentsSection part={parts.comments} iso={iso} projectId={project.id} commenter={commenter} loginUrl={loginUrl} />
          </Stack>
        </HydrateLater>
      </Stack>
    </Container>
  );
}
