// The statistics charts (@mantine/charts on recharts, ~100 KB gzip): a chunk of their own that
// chart-figure.tsx loads after hydration, so neither the server HTML nor the first load carries them.
import { BarChart, CompositeChart, DonutChart } from '@mantine/charts';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoney, LOCALE_ISO, type Cents, type Locale } from '@platform/contract';
import type { ReactNode } from 'react';
import { colorVar } from './colors';
import { formatAxisMoney, formatCount } from './format';
import classes from './statistics.module.css';

export interface ChartSeriesDef {
  /** Key of the value in each data row. */
  key: string;
  label: string;
  color: string;
  kind: 'money' | 'count';
}

interface TooltipItem {
  dataKey?: string | number;
  value?: number | string;
  color?: string;
}

const fullMoney = (cents: number, locale: Locale) => formatMoney(Math.round(cents) as Cents, LOCALE_ISO[locale]);

/** One tooltip for series of different units (Mantine's takes one formatter for all). */
function SeriesTooltip({ label, payload, series, locale }: { label?: ReactNode; payload?: readonly TooltipItem[]; series: ChartSeriesDef[]; locale: Locale }) {
  if (!payload || payload.length === 0) return null;
  return (
    <Paper px="sm" py="xs" shadow="md" withBorder>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {series.map((def) => {
        const item = payload.find((entry) => entry.dataKey === def.key);
        if (!item) return null;
        const value = Number(item.value ?? 0);
        return (
          <Group key={def.key} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: colorVar(def.color) }} />
            <Text size="sm">
              {def.label}: {def.kind === 'money' ? fullMoney(value, locale) : formatCount(value, locale)}
            </Text>
          </Group>
        );
      })}
    </Paper>
  );
}

interface CartesianProps {
  data: Record<string, string | number>[];
  /** Key of the x-axis label (the formatted month) in each row. */
  labelKey: string;
  series: ChartSeriesDef[];
  locale: Locale;
  /** The chart's accessible name and description (SVG title and desc). */
  title: string;
  description?: string;
  height: number;
}

/** Bars for an amount per month on the left axis and a line for a count on the right one. */
export function VolumeCountChart({ data, labelKey, series, locale, title, description, height }: CartesianProps) {
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey={labelKey}
      series={series.map((def) => ({
        name: def.key,
        label: def.label,
        color: def.color,
        type: def.kind === 'money' ? 'bar' : 'line',
        yAxisId: def.kind === 'money' ? undefined : 'right',
      }))}
      withLegend
      // Recharts sorts legend items by name; ours follow the series (the bars' amount first).
      legendProps={{ itemSorter: null }}
      withRightYAxis
      maxBarWidth={40}
      curveType="linear"
      yAxisProps={{ tickFormatter: (value: number) => formatAxisMoney(value, locale), width: 72, allowDecimals: false }}
      rightYAxisProps={{ tickFormatter: (value: number) => formatCount(value, locale), allowDecimals: false, width: 36 }}
      tooltipProps={{
        content: ({ label, payload }) => <SeriesTooltip label={label} payload={payload as readonly TooltipItem[]} series={series} locale={locale} />,
      }}
      composedChartProps={{ title, desc: description }}
    />
  );
}

/** Grouped bars of amounts per month (money in and out). */
export function GroupedMoneyChart({ data, labelKey, series, locale, title, description, height }: CartesianProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey={labelKey}
      series={series.map((def) => ({ name: def.key, label: def.label, color: def.color }))}
      withLegend
      maxBarWidth={28}
      valueFormatter={(value) => fullMoney(value, locale)}
      yAxisProps={{ tickFormatter: (value: number) => formatAxisMoney(value, locale), width: 72, allowDecimals: false }}
      barChartProps={{ title, desc: description }}
    />
  );
}

export interface DonutSlice {
  name: string;
  /** Cents. */
  value: number;
  color: string;
}

/** Shares of a whole as a donut; the list beside it carries the figures. */
export function SharesDonut({
  slices,
  locale,
  title,
  description,
  size,
}: {
  slices: DonutSlice[];
  locale: Locale;
  title: string;
  description?: string;
  size: number;
}) {
  return (
    <DonutChart
      data={slices}
      size={size}
      thickness={Math.round(size / 6)}
      mx="auto"
      tooltipDataSource="segment"
      valueFormatter={(value) => fullMoney(value, locale)}
      pieChartProps={{ title, desc: description }}
    />
  );
}
