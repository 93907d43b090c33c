import { Alert, Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { buildPath, NOTIFICATION_TYPES, type Locale, type NotificationType } from '@platform/contract';
import { NOTIFICATIONS_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Form, Link, useNavigation } from 'react-router';
import { PaginationControl } from '../../components/ui/pagination-control';
import { NotificationItem } from './notification-item';
import type { MarkReadResult, NotificationsResult } from './notifications.server';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';

export interface NotificationsPageProps {
  locale: Locale;
  type: NotificationType;
  page: number;
  result: NotificationsResult;
  actionResult?: MarkReadResult;
}

/** The kinds as links (the kind lives in the URL, so it works without JavaScript and can be shared). */
function KindLinks({ locale, type, unread }: { locale: Locale; type: NotificationType; unread: Record<NotificationType, number> | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('notifications.tabs_label')}>
      <Group gap="xs" wrap="wrap" data-testid="notifications-tabs">
        {NOTIFICATION_TYPES.map((kind) => (
          <Button
            key={kind}
            component={Link}
            to={buildPath('account-notifications', locale, {}, { type: kind })}
            variant={kind === type ? 'filled' : 'default'}
            aria-current={kind === type ? 'page' : undefined}
            data-testid={`notifications-tab-${kind}`}
            rightSection={
              unread && unread[kind] > 0 ? (
                <Badge
                  color={kind === type ? 'white' : 'blue'}
                  c={kind === type ? 'blue' : undefined}
                  variant="filled"
                  size="sm"
                  aria-label={t('notifications.unread_count', { count: unread[kind] })}
                >
                  {unread[kind]}
                </Badge>
              ) : undefined
            }
          >
            {t(`notifications.tab.${kind}`)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/** Investment and project notifications of the logged-in user, newest first, unread highlighted. */
export function NotificationsPage({ locale, type, page, result, actionResult }: NotificationsPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData : undefined;
  const markingAll = submitting?.get('intent') === 'all';
  const markingId = submitting?.get('intent') === 'one' ? Number(submitting.get('id')) : null;
  // Another kind or page of this list is on its way (not the reload after marking as read).
  const loading = navigation.state === 'loading' && !navigation.formData && navigation.location.pathname.startsWith(buildPath('account-notifications', locale));
  const list = result.kind === 'ok' ? result.list : null;
  const unreadHere = list ? list.unread[type] : 0;
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('notifications.title')}</Title>
        <Text>{t('notifications.intro')}</Text>
        <KindLinks locale={locale} type={type} unread={list?.unread ?? null} />
        {list && list.totalCount > 0 && (
          <DownloadButtons
            options={spreadsheetOptions(NOTIFICATIONS_ENDPOINTS.listCsv, NOTIFICATIONS_ENDPOINTS.listXlsx, t)}
            query={{ type, locale }}
            locale={locale}
            label={t('exports.label')}
            testId="notifications-export"
            size="xs"
          />
        )}
        {actionResult && (
          <Alert
            key={actionResult.at}
            color={actionResult.ok ? 'green' : 'red'}
            variant="light"
            role={actionResult.ok ? 'status' : 'alert'}
            data-testid="notifications-action-result"
          >
            {t(actionResult.ok ? 'notifications.marked' : 'notifications.mark_failed')}
          </Alert>
        )}
        {loading && (
          <Group gap="xs" role="status" data-testid="notifications-loading">
            <Spinner size="sm" />
            <Text size="sm">{t('notifications.loading')}</Text>
          </Group>
        )}
        {result.kind === 'error' ? (
          <Alert color="red" variant="light" role="alert" data-testid="notifications-error">
            <Text>{t('notifications.error')}</Text>
            <Anchor component={Link} to={buildPath('account-notifications', locale, { page: page > 1 ? page : undefined }, { type })} reloadDocument>
              {t('notifications.retry')}
            </Anchor>
          </Alert>
        ) : list && list.items.length === 0 ? (
          <Text data-testid="notifications-empty">{t(`notifications.empty.${type}`)}</Text>
        ) : (
          list && (
            <>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" data-testid="notifications-unread-count">
                  {t('notifications.unread_count', { count: unreadHere })}
                </Text>
                {unreadHere > 0 && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="all" />
                    <input type="hidden" name="type" value={type} />
                    <Button type="submit" variant="outline" loading={markingAll} data-testid="notifications-mark-all">
                      {t('notifications.mark_all_read')}
                    </Button>
                  </Form>
                )}
              </Group>
              <Stack
                component="ul"
                gap="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t(`notifications.tab.${type}`)}
                aria-busy={loading || undefined}
                data-testid="notifications-list"
              >
                {list.items.map((item) => (
                  <NotificationItem key={item.id} item={item} locale={locale} busy={markingId === item.id} />
                ))}
              </Stack>
              <PaginationControl
                routeName="account-notifications"
                locale={locale}
                page={list.page}
                total={list.totalCount}
                limit={list.pageSize}
                query={{ type }}
              />
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
