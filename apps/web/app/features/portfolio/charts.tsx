// The charts' stylesheets come with this module, so only the pages that draw charts load them
// (the chart legend's swatch is a core component the app-wide sheet leaves out).
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, type BarChartSeries } from '@mantine/charts';
import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { formatMoney, LOCALE_ISO, percentOf, sumCents, toCents, type Cents, type Locale } from '@platform/contract';
import type { ReactNode } from 'react';
import { MoneyText } from '../../components/ui/money';

/** Colours of chart parts: shade 8 and 9 of the theme's darkened palettes, 3:1 or better against white. */
export const CHART_COLORS = ['teal.9', 'blue.8', 'grape.8', 'orange.9', 'indigo.8', 'cyan.9', 'pink.8', 'lime.9', 'red.8', 'gray.7'] as const;

/** A chart's value axis and tooltip in money: the data are whole cents. */
export function moneyFormatter(locale: Locale): (value: number) => string {
  return (value) => formatMoney(toCents(Math.round(value)), LOCALE_ISO[locale]);
}

/**
 * Where a chart goes. recharts measures the DOM, so the server and the first browser render show a
 * box of the chart's size (no hydration mismatch, no layout shift) and the chart comes after mount.
 * The box is an image named by `label`; the figures are next to it (a legend or a hidden table),
 * and recharts' keyboard layer is off, so nothing focusable hides inside the image.
 */
export function ChartFrame({ label, height, children, testId }: { label: string; height: number; children: ReactNode; testId: string }) {
  const mounted = useMounted();
  return (
    <Box role="img" aria-label={label} h={height} w="100%" data-testid={testId} data-chart-ready={mounted ? 'true' : 'false'} style={{ minWidth: 0 }}>
      {mounted ? children : null}
    </Box>
  );
}

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * The chart's figures as a table: hidden for a chart that is read from its picture (screen readers
 * still read it; the chart itself is an image to them), or shown beside a short one.
 */
export function FiguresTable({ table, testId, visible = false }: { table: ChartTable; testId?: string; visible?: boolean }) {
  const content = (
    <Table data-testid={testId} verticalSpacing={4} fz="sm">
      <Table.Caption>{table.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column, index) => (
            <Table.Th key={column} scope="col" ta={index === 0 ? undefined : 'right'}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <Table.Th key={index} scope="row" fw={400}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={index} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return visible ? content : <VisuallyHidden>{content}</VisuallyHidden>;
}

export interface BarsProps {
  label: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: BarChartSeries[];
  /** Money bars (values in cents) or counts. */
  unit: 'money' | 'count';
  locale: Locale;
  /** Horizontal bars with the categories down the side: long labels fit a phone. */
  vertical?: boolean;
  height?: number;
  testId: string;
  table: ChartTable;
  /** Show the figures' table under the chart rather than only to screen readers. */
  tableVisible?: boolean;
}

/** A bar chart (Mantine charts over recharts) with its figures in a table. */
export function Bars({ label, data, dataKey, series, unit, locale, vertical = false, height = 280, testId, table, tableVisible = false }: BarsProps) {
  const format = unit === 'money' ? moneyFormatter(locale) : (value: number) => String(value);
  const valueAxis = { allowDecimals: unit === 'money', tickFormatter: format };
  return (
    <Stack gap={0}>
      <ChartFrame label={label} height={height} testId={testId}>
        <BarChart
          h={height}
          data={data}
          dataKey={dataKey}
          series={series}
          orientation={vertical ? 'vertical' : 'horizontal'}
          valueFormatter={format}
          withLegend={series.length > 1}
          legendProps={{ verticalAlign: 'bottom' }}
          accessibilityLayer={false}
          tooltipAnimationDuration={0}
          gridAxis={vertical ? 'x' : 'y'}
          textColor="gray.8"
          xAxisProps={vertical ? valueAxis : { interval: 'preserveStartEnd' }}
          yAxisProps={vertical ? { width: 128 } : { ...valueAxis, width: unit === 'money' ? 96 : 40 }}
          maxBarWidth={36}
        />
      </ChartFrame>
      <FiguresTable table={table} testId={`${testId}-table`} visible={tableVisible} />
    </Stack>
  );
}

export interface Slice {
  key: string;
  label: string;
  cents: Cents;
  /** What the legend adds under the amount (a count, say). */
  detail?: string;
}

/**
 * A donut of amounts with its legend as the figures: each slice's name, amount and share. Slices
 * of zero are listed but not drawn; an empty donut says `emptyText` instead.
 */
export function Donut({ label, slices, locale, emptyText, testId }: { label: string; slices: Slice[]; locale: Locale; emptyText: string; testId: string }) {
  const total = sumCents(slices.map((slice) => slice.cents));
  if (total <= 0) {
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  const colored = slices.map((slice, index) => ({ ...slice, color: CHART_COLORS[index % CHART_COLORS.length]! }));
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <ChartFrame label={label} height={180} testId={testId}>
        <DonutChart
          size={170}
          thickness={26}
          data={colored.filter((slice) => slice.cents > 0).map((slice) => ({ name: slice.label, value: slice.cents, color: slice.color }))}
          valueFormatter={moneyFormatter(locale)}
          tooltipDataSource="segment"
          accessibilityLayer={false}
          mx="auto"
        />
      </ChartFrame>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none', flex: '1 1 12rem', minWidth: 0 }} data-testid={`${testId}-legend`}>
        {colored.map((slice) => (
          <Group component="li" key={slice.key} gap="xs" wrap="nowrap" align="flex-start" data-testid="chart-legend-item" data-key={slice.key}>
            <Box w={14} h={14} mt={4} bg={slice.color} style={{ flex: 'none', borderRadius: 3 }} aria-hidden="true" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {slice.label}
              </Text>
              <Text size="sm">
                <MoneyText cents={slice.cents} locale={locale} /> · {percentOf(slice.cents, total)}%
              </Text>
              {slice.detail && (
                <Text size="xs" c="dimmed">
                  {slice.detail}
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
