import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  buildPath,
  formatDateTime,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  notificationAmount,
  type InvestmentNotification,
  type Locale,
  type ProjectNotification,
} from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';

export type NotificationItemData = InvestmentNotification | ProjectNotification;

/**
 * One notification: headline, sentence with the project, amount and date. Unread ones have a
 * tinted background, a coloured edge and an "Unread" badge (not colour alone), and a button to
 * mark them read.
 */
export function NotificationItem({ item, locale, busy }: { item: NotificationItemData; locale: Locale; busy: boolean }) {
  const { t } = useTranslation();
  const amount = notificationAmount(item.params);
  const project = t('notifications.project_label', { title: item.title, number: item.projectNumber });
  const headingId = `notification-${item.id}-title`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid="notification-item"
      data-read={item.isRead ? 'true' : 'false'}
      data-id={item.id}
      className={item.isRead ? 'notification-item' : 'notification-item notification-item--unread'}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="start">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t(`notifications.event.${item.event}.title`)}
          </Title>
          {!item.isRead && (
            <Badge color="blue" variant="filled" data-testid="notification-unread">
              {t('notifications.unread')}
            </Badge>
          )}
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{t(`notifications.event.${item.event}.text`, { project })}</Text>
        {amount && (
          <Text fw={600} data-testid="notification-amount">
            {t('notifications.amount', { amount: formatMoney(fromWire(amount), LOCALE_ISO[locale]) })}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
            {' · '}
            <Link to={buildPath('projects-slug', locale, { slug: item.projectSlug })}>{t('notifications.open_project')}</Link>
          </Text>
          {!item.isRead && (
            <Form method="post">
              <input type="hidden" name="intent" value="one" />
              <input type="hidden" name="id" value={item.id} />
              <Button type="submit" size="xs" variant="light" loading={busy} data-testid="notification-mark-read" aria-describedby={headingId}>
                {t('notifications.mark_read')}
              </Button>
            </Form>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
