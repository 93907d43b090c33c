import { Alert, Group, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, useNavigation } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { IMPERSONATION_RETURN_ROUTE, type SessionViewer } from './types';

/**
 * Spec sections 4 and 6: while an operator is logged in as another user (previousToken cookie), every
 * page says so and offers the way back. The button posts a plain form, so it works before hydration.
 */
export function ImpersonationBanner({ viewer }: { viewer: SessionViewer | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const navigation = useNavigation();
  if (!viewer?.impersonatedBy) return null;
  const action = buildPath(IMPERSONATION_RETURN_ROUTE, locale);
  const returning = navigation.state !== 'idle' && navigation.formAction === action;
  return (
    <Alert
      role="region"
      // Filled indigo 9 under white text: 6.6:1 contrast, and no error red.
      color="indigo.9"
      variant="filled"
      radius={0}
      title={t('session.impersonation.title')}
      data-testid="impersonation-banner"
    >
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text size="sm" data-testid="impersonation-text">
            {t('session.impersonation.text', { email: viewer.email, operatorEmail: viewer.impersonatedBy.email })}
          </Text>
          {viewer.readonly && <Text size="sm">{t('session.impersonation.readonly')}</Text>}
        </div>
        <Form method="post" action={action}>
          <Button type="submit" variant="white" color="indigo.9" size="sm" loading={returning}>
            {t('session.impersonation.return')}
          </Button>
        </Form>
      </Group>
    </Alert>
  );
}
