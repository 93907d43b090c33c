import { Alert, Badge, Button, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  API,
  buildPath,
  formatMoney,
  formatPercent,
  fromWire,
  LOCALE_ISO,
  localeFromPath,
  projectExistSchema,
  projectResponseSchema,
} from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FundingProgress } from '../features/projects/funding-progress';
import { ProjectGallery } from '../features/projects/project-gallery';
import { StatusBadge } from '../features/projects/status-badge';
import { apiGet } from '../lib/api.server';
import { projectRedirect, projectsPageOne } from '../lib/guards';
import { pageMeta } from '../lib/meta';
import { loadViewer } from '../lib/session.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const slug = params.slug;
  if (!slug) throw redirect(projectsPageOne(locale));
  const [exists, viewer] = await Promise.all([apiGet(context, API.checkIfProjectExist(slug), projectExistSchema), loadViewer(context)]);
  const target = projectRedirect(exists, viewer, locale);
  if (target) throw redirect(target);
  const { projectData, userInvestedAmount } = await apiGet(context, API.project(slug), projectResponseSchema);
  return { locale, project: projectData, userInvestedAmount };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? { title: data.project.metaTitle, description: data.project.metaDescription } : undefined);

export default function ProjectPage() {
  const { t } = useTranslation();
  const { locale, project, userInvestedAmount } = useLoaderData<typeof loader>();
  const iso = LOCALE_ISO[locale];
  const money = (wire: string) => formatMoney(fromWire(wire), iso);
  const invested = fromWire(userInvestedAmount);
  const facts: [string, string][] = [
    [t('project.fact.interest'), formatPercent(project.interestRate, iso)],
    [t('project.fact.term'), t('project.term_months', { count: project.termMonths })],
    [t('project.fact.risk'), project.riskGroup.title],
    [t('project.fact.loan_type'), project.investmentType.title],
    [t('project.fact.country'), project.country.title],
    [t('project.fact.repayment'), t(`project.repayment.${project.repaymentMethod}`)],
    [t('project.fact.min_investment'), money(project.minInvestment)],
    [t('project.fact.target'), money(project.targetAmount)],
  ];
  if (project.ltv) facts.push([t('project.fact.ltv'), formatPercent(project.ltv, iso)]);
  if (project.fundingDeadline) {
    facts.push([t('project.fact.deadline'), new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'Europe/Vilnius' }).format(new Date(project.fundingDeadline))]);
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Link to={buildPath('projects-page', locale, { page: 1 })}>{t('project.back_to_list')}</Link>
        <Group gap="xs">
          <StatusBadge status={project.status} />
          {project.investmentType.isGreen && <Badge color="#237032" radius="sm">{t('project.green')}</Badge>}
          <Text size="sm" c="dimmed">#{project.number}</Text>
        </Group>
        <Title order={1}>{project.title}</Title>
        <Text size="lg">{project.shortDescription}</Text>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <ProjectGallery photos={project.photos} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="invest-panel">
              <Title order={2} size="h3" id="invest-panel" mb="md">{t('project.invest.title')}</Title>
              <FundingProgress
                fundedAmount={project.fundedAmount}
                targetAmount={project.targetAmount}
                fundedPercent={project.fundedPercent}
                locale={locale}
                size="lg"
              />
              {invested > 0 && (
                <Text mt="sm" data-testid="user-invested">{t('project.invest.you_invested', { amount: money(userInvestedAmount) })}</Text>
              )}
              <SimpleGrid cols={2} spacing="sm" mt="lg" component="dl" className="facts">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <Text component="dt" size="xs" c="dimmed">{label}</Text>
                    <Text component="dd" fw={700} m={0}>{value}</Text>
                  </div>
                ))}
              </SimpleGrid>
              {project.status === 'GATHERING' || project.status === 'SECRET' ? (
                <Stack mt="lg" gap="xs">
                  <Button component={Link} to={buildPath('login', locale)} size="md" fullWidth>{t('project.invest.login_to_invest')}</Button>
                  <Text size="xs" c="dimmed">{t('project.invest.reflection_notice')}</Text>
                </Stack>
              ) : (
                <Alert mt="lg" color="gray" variant="light">{t('project.invest.closed')}</Alert>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md" component="section" aria-labelledby="about-project">
              <Title order={2} id="about-project">{t('project.about')}</Title>
              {project.longDescription.split('\n\n').map((paragraph, i) => (
                <Text key={i}>{paragraph}</Text>
              ))}
              <Text size="sm" c="dimmed">{t('project.owner', { name: project.owner.name })}</Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Alert color="orange" variant="light" title={t('project.risks')} component="section" styles={{ title: { color: '#a63b0b' } }}>
              {project.risks}
            </Alert>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
