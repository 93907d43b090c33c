import { Progress } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/**
 * Funding progress as a bar (people would rather look than read), with the numbers beside it.
 * `funded` and `target` come formatted (formatMoney): the cards get them from the server (toCardProject).
 */
export function FundingProgress({
  funded,
  target,
  fundedPercent,
  size = 'md',
}: {
  funded: string;
  target: string;
  fundedPercent: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
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
        <span>{t('project.funding.of', { funded, target })}</span>
      </div>
    </div>
  );
}
