import { Alert } from '../../components/ui/alert';
import { Text } from '../../components/ui/typography';
// Zod-free modules only: the alert is on every page's first load (bench/first-load-js.mjs).
import { LOCALE_ISO } from '@platform/contract/locales';
import { formatMoney, fromWire } from '@platform/contract/money';
import { PROMO_CAMPAIGN_API, type PromoCampaign, promoCampaignOf } from '@platform/contract/referral-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { clientFetch } from '../../lib/http.client';
import { useRouteInfo } from '../app-shell/route-info';

type Campaign = PromoCampaign;

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
    clientFetch(PROMO_CAMPAIGN_API, locale, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const running = promoCampaignOf(await response.json());
        setCampaign(running && !isDismissed(running.code) ? running : null);
      })
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
