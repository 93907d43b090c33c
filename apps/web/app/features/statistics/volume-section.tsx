import { Group, SimpleGrid, Table, Text } from '@mantine/core';
import { fromWire, type Locale, type StatisticsResponse } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { ChartFigure, SharesDonut, VolumeCountChart } from './chart-figure';
import { colorVar, PROJECTS_COLOR, SLICE_COLORS, VOLUME_COLOR } from './colors';
import { formatCount, formatCountry, formatMonth, formatRate, sharesOf } from './format';
import classes from './statistics.module.css';

const MONTH_CHART_HEIGHT = 300;
const DONUT_SIZE = 180;

/** Funded volume (bars) and number of projects (line) per month, with the figures as a table. */
export function VolumeByMonth({ rows, locale }: { rows: StatisticsResponse['byMonth']; locale: Locale }) {
  const { t } = useTranslation();
  const volumeLabel = t('statistics.column.funded_volume');
  const projectsLabel = t('statistics.column.projects');
  const title = t('statistics.by_month.title');
  const description = t('statistics.by_month.description');
  const data = rows.map((row) => ({ month: formatMonth(row.month, locale), volume: fromWire(row.fundedVolume), projects: row.projects }));
  return (
    <ChartFigure
      id="statistics-by-month"
      title={title}
      description={description}
      height={MONTH_CHART_HEIGHT}
      testId="statistics-by-month"
      chart={
        <VolumeCountChart
          data={data}
          labelKey="month"
          series={[
            { key: 'volume', label: volumeLabel, color: VOLUME_COLOR, kind: 'money' },
            { key: 'projects', label: projectsLabel, color: PROJECTS_COLOR, kind: 'count' },
          ]}
          locale={locale}
          title={title}
          description={description}
          height={MONTH_CHART_HEIGHT}
        />
      }
      table={
        <Table striped className={classes.figures} data-testid="statistics-by-month-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statistics.column.month')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {volumeLabel}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {projectsLabel}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={400}>
                  {formatMonth(row.month, locale)}
                </Table.Th>
                <Table.Td ta="right">
                  <MoneyText wire={row.fundedVolume} locale={locale} />
                </Table.Td>
                <Table.Td ta="right">{formatCount(row.projects, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

interface Slice {
  key: string;
  name: string;
  fundedVolume: string;
  projects: number;
}

/** One breakdown of the funded volume (loan type, country) as a donut, a legend with the figures and a table. */
function SliceFigure({ id, title, nameColumn, slices, locale }: { id: string; title: string; nameColumn: string; slices: Slice[]; locale: Locale }) {
  const { t } = useTranslation();
  const shares = sharesOf(slices.map((slice) => fromWire(slice.fundedVolume)));
  const colored = slices.map((slice, index) => ({ ...slice, share: shares[index] ?? '0.00', color: SLICE_COLORS[index % SLICE_COLORS.length] }));
  return (
    <ChartFigure
      id={id}
      title={title}
      height={DONUT_SIZE}
      testId={id}
      chart={
        <SharesDonut
          slices={colored.map((slice) => ({ name: slice.name, value: fromWire(slice.fundedVolume), color: slice.color }))}
          locale={locale}
          title={title}
          size={DONUT_SIZE}
        />
      }
      table={
        <Table striped className={classes.figures} data-testid={`${id}-table`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nameColumn}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('statistics.column.funded_volume')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('statistics.column.projects')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('statistics.column.share')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {colored.map((slice) => (
              <Table.Tr key={slice.key}>
                <Table.Th scope="row" fw={400}>
                  {slice.name}
                </Table.Th>
                <Table.Td ta="right">
                  <MoneyText wire={slice.fundedVolume} locale={locale} />
                </Table.Td>
                <Table.Td ta="right">{formatCount(slice.projects, locale)}</Table.Td>
                <Table.Td ta="right">{formatRate(slice.share, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    >
      <ul className={classes.legend} data-testid={`${id}-legend`}>
        {colored.map((slice) => (
          <li key={slice.key}>
            <Group gap={8} wrap="nowrap" justify="space-between" mt={6}>
              <Group gap={8} wrap="nowrap">
                <span className={classes.swatch} style={{ background: colorVar(slice.color) }} />
                <Text size="sm">{slice.name}</Text>
              </Group>
              <Text size="sm" ta="right" className={classes.figures}>
                <MoneyText wire={slice.fundedVolume} locale={locale} /> · {formatRate(slice.share, locale)}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}

/** The funded volume by loan type and by country, side by side from tablets up. */
export function VolumeBreakdowns({ statistics, locale }: { statistics: StatisticsResponse; locale: Locale }) {
  const { t } = useTranslation();
  const loanTypes = statistics.byLoanType.map((row) => ({ ...row, key: row.loanType, name: t(`statistics.loan_type.${row.loanType}`) }));
  const countries = statistics.byCountry.map((row) => ({ ...row, key: row.country, name: formatCountry(row.country, locale) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SliceFigure
        id="statistics-by-loan-type"
        title={t('statistics.by_loan_type.title')}
        nameColumn={t('statistics.column.loan_type')}
        slices={loanTypes}
        locale={locale}
      />
      <SliceFigure
        id="statistics-by-country"
        title={t('statistics.by_country.title')}
        nameColumn={t('statistics.column.country')}
        slices={countries}
        locale={locale}
      />
    </SimpleGrid>
  );
}
