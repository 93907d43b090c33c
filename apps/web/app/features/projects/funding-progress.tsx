import { useTranslation } from '../../lib/i18n';

/**
 * Funding progress as a bar (people would rather look than read), with the numbers beside it.
 * `funded` and `target` come formatted (formatMoney): the cards get them from the server (toCardProject).
 * The bar is a plain element with our CSS (`.funding-bar`, Mantine's Progress look): every public page
 * shows it, and Mantine's Progress was code in each page's first load (decision 0057).
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
      <div className="funding-bar" data-size={size} data-testid="funding-progress" data-value={fundedPercent}>
        <div
          className="funding-bar__fill"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={fundedPercent}
          aria-valuetext={`${fundedPercent}%`}
          data-complete={fundedPercent >= 100 || undefined}
          style={{ width: `${Math.min(100, Math.max(0, fundedPercent))}%` }}
        />
      </div>
      <div className="funding-progress__numbers">
        <strong>{fundedPercent}%</strong>
        <span>{t('project.funding.of', { funded, target })}</span>
      </div>
    </div>
  );
}
