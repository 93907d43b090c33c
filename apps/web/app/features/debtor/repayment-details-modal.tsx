import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { buildPath, DEBTOR_REPAYMENT_POPUP_DISMISSED_KEY, type DebtorProject, type UserData } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { fetchEndpoint } from '../../lib/http.client';
import { useRouteInfo } from '../app-shell/route-info';
import { RepaymentDetails } from './repayment-details';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; projects: DebtorProject[] };

/**
 * Spec section 3 (connectPay.displayRepaymentAccountDetailsPopup): a borrower with a running loan
 * is shown where to send repayments — the platform's repayment IBAN and each running loan's
 * reference. Closing it is remembered in local storage (decision 0019).
 */
export function RepaymentDetailsModal({ viewer }: { viewer: UserData }) {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  // null until the stored choice is read in the browser: nothing shows on the server or before hydration.
  const [dismissed, setStored] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let stored = false;
    try {
      stored = window.localStorage.getItem(`${DEBTOR_REPAYMENT_POPUP_DISMISSED_KEY}:${viewer.id}`) === 'true';
    } catch {
      // Storage blocked: the pop-up shows, and closing it lasts for this page view.
    }
    setStored(stored);
  }, [viewer.id]);
  // Not over the debtor page itself (it shows the same details) nor over the questionnaire (an
  // onboarding step the person is busy with).
  const wanted =
    viewer.isDebtor &&
    viewer.connectPay.displayRepaymentAccountDetailsPopup &&
    !viewer.impersonatedBy &&
    name !== 'account-debtor-projects' &&
    name !== 'questionnaire';
  const opened = wanted && dismissed === false;

  useEffect(() => {
    if (!opened || loaded.kind === 'ready') return;
    let cancelled = false;
    // The endpoint comes with its schemas (zod): imported when the pop-up opens, so the layout's
    // first load stays without them.
    void import('@platform/contract/endpoints/debtor')
      .then(({ DEBTOR_ENDPOINTS }) => fetchEndpoint(DEBTOR_ENDPOINTS.projects, locale, {}, { session: true }))
      .then(({ ok }) => {
        if (cancelled) return;
        setLoaded(ok ? { kind: 'ready', projects: ok.projects.filter((p) => p.acceptsRepayment) } : { kind: 'failed' });
      })
      .catch(() => !cancelled && setLoaded({ kind: 'failed' }));
    return () => {
      cancelled = true;
    };
    // Loads once when the pop-up opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const close = () => {
    setStored(true);
    try {
      window.localStorage.setItem(`${DEBTOR_REPAYMENT_POPUP_DISMISSED_KEY}:${viewer.id}`, 'true');
    } catch {
      // See above.
    }
  };

  const first = loaded.kind === 'ready' ? loaded.projects[0] : undefined;
  return (
    <LazyModal opened={opened} onClose={close} title={t('debtor.popup.title')} centered size="lg" data-testid="repayment-details-modal">
      <Stack gap="md">
        <Text>{t('debtor.popup.text')}</Text>
        {loaded.kind === 'loading' && (
          <Group gap="xs" role="status">
            <Spinner size="sm" />
            <Text size="sm">{t('debtor.popup.loading')}</Text>
          </Group>
        )}
        {loaded.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {t('debtor.popup.failed')}
          </Alert>
        )}
        {first && <RepaymentDetails details={first.repayment} withReference={false} />}
        {loaded.kind === 'ready' &&
          loaded.projects.map((p) => (
            <Stack key={p.id} gap={2}>
              <Title order={3} size="h5">
                {t('debtor.popup.project', { number: p.number, title: p.title })}
              </Title>
              <Text ff="monospace" fw={600} data-testid="popup-reference">
                {t('debtor.popup.reference', { reference: p.repayment.reference })}
              </Text>
            </Stack>
          ))}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={close} data-testid="repayment-details-close">
            {t('debtor.popup.close')}
          </Button>
          <Button component={Link} to={buildPath('account-debtor-projects', locale)} onClick={close} data-testid="repayment-details-open">
            {t('debtor.popup.open')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
