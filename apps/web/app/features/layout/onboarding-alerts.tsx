import { Alert, Anchor, Group, Text } from '@mantine/core';
import { buildPath, type UserData } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { alertRoute, pickOnboardingAlert, showDocumentUploadAlert, type ActionAlert } from '../../lib/alerts';
import { useRouteInfo } from '../app-shell/route-info';

const ALERT_KEYS: Record<ActionAlert, string> = {
  reidentify: 'alert.reidentify',
  'verify-yourself': 'alert.verify',
  'complete-questionnaire': 'alert.questionnaire',
  'finish-onboarding': 'alert.finish_onboarding',
};

/**
 * Spec section 4: exactly one onboarding alert by priority, and the declined-documents alert. Their
 * links take the alert's own dark ink, underlined: link teal on the yellow tint is 4.48:1.
 */
export function OnboardingAlerts({ viewer }: { viewer: UserData | null }) {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  const alert = pickOnboardingAlert(viewer, name, Boolean(viewer?.impersonatedBy));
  const documents = showDocumentUploadAlert(viewer, name);
  if (!alert && !documents) return null;
  return (
    <>
      {alert === 'under-review' && (
        <Alert color="blue" variant="light" radius={0} data-testid="onboarding-alert-under-review">
          <Text size="sm">{t('alert.under_review.text')}</Text>
        </Alert>
      )}
      {alert && alert !== 'under-review' && (
        <Alert color="yellow" variant="light" radius={0} data-testid={`onboarding-alert-${alert}`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t(`${ALERT_KEYS[alert]}.text`)}</Text>
            <Anchor component={Link} to={buildPath(viewer ? alertRoute(alert, viewer) : 'identify', locale)} fw={700} size="sm" c="inherit" underline="always">
              {t(`${ALERT_KEYS[alert]}.link`)}
            </Anchor>
          </Group>
        </Alert>
      )}
      {documents && (
        <Alert color="red" variant="light" radius={0} data-testid="declined-documents-alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('alert.declined_documents.text')}</Text>
            <Anchor component={Link} to={buildPath('account-documents', locale)} fw={700} size="sm" c="inherit" underline="always">
              {t('alert.declined_documents.link')}
            </Anchor>
          </Group>
        </Alert>
      )}
    </>
  );
}
