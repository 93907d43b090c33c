import { Progress } from '@mantine/core';
import { formatMoney, fromWire, LOCALE_ISO, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';

/** Funding progress as a bar (people would rather look than read), with the numbers beside it. */
export function FundingProgress({
  fundedAmount,
  targetAmount,
  fundedPercent,
  locale,
  size = 'md',
}: {
  fundedAmount: string;
  targetAmount: string;
  fundedPercent: number;
  locale: Locale;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const iso = LOCALE_ISO[locale];
  const label = t('project.funding.progress_label', { percent: fundedPercent });
  return (
    <div className="funding-progress">
      <Progress
        value={fundedPercent}
        size={size}
        radius="xl"
        color={fundedPercent >= 100 ? 'teal.8' : 'teal.7'}
        aria-label={label}
        data-testid="funding-progress"
        data-value={fundedPercent}
      />
      <div className="funding-progress__numbers">
        <strong>{fundedPercent}%</strong>
        <span>{t('project.funding.of', { funded: formatMoney(fromWire(fundedAmount), iso), target: formatMoney(fromWire(targetAmount), iso) })}</span>
      </div>
    </div>
  );
}
