import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { buildPath, formatDateTime, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import type { NotificationItemData } from '../notifications/notification-item';
import { Section } from './home-sections';

/** The back-office pages, for an operator (labels are the sidebar's). */
const BACK_OFFICE: { route: string; labelKey: string }[] = [
  { route: 'admin-users', labelKey: 'nav.admin' },
  { route: 'admin-projects', labelKey: 'adminProjects.nav' },
  { route: 'admin-manual-kyc', labelKey: 'nav.admin_manual_kyc' },
  { route: 'admin-identity', labelKey: 'nav.admin_identity' },
  { route: 'admin-documents', labelKey: 'nav.admin_documents' },
  { route: 'admin-sophisticated', labelKey: 'nav.admin_sophisticated' },
  { route: 'admin-withdrawals', labelKey: 'withdrawals.nav.admin_withdrawals' },
  { route: 'admin-ledger', labelKey: 'withdrawals.nav.admin_ledger' },
];

export function OperatorSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Section id="home-back-office-title" title={t('portfolio.home.back_office.title')} testId="home-back-office">
      <Text>{t('portfolio.home.back_office.text')}</Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {BACK_OFFICE.map((item) => (
          <li key={item.route}>
            <Anchor component={Link} to={buildPath(item.route, locale)} fw={600}>
              {t(item.labelKey)}
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The newest few notifications of both kinds, and the way to all of them. */
export function NotificationsSection({ items, locale }: { items: NotificationItemData[] | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Section
      id="home-notifications-title"
      title={t('portfolio.home.notifications.title')}
      testId="home-notifications"
      action={
        <Anchor component={Link} to={buildPath('account-notifications', locale)} size="sm" data-testid="home-notifications-all">
          {t('portfolio.home.notifications.all')}
        </Anchor>
      }
    >
      {items === null && (
        <Text c="red.9" data-testid="home-notifications-failed">
          {t('portfolio.home.notifications.failed')}
        </Text>
      )}
      {items?.length === 0 && <Text c="dimmed">{t('portfolio.home.notifications.empty')}</Text>}
      {items && items.length > 0 && (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Stack
              component="li"
              key={`${'investmentId' in item ? 'i' : 'p'}-${item.id}`}
              gap={2}
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="home-notification"
              data-read={item.isRead}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={item.isRead ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                  {t(`notifications.event.${item.event}.title`)}
                </Text>
                {!item.isRead && (
                  <Badge color="blue" variant="filled" size="sm" style={{ flex: 'none' }}>
                    {t('notifications.unread')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('notifications.project_label', { title: item.title, number: item.projectNumber })}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
