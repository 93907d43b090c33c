import { Badge, Group } from '@mantine/core';
import type { Locale, MarketRecord } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { formatSignedPercent, pausedStatus, premiumKind } from './format';

const STATUS_COLORS: Record<string, string> = { ACTIVE: 'cyan.9', DELAYED: 'orange.9', DEFAULTED: 'red.9', RECOVERY: 'red.9' };
const KNOWN_STATUSES = ['ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY'] as const;

/** The loan's state; a delayed loan wears a warning badge, a paused listing says so too. */
export function LoanStatusBadge({ record }: { record: Pick<MarketRecord, 'projectStatus' | 'pausedReason'> }) {
  const { t } = useTranslation();
  const known = (KNOWN_STATUSES as readonly string[]).includes(record.projectStatus) ? (record.projectStatus as (typeof KNOWN_STATUSES)[number]) : null;
  const warning = record.projectStatus !== 'ACTIVE';
  return (
    <Group gap={4} wrap="wrap">
      <Badge
        color={STATUS_COLORS[record.projectStatus] ?? 'gray.8'}
        variant="filled"
        radius="sm"
        leftSection={warning ? <span aria-hidden="true">⚠</span> : undefined}
        data-testid="market-loan-status"
        data-status={record.projectStatus}
      >
        {known ? t(`market.status.${known}`) : record.projectStatus}
      </Badge>
      {record.pausedReason !== null && (
        <Badge color="gray.8" variant="outline" radius="sm" data-testid="market-paused">
          {t('market.status.paused')}
        </Badge>
      )}
    </Group>
  );
}

/** "Discount 5.00%", "Premium 2.25%" or "At par". */
export function PremiumText({ premiumPercent, locale }: { premiumPercent: string; locale: Locale }) {
  const { t } = useTranslation();
  const { kind, magnitude } = premiumKind(premiumPercent);
  if (kind === 'par') return <>{t('market.premium.par')}</>;
  const percent = formatSignedPercent(magnitude, locale);
  return <>{kind === 'discount' ? t('market.premium.discount', { percent }) : t('market.premium.premium', { percent })}</>;
}

/** The reason a listing is paused: a loan state is translated, an operator's own words are shown as they are. */
export function usePausedReason(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => {
    const status = pausedStatus(reason);
    return status ? t(`market.paused.${status}`) : reason;
  };
}
