import { Group, Modal, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import type { FetcherWithComponents } from 'react-router';
import { ACTION_LABEL, type AdminUser } from './users-table';
import type { AdminActionResult, UserAction } from './user-actions';

const TEXT_KEY: Record<UserAction, { title: string; text: string; color: string }> = {
  'set-readonly': { title: 'admin.users.confirm.set_readonly.title', text: 'admin.users.confirm.set_readonly.text', color: 'red.9' },
  'clear-readonly': { title: 'admin.users.confirm.clear_readonly.title', text: 'admin.users.confirm.clear_readonly.text', color: 'teal.9' },
  reidentify: { title: 'admin.users.confirm.reidentify.title', text: 'admin.users.confirm.reidentify.text', color: 'orange.9' },
  impersonate: { title: 'admin.users.confirm.impersonate.title', text: 'admin.users.confirm.impersonate.text', color: 'indigo.9' },
};

interface ConfirmUserActionProps {
  /** The row action waiting for confirmation; kept while the modal closes so its text does not vanish. */
  target: { action: UserAction; user: AdminUser } | null;
  opened: boolean;
  onClose(): void;
  /** The list's own address (with search and page), so the list revalidates in place. */
  formAction: string;
  fetcher: FetcherWithComponents<AdminActionResult>;
}

/** The confirm step of every back office row action: what will happen, then Cancel or the action itself. */
export function ConfirmUserAction({ target, opened, onClose, formAction, fetcher }: ConfirmUserActionProps) {
  const { t } = useTranslation();
  const busy = fetcher.state !== 'idle';
  const texts = target ? TEXT_KEY[target.action] : null;
  return (
    <Modal
      opened={opened && target !== null}
      onClose={busy ? () => {} : onClose}
      title={texts ? t(texts.title) : ''}
      centered
      // Cancel, Escape and a click outside close it; no second "close" control to name.
      withCloseButton={false}
      data-testid="confirm-user-action"
    >
      {target && texts && (
        <fetcher.Form method="post" action={formAction}>
          <input type="hidden" name="intent" value={target.action} />
          <input type="hidden" name="userId" value={String(target.user.id)} />
          <Stack gap="lg">
            <Text size="sm">{t(texts.text, { email: target.user.email })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('admin.users.confirm.cancel')}
              </Button>
              <Button type="submit" color={texts.color} loading={busy} data-autofocus>
                {t(ACTION_LABEL[target.action])}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      )}
    </Modal>
  );
}
