import { Stack } from '../../components/ui/boxes';
import { Anchor, Text } from '../../components/ui/typography';
import type { ProjectDocuments } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { PageSection, type Part } from './section';

/** Documents with the key investment information sheet first (made on demand for the current data). */
export function DocumentsSection({ part }: { part: Part<ProjectDocuments> }) {
  const { t } = useTranslation();
  return (
    <PageSection id="documents" title={t('projectPage.documents.title')} part={part}>
      {(data) => {
        const others = data.documents.filter((d) => d.kind !== 'kiis');
        const sheet = data.documents.find((d) => d.kind === 'kiis');
        return (
          <>
            <div>
              <Anchor href={data.kiisUrl} target="_blank" rel="noopener" fw={600} data-testid="kiis-link">
                {t('projectPage.documents.kiis')}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('projectPage.documents.kiis_hint')}
                {sheet ? ` (${t('projectPage.documents.version', { version: sheet.version })})` : ''}
              </Text>
            </div>
            {others.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('projectPage.documents.empty')}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} pl="md" data-testid="documents-list">
                {others.map((d) => (
                  <li key={d.id}>
                    <Anchor href={d.url} target="_blank" rel="noopener">
                      {d.title}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('projectPage.documents.meta', { kind: t(`projectPage.documents.kind.${d.kind}`), size: Math.max(1, Math.round(d.sizeBytes / 1024)) })}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </>
        );
      }}
    </PageSection>
  );
}
