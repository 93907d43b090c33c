import { Alert, Group, Text } from '@mantine/core';
import { Spinner } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';

/** What the lifecycle panels show while the loan loads, or when it could not be loaded. */
export function LoanLoadState({ kind }: { kind: 'loading' | 'error' }) {
  const { t } = useTranslation();
  if (kind === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Spinner size="sm" />
        <Text size="sm">{t('lifecycle.loading')}</Text>
      </Group>
    );
  }
  return (
    <Alert color="red" role="alert">
      {t('lifecycle.load_failed')}
    </Alert>
  );
}
