import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import type { IdentifyStatusResponse } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { FailureAlert } from '../auth/auth-ui';
import type { Failure } from '../auth/failures';
import { usePosting } from '../auth/use-posting';

export type IdentifyStatus = IdentifyStatusResponse['identify_status'];

const COLORS: Record<IdentifyStatus, string> = { none: 'gray', pending: 'blue', approved: 'green', declined: 'red', review: 'yellow' };

/** Who can start (another) check: nothing is running, or the last attempt was left unfinished or declined. */
export const canStartCheck = (status: IdentifyStatus): boolean => status === 'none' || status === 'pending' || status === 'declined';

/**
 * The identity verification step: where the person stands, why a check was declined, the button
 * that starts a check at the provider and, once approved, the way on to the documents.
 */
export function IdentifyPanel({
  status,
  reason,
  documentsHref,
  failure,
}: {
  status: IdentifyStatus;
  reason: string | null;
  documentsHref: string;
  failure?: Failure | null;
}) {
  const { t } = useTranslation();
  const posting = usePosting();
  return (
    <Stack gap="lg">
      <Text>{t('kyc.intro')}</Text>
      <Alert
        color={COLORS[status]}
        variant="light"
        role="status"
        data-testid="identify-status"
        data-status={status}
        title={
          <>
            <Text span fw={400} size="sm" c="dimmed">
              {t('kyc.status.label')}:{' '}
            </Text>
            {t(`kyc.status.${status}`)}
          </>
        }
      >
        <Stack gap="xs">
          <Text size="sm">{t(`kyc.status.${status}.text`)}</Text>
          {status === 'declined' && reason && (
            <Text size="sm" fw={600} data-testid="identify-reason">
              {t('kyc.status.declined.reason', { reason })}
            </Text>
          )}
        </Stack>
      </Alert>
      <FailureAlert failure={failure} overrides={{ INTERNAL: 'kyc.error.start_failed', BAD_GATEWAY: 'kyc.error.start_failed' }} />
      {canStartCheck(status) && (
        <Paper withBorder p="md" radius="md">
          <Form method="post">
            <Group>
              <Button type="submit" name="intent" value="identify" loading={posting} data-testid="identify-start">
                {t(status === 'none' ? 'kyc.action.verify' : 'kyc.action.verify_again')}
              </Button>
            </Group>
          </Form>
        </Paper>
      )}
      {status === 'approved' && (
        <Group>
          <Button component={Link} to={documentsHref} data-testid="identify-documents">
            {t('kyc.action.documents')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
