import { Alert } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
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
      color="red"
      variant="light"
      radius={0}
      // Pale red, apart from the yellow invite strip above it; a black title keeps AA contrast and a
      // strong left edge marks it as a restriction.
      styles={{ root: { borderInlineStart: '4px solid var(--mantine-color-red-9)' }, title: { color: 'var(--mantine-color-black)' } }}
      title={t('session.readonly.title')}
      data-testid="readonly-banner"
    >
      {t('session.readonly.text')}
    </Alert>
  );
}
