import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { buildPath, formatMoney, formatPercent, fromWire, LOCALE_ISO, type Locale, type ProjectSummary } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FundingProgress } from './funding-progress';
import { StatusBadge } from './status-badge';

export function ProjectCard({
  project,
  locale,
  eager = false,
  headingLevel = 'h3',
}: {
  project: ProjectSummary;
  locale: Locale;
  eager?: boolean;
  /** The card title's level under the page's headings (h2 on a list right under the h1). */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const href = buildPath('projects-slug', locale, { slug: project.slug });
  return (
    <Card component="article" className="project-card" padding="md" radius="md" withBorder data-testid="project-card">
      <Card.Section className="project-card__media">
        {project.thumbnail ? (
          <img
            src={project.thumbnail.thumbnailUrl}
            alt={project.thumbnail.alt}
            width={480}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <div className="project-card__badges">
          <StatusBadge status={project.status} />
          {project.investmentType.isGreen && (
            <Badge color="#237032" variant="filled" radius="sm">{t('project.green')}</Badge>
          )}
        </div>
      </Card.Section>
      <Stack gap="xs" mt="sm" className="project-card__body">
        <Text size="xs" c="dimmed">
          #{project.number} · {project.country.title} · {project.investmentType.title}
        </Text>
        <Text component={headingLevel} fw={700} size="lg" lh={1.3} className="project-card__title">
          <Link to={href} className="project-card__link">{project.title}</Link>
        </Text>
        <SimpleGrid cols={3} spacing="xs" className="project-card__facts">
          <Fact label={t('project.fact.interest')} value={formatPercent(project.interestRate, LOCALE_ISO[locale])} />
          <Fact label={t('project.fact.term')} value={t('project.term_months', { count: project.termMonths })} />
          <Fact label={t('project.fact.risk')} value={project.riskGroup.title} />
        </SimpleGrid>
        <FundingProgress
          fundedAmount={project.fundedAmount}
          targetAmount={project.targetAmount}
          fundedPercent={project.fundedPercent}
          locale={locale}
          size="sm"
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('project.fact.min_investment')}: {formatMoney(fromWire(project.minInvestment), LOCALE_ISO[locale])}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}
