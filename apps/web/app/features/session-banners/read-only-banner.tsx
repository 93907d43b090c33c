import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionViewer } from './types';

/**
 * Spec sections 4 and 6: a read-only account sees a banner saying what it can and cannot do. In a
 * session as another user the impersonation banner says it instead (the operator is not the owner).
 */
export function ReadOnlyBanner({ viewer }: { viewer: SessionViewer | null }) {
  const { t } = useTranslation();
  if (!viewer?.readonly || viewer.impersonatedBy) return null;
  return (
    <Alert
      role="region"
      color="yellow"
      variant="light"
      radius={0}
      // The light variant colours the title yellow on pale yellow (2.6:1); black keeps AA contrast.
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
      title={t('session.readonly.title')}
      className="session-banner"
      data-testid="readonly-banner"
    >
      {t('session.readonly.text')}
    </Alert>
  );
}
