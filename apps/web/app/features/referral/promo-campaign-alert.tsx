import { Alert, Text } from '@mantine/core';
import { formatMoney, fromWire, LOCALE_ISO, type PromoCampaignResponse } from '@platform/contract';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints/referrals';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEndpoint } from '../../lib/http.client';
import { useRouteInfo } from '../app-shell/route-info';

type Campaign = NonNullable<PromoCampaignResponse['campaign']>;

/** Local storage key of a dismissed campaign: one per code, so a new campaign shows again. */
export const promoCampaignDismissKey = (code: string) => `promo-campaign-dismissed:${code}`;

function isDismissed(code: string): boolean {
  try {
    return window.localStorage.getItem(promoCampaignDismissKey(code)) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(code: string): void {
  try {
    window.localStorage.setItem(promoCampaignDismissKey(code), new Date().toISOString());
  } catch {
    // Storage blocked: hidden for this page view only.
  }
}

/**
 * The spec's promo code bonus alert (section 4, decision 0044): while an operator's advertised
 * promo code runs, an info alert names its bonus and code, for guests too. Fetched after
 * hydration like the scheduled notices (no hydration mismatch, storage read in effects only);
 * dismissing it is remembered per code. A failed call shows nothing.
 */
export function PromoCampaignAlert({ viewerId }: { viewerId: number | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const [campaign, setCampaign] = useState<Campaign | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchEndpoint(REFERRAL_ENDPOINTS.promoCampaign, locale, {}, { signal: controller.signal })
      .then(({ ok }) => setCampaign(ok?.campaign && !isDismissed(ok.campaign.code) ? ok.campaign : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale, viewerId]);

  if (!campaign) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      radius={0}
      withCloseButton
      closeButtonLabel={t('ui.close')}
      onClose={() => {
        rememberDismissed(campaign.code);
        setCampaign(null);
      }}
      data-testid="promo-campaign-alert"
      data-code={campaign.code}
    >
      <Text size="sm">{t('promo.alert', { amount: formatMoney(fromWire(campaign.bonus), LOCALE_ISO[locale]), code: campaign.code })}</Text>
    </Alert>
  );
}
