import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatDate, TERMS_API, TERMS_DOCUMENT_PATH, TERMS_EFFECTIVE_DATE, TERMS_VERSION, type UserData } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { sessionFetch } from '../../lib/http.client';
import { loadingOverlay } from '../app-shell/loading-overlay-store';
import { modalFlags, useModalFlags } from '../app-shell/modal-flags';
import { useRouteInfo } from '../app-shell/route-info';

type TermsViewer = Pick<UserData, 'readonly' | 'impersonatedBy' | 'connectPay'>;

/** Only the account holder can accept: a read-only session or an operator acting as the user cannot. */
export function canAcceptTerms(viewer: Pick<UserData, 'readonly' | 'impersonatedBy'>): boolean {
  return !viewer.readonly && !viewer.impersonatedBy;
}

/**
 * Decision 0047: the verify modal is forced (opens by itself and cannot be closed) when the user data
 * says the terms in force are still to accept and this session can accept them. A session that cannot
 * accept is not locked out of the pages it may look at: nothing is forced on it.
 */
export function shouldForceTerms(viewer: TermsViewer): boolean {
  return viewer.connectPay.forceAcceptTermsAndConditionsPopup && canAcceptTerms(viewer);
}

/**
 * Spec section 4: the connect-pay verify modal, "closable or not". Forced: no close button, Escape and
 * a click outside do nothing, only "I accept" ends it. Opened to review (the account modal's "Terms and
 * conditions"): closable, with "I accept" only when there is something to accept.
 */
export function ConnectPayVerifyModal({ viewer }: { viewer: TermsViewer }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const revalidator = useRevalidator();
  const flags = useModalFlags().connectPayVerify;
  // Set once the server recorded the acceptance: the modal goes at once, before the user data reloads.
  const [accepted, setAccepted] = useState(false);
  const [posting, setPosting] = useState(false);
  const [failed, setFailed] = useState(false);
  const forced = shouldForceTerms(viewer) && !accepted;
  const opened = forced || flags.opened;
  const closable = !forced && flags.closable;
  const toAccept = viewer.connectPay.forceAcceptTermsAndConditionsPopup && !accepted;
  const close = () => {
    if (closable) modalFlags.closeConnectPayVerify();
  };
  const accept = async () => {
    setPosting(true);
    setFailed(false);
    // The overlay stays up, whatever route transitions do meanwhile, until the user data is reloaded.
    loadingOverlay.lock(true);
    try {
      const response = await sessionFetch(TERMS_API.accept, locale, { method: 'POST' });
      if (!response.ok) throw new Error(String(response.status));
      setAccepted(true);
      modalFlags.closeConnectPayVerify();
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setPosting(false);
      loadingOverlay.unlock();
      loadingOverlay.hide();
    }
  };
  const date = formatDate(TERMS_EFFECTIVE_DATE, locale);
  return (
    <LazyModal
      opened={opened}
      onClose={close}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      title={t('shell.terms.title')}
      centered
      data-testid="connect-pay-verify-modal"
      data-closable={closable ? 'true' : 'false'}
    >
      <Stack gap="md">
        <Text>{toAccept ? t('shell.terms.updated', { version: TERMS_VERSION, date }) : t('shell.terms.current', { version: TERMS_VERSION, date })}</Text>
        <Anchor href={TERMS_DOCUMENT_PATH} target="_blank" rel="noopener" data-testid="terms-document-link">
          {t('shell.terms.document')}
        </Anchor>
        {failed && (
          <Alert color="red" role="alert" data-testid="terms-accept-failed">
            {t('shell.terms.failed')}
          </Alert>
        )}
        {toAccept && !canAcceptTerms(viewer) && (
          <Text size="sm" c="dimmed" data-testid="terms-not-in-this-session">
            {t('shell.terms.not_in_this_session')}
          </Text>
        )}
        <Group justify="flex-end" wrap="wrap">
          {closable && (
            <Button variant="default" onClick={close} data-testid="terms-close">
              {t('ui.close')}
            </Button>
          )}
          {toAccept && (
            <Button onClick={() => void accept()} loading={posting} disabled={!canAcceptTerms(viewer)} data-testid="terms-accept">
              {t('shell.terms.accept')}
            </Button>
          )}
        </Group>
      </Stack>
    </LazyModal>
  );
}
