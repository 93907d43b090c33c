import { Card, Text, Title, type TitleOrder } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, type ReactNode } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';
import { useTranslation } from '../../lib/i18n';
import classes from './statistics.module.css';

const loadCharts = () => import('./charts');
export const VolumeCountChart = lazy(() => loadCharts().then((m) => ({ default: m.VolumeCountChart })));
export const GroupedMoneyChart = lazy(() => loadCharts().then((m) => ({ default: m.GroupedMoneyChart })));
export const SharesDonut = lazy(() => loadCharts().then((m) => ({ default: m.SharesDonut })));

interface ChartFigureProps {
  /** Prefix of the element ids (heading, description). */
  id: string;
  title: string;
  titleOrder?: TitleOrder;
  description?: string;
  /** Height of the chart area in px: the placeholder takes it, so nothing moves when the chart arrives. */
  height: number;
  /** A chart from above (lazy): drawn only in the browser, after hydration. */
  chart: ReactNode;
  /** The chart's figures as a table, behind a disclosure (works without JavaScript). */
  table: ReactNode;
  /** Shown between the chart and the table (a legend with the figures, totals). */
  children?: ReactNode;
  testId?: string;
}

/**
 * A chart with its name and its figures. Recharts measures the DOM, so the server and the first
 * (hydrating) render draw a placeholder of the chart's height and the chart follows after mount.
 */
export function ChartFigure({ id, title, titleOrder = 2, description, height, chart, table, children, testId }: ChartFigureProps) {
  const { t } = useTranslation();
  const isMounted = useMounted();
  const placeholder = (
    <div className={classes.placeholder} style={{ height }} aria-hidden="true" data-testid="chart-placeholder">
      {t('statistics.loading')}
    </div>
  );
  return (
    <Card withBorder radius="md" padding="md" component="figure" className={classes.figure} aria-labelledby={`${id}-title`} data-testid={testId}>
      <Title order={titleOrder} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <div className={classes.chart} style={{ minHeight: height }} data-testid="chart-area">
        {isMounted ? <LazyPart fallback={placeholder}>{chart}</LazyPart> : placeholder}
      </div>
      {children}
      <details className={classes.details}>
        <summary>{t('statistics.show_table')}</summary>
        {table}
      </details>
    </Card>
  );
}
