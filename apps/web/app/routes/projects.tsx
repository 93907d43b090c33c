import { Alert } from '../components/ui/alert';
import { Container, Stack } from '../components/ui/boxes';
import { Text, Title } from '../components/ui/typography';
import { buildPath, isFilterActive, PROJECT_LIST_PAGE_SIZE, projectFilterQuery } from '@platform/contract';
import { useTranslation } from '../lib/i18n';
import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PaginationControl } from '../components/ui/pagination-control';
import { CatalogueFilters } from '../features/projects/catalogue-filters';
import { loadCatalogue } from '../features/projects/catalogue.server';
import { ProjectGrid } from '../features/projects/project-grid';
import { pageMeta } from '../lib/meta';
import { HydrateLater } from '../lib/hydrate-later';

export const loader = (args: LoaderFunctionArgs) => loadCatalogue(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function ProjectsPage() {
  const { t } = useTranslation();
  const { locale, list, filter, invalid, options } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const query = projectFilterQuery(filter);
  const filtered = isFilterActive(filter);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('projects.title')}</Title>
          <Text c="dimmed" mt={4} data-testid="projects-count" aria-live="polite">
            {t('projects.count', { count: list.projectsCount })}
          </Text>
        </div>
        <CatalogueFilters locale={locale} filter={filter} options={options} />
        {invalid && (
          <Alert color="yellow" variant="light" data-testid="filter-ignored">
            {t('projectPage.filter.ignored')}
          </Alert>
        )}
        <div aria-busy={navigation.state === 'loading'} style={{ opacity: navigation.state === 'loading' ? 0.6 : 1 }}>
          {list.projects.length > 0 ? (
            <HydrateLater>
              <ProjectGrid projects={list.projects} locale={locale} headingLevel="h2" eagerImages={1} />
            </HydrateLater>
          ) : (
            <Stack align="start">
              <Text>{filtered ? t('projectPage.filter.empty') : t('projects.empty')}</Text>
              <Link to={buildPath('projects-page', locale, { page: 1 })}>{t('projects.first_page')}</Link>
            </Stack>
          )}
        </div>
        <PaginationControl routeName="projects-page" locale={locale} page={list.page} total={list.projectsCount} limit={PROJECT_LIST_PAGE_SIZE} query={query} />
      </Stack>
    </Container>
  );
}
