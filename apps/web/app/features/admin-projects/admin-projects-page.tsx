import { Alert, Anchor, Badge, Container, Group, NativeSelect, Pagination, Progress, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  buildPath,
  formatDate,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  PROJECT_STATUSES,
  type AdminProjectsPage,
  type Locale,
} from '@platform/contract';
import { ADMIN_PROJECTS_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';
import { PageHeader } from '../../components/ui/page-header';

export interface AdminProjectsPageProps {
  locale: Locale;
  search: string;
  status: string;
  page: number;
  /** null when the list could not be loaded. */
  list: AdminProjectsPage | null;
}

/** Back office: every project in any status, searchable by number or title, with a status filter. */
export function AdminProjectsPage({ locale, search, status, page, list }: AdminProjectsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === buildPath('admin-projects', locale);
  const pages = list ? Math.max(1, Math.ceil(list.total / ADMIN_PROJECTS_PAGE_SIZE)) : 1;
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="end">
          <PageHeader title={t('adminProjects.list.title')} intro={t('adminProjects.intro')} />
          <Button component={Link} to={buildPath('admin-project', locale, { projectId: 'new' })} data-testid="admin-projects-new">
            {t('adminProjects.list.new')}
          </Button>
        </Group>
        <Form method="get" action={buildPath('admin-projects', locale)} role="search">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              key={`s-${search}`}
              name="search"
              label={t('adminProjects.list.search')}
              defaultValue={search}
              maxLength={100}
              w={{ base: '100%', sm: 280 }}
            />
            <NativeSelect
              key={`st-${status}`}
              name="status"
              label={t('adminProjects.list.status_filter')}
              defaultValue={status}
              data={[
                { value: '', label: t('adminProjects.list.status_all') },
                ...PROJECT_STATUSES.map((s) => ({ value: s, label: t(`adminProjects.status.${s}`) })),
              ]}
            />
            <Button type="submit" variant="light" loading={loading}>
              {t('adminProjects.list.filter')}
            </Button>
          </Group>
        </Form>
        {list !== null && list.total > 0 && (
          <DownloadButtons
            options={spreadsheetOptions(ADMIN_PROJECTS_ENDPOINTS.listCsv, ADMIN_PROJECTS_ENDPOINTS.listXlsx, t)}
            query={{ search: search || undefined, status: status || undefined, locale }}
            locale={locale}
            label={t('exports.label')}
            testId="admin-projects-export"
            size="xs"
          />
        )}
        {list === null ? (
          <Alert color="red" role="alert">
            {t('adminProjects.list.load_failed')}
          </Alert>
        ) : list.projects.length === 0 ? (
          <Text data-testid="admin-projects-empty">{t('adminProjects.list.empty')}</Text>
        ) : (
          <>
            <ScrollArea type="auto">
              <Table striped miw={760} aria-label={t('adminProjects.list.table_label')} data-testid="admin-projects-table" aria-busy={loading}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminProjects.col.number')}</Table.Th>
                    <Table.Th>{t('adminProjects.col.title')}</Table.Th>
                    <Table.Th>{t('adminProjects.col.status')}</Table.Th>
                    <Table.Th>{t('adminProjects.col.funded')}</Table.Th>
                    <Table.Th>{t('adminProjects.col.deadline')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.projects.map((p) => (
                    <Table.Tr key={p.id} data-testid={`admin-project-row-${p.id}`}>
                      <Table.Td>{p.number}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Anchor component={Link} to={buildPath('admin-project', locale, { projectId: p.id })}>
                          {p.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {p.slug}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color="gray.8" variant="light">
                          {t(`adminProjects.status.${p.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td miw={180}>
                        <Progress value={p.fundedPercent} aria-label={t('adminProjects.col.funded')} size="sm" />
                        <Text size="xs" mt={4}>
                          {formatMoney(fromWire(p.fundedAmount), LOCALE_ISO[locale])} / {formatMoney(fromWire(p.targetAmount), LOCALE_ISO[locale])} (
                          {p.fundedPercent}%)
                        </Text>
                      </Table.Td>
                      <Table.Td>{p.fundingDeadline ? formatDate(p.fundingDeadline, locale) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => void navigate(buildPath('admin-projects', locale, {}, { search, status, page: next }))}
                getControlProps={(control) => ({ 'aria-label': t(`adminProjects.list.page_${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('adminProjects.list.page_n', { page: n }) })}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
