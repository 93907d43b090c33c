import { Alert, Anchor, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { ADMIN_ENDPOINTS } from '@platform/contract/endpoints';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { PaginationControl } from '../../components/ui/pagination-control';
import { ConfirmUserAction } from './confirm-user-action';
import { DebtorFlowModal } from './debtor-flow-modal';
import { UsersTable, type AdminUser } from './users-table';
import type { AdminActionResult, UserAction } from './user-actions';
import { PageHeader } from '../../components/ui/page-header';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';
import { AuditExportSection } from '../audit/audit-export-section';

export interface AdminUsersPageProps {
  locale: Locale;
  search: string;
  list: { users: AdminUser[]; total: number; page: number; limit: number };
  viewerId: number | null;
}

/**
 * Back office user list (operators only): search kept in the URL, the users of one page, and per
 * row set/clear read-only and "log in as this user", each behind a confirm step.
 */
export function AdminUsersPage({ locale, search, list, viewerId }: AdminUsersPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<AdminActionResult>();
  const [target, setTarget] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<AdminActionResult | null>(null);
  // The debtor whose flow controls are open, by id: the row is read from the (revalidated) list.
  const [debtorFlowId, setDebtorFlowId] = useState<number | null>(null);

  // Close the confirm step once its submission has finished (the list has revalidated by then) and
  // say how it went; the message goes when the person searches or changes page.
  const previousState = useRef(fetcher.state);
  useEffect(() => {
    if (previousState.current !== 'idle' && fetcher.state === 'idle') {
      setOpened(false);
      setResult(fetcher.data ?? null);
    }
    previousState.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);
  useEffect(() => setResult(null), [location.pathname, location.search]);

  const listPath = buildPath('admin-users', locale);
  const formAction = `${location.pathname}${location.search}`;
  const emailOf = (id: number | null) => list.users.find((u) => u.id === id)?.email ?? (id === null ? '' : `#${id}`);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('admin.users.title')} intro={t('admin.users.intro')} />

        <Form method="get" action={listPath} role="search" aria-label={t('admin.users.search.label')}>
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              key={search}
              type="search"
              name="search"
              label={t('admin.users.search.label')}
              placeholder={t('admin.users.search.placeholder')}
              defaultValue={search}
              maxLength={200}
              autoComplete="off"
              style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
            />
            <Button type="submit">{t('admin.users.search.submit')}</Button>
            {search && (
              <Anchor component={Link} to={listPath} size="sm">
                {t('admin.users.search.clear')}
              </Anchor>
            )}
          </Group>
        </Form>
        {list.total > 0 && (
          <DownloadButtons
            options={spreadsheetOptions(ADMIN_ENDPOINTS.usersCsv, ADMIN_ENDPOINTS.usersXlsx, t)}
            query={{ search: search || undefined, locale }}
            locale={locale}
            label={t('exports.label')}
            testId="admin-users-export"
            size="xs"
          />
        )}

        <div>
          {/* Always in the page, so the outcome of an action is announced when it appears. */}
          <div aria-live="polite" data-testid="admin-users-result">
            {result?.ok === true && (
              <Alert role="status" color="teal" variant="light" mb="md" data-testid="admin-users-done">
                {t(
                  result.intent === 'set-readonly'
                    ? 'admin.users.done.readonly_set'
                    : result.intent === 'reidentify'
                      ? 'admin.users.done.reidentify'
                      : 'admin.users.done.readonly_cleared',
                  {
                    email: emailOf(result.userId),
                  },
                )}
              </Alert>
            )}
            {result?.ok === false && (
              <Alert role="alert" color="red" variant="light" mb="md" data-testid="admin-users-error">
                {t(`admin.users.error.${result.error}`)}
              </Alert>
            )}
          </div>
          <Text size="sm" data-testid="admin-users-count">
            {t('admin.users.count', { count: list.total })}
          </Text>
        </div>

        {list.users.length > 0 ? (
          <UsersTable
            users={list.users}
            viewerId={viewerId}
            onAction={(action, user) => {
              setTarget({ action, user });
              setOpened(true);
            }}
            onDebtorFlow={(user) => setDebtorFlowId(user.id)}
          />
        ) : (
          <Stack align="start" gap="xs">
            <Text>{t('admin.users.empty')}</Text>
            {/* With a search, the form's own link shows all users; past the last page, this one does. */}
            {!search && list.page > 1 && (
              <Anchor component={Link} to={listPath}>
                {t('admin.users.search.clear')}
              </Anchor>
            )}
          </Stack>
        )}

        <PaginationControl
          routeName="admin-users"
          locale={locale}
          page={list.page}
          total={list.total}
          limit={list.limit}
          query={search ? { search } : undefined}
        />

        <AuditExportSection locale={locale} />
      </Stack>

      <ConfirmUserAction target={target} opened={opened} onClose={() => setOpened(false)} formAction={formAction} fetcher={fetcher} />
      <DebtorFlowModal user={list.users.find((u) => u.id === debtorFlowId) ?? null} onClose={() => setDebtorFlowId(null)} formAction={formAction} />
    </Container>
  );
}
