import { Paper, Stack } from '../../components/ui/boxes';
import { Text, Title } from '../../components/ui/typography';
import type { ProjectUpdates } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { dateOf, PageSection, type Part } from './section';

/** Project updates or debtor updates, newest first. */
export function UpdatesSection({ id, title, part, iso }: { id: string; title: string; part: Part<ProjectUpdates>; iso: string }) {
  const { t } = useTranslation();
  return (
    <PageSection id={id} title={title} part={part}>
      {({ updates }) =>
        updates.length === 0 ? (
          <Text c="dimmed">{t('projectPage.updates.empty')}</Text>
        ) : (
          <Stack gap="sm">
            {updates.map((u) => (
              <Paper key={u.id} withBorder p="md" radius="md" component="article">
                <Title order={3} size="h5">
                  {u.title}
                </Title>
                <Text size="xs" c="dimmed" component="time" dateTime={u.createdAt}>
                  {dateOf(u.createdAt, iso)}
                </Text>
                {u.body.split('\n\n').map((p, i) => (
                  <Text key={i} mt={6} size="sm">
                    {p}
                  </Text>
                ))}
              </Paper>
            ))}
          </Stack>
        )
      }
    </PageSection>
  );
}
