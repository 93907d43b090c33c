import { Container, Stack, Text, Title } from '@mantine/core';
import { API, buildPath, localeFromPath, PROJECT_LIST_PAGE_SIZE, projectsPageSchema } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PaginationControl } from '../components/ui/pagination-control';
import { ProjectGrid } from '../features/projects/project-grid';
import { apiGet } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { parsePageParam } from '../lib/page-param';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const list = await apiGet(context, API.projects('ALL', page), projectsPageSchema);
  const t = serverT(locale);
  const title = page > 1 ? t('projects.meta.title_page', { page }) : t('projects.meta.title');
  return { locale, list, meta: { title, description: t('projects.meta.description') } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function ProjectsPage() {
  const { t } = useTranslation();
  const { locale, list } = useLoaderData<typeof loader>();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('projects.title')}</Title>
          <Text c="dimmed" mt={4} data-testid="projects-count">{t('projects.count', { count: list.projectsCount })}</Text>
        </div>
        {list.projects.length > 0 ? (
          <ProjectGrid projects={list.projects} locale={locale} headingLevel="h2" eagerImages={1} />
        ) : (
          <Stack align="start">
            <Text>{t('projects.empty')}</Text>
            <Link to={buildPath('projects-page', locale, { page: 1 })}>{t('projects.first_page')}</Link>
          </Stack>
        )}
        <PaginationControl
          routeName="projects-page"
          locale={locale}
          page={list.page}
          total={list.projectsCount}
          limit={PROJECT_LIST_PAGE_SIZE}
        />
      </Stack>
    </Container>
  );
}
