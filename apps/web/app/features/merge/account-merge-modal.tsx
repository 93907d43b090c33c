import { Group, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, MERGE_MODAL_DISMISSED_KEY, type UserData } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { useRouteInfo } from '../app-shell/route-info';

/** Spec section 4: the account merge modal for a person with duplicate accounts, not on the merge page itself. */
export function shouldOpenMergeModal(
  viewer: Pick<UserData, 'hasDuplicateAccounts' | 'readonly'> | null,
  routeName: string | null,
  dismissed: boolean,
): boolean {
  return Boolean(viewer?.hasDuplicateAccounts) && !viewer?.readonly && routeName !== 'account-merge' && !dismissed;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(MERGE_MODAL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Dismissal is remembered in local storage (spec: dismissed modals are remembered). */
export function AccountMergeModal({ viewer }: { viewer: UserData | null }) {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  // Unknown until the browser's storage is read: nothing opens during server rendering.
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  useEffect(() => setDismissed(readDismissed()), []);
  const dismiss = () => {
    try {
      window.localStorage.setItem(MERGE_MODAL_DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): the modal stays closed for this page view.
    }
    setDismissed(true);
  };
  const opened = dismissed !== null && shouldOpenMergeModal(viewer, name, dismissed);
  return (
    <LazyModal opened={opened} onClose={dismiss} title={t('merge.modal.title')} centered data-testid="account-merge-modal">
      <Text mb="md">{t('merge.modal.text')}</Text>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={dismiss} data-testid="account-merge-modal-later">
          {t('merge.modal.later')}
        </Button>
        <Button component={Link} to={buildPath('account-merge', locale)} onClick={dismiss} data-testid="account-merge-modal-continue">
          {t('merge.modal.continue')}
        </Button>
      </Group>
    </LazyModal>
  );
}
