import { Alert, Anchor, Badge, Group, Modal, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  AUTO_OUTCOMES,
  buildPath,
  formatDateTime,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  maxCents,
  percentOf,
  subCents,
  ZERO_CENTS,
  type AllocationReport,
  type Locale,
} from '@platform/contract';
import { ADMIN_AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useRevalidator } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { Bars } from '../portfolio/charts';
import { callEndpoint } from '../../lib/http.client';
import { Figure, useErrorText, type Notice } from './admin-autoinvest-ui';

type Outcome = AllocationReport['outcomes'][number];

const byOutcomeOrder = (a: Outcome, b: Outcome) => AUTO_OUTCOMES.indexOf(a.outcome) - AUTO_OUTCOMES.indexOf(b.outcome);

/** The facts of one project's allocation: target and funding, the totals per outcome, who got what and why, and a run now. */
export function ReportView({ locale, report }: { locale: Locale; report: AllocationReport }) {
  const { t, i18n } = useTranslation();
  const statusKey = `adminProjects.status.${report.status}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="admin-autoinvest-report-heading">
            {t('adminAutoinvest.report.heading', { number: report.projectNumber, title: report.projectTitle })}
          </Title>
          <Group gap="xs">
            <Badge
              color="gray.8"
              variant="light"
              aria-label={`${t('adminAutoinvest.report.status')}: ${i18n.exists(statusKey) ? t(statusKey) : report.status}`}
            >
              {i18n.exists(statusKey) ? t(statusKey) : report.status}
            </Badge>
            <Anchor component={Link} to={buildPath('admin-project', locale, { projectId: report.projectId })} size="sm">
              {t('adminAutoinvest.report.edit_project')}
            </Anchor>
          </Group>
        </Stack>
        <RunAllocation locale={locale} projectId={report.projectId} projectNumber={report.projectNumber} />
      </Group>
      <Funding locale={locale} report={report} />
      <Outcomes locale={locale} outcomes={[...report.outcomes].sort(byOutcomeOrder)} />
      <Rows locale={locale} report={report} />
    </Stack>
  );
}

function Funding({ locale, report }: { locale: Locale; report: AllocationReport }) {
  const { t } = useTranslation();
  const target = fromWire(report.target);
  const funded = fromWire(report.funded);
  const auto = fromWire(report.autoFunded);
  const manual = maxCents(ZERO_CENTS, subCents(funded, auto));
  const fundedPercent = percentOf(funded, target);
  const autoPercent = Math.min(percentOf(auto, target), fundedPercent);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        <Figure label={t('adminAutoinvest.report.target')} testId="admin-autoinvest-report-target">
          <MoneyText wire={report.target} locale={locale} />
        </Figure>
        <Figure label={t('adminAutoinvest.report.funded')} testId="admin-autoinvest-report-funded">
          <MoneyText wire={report.funded} locale={locale} />
        </Figure>
        <Figure label={t('adminAutoinvest.report.auto_funded')} testId="admin-autoinvest-report-auto">
          <MoneyText wire={report.autoFunded} locale={locale} />
        </Figure>
        <Figure label={t('adminAutoinvest.report.manual_funded')} testId="admin-autoinvest-report-manual">
          <MoneyText cents={manual} locale={locale} />
        </Figure>
      </SimpleGrid>
      <Progress.Root size="xl" radius="sm" aria-hidden="true">
        <Progress.Section value={autoPercent} color="blue.8" />
        <Progress.Section value={fundedPercent - autoPercent} color="teal.7" />
      </Progress.Root>
      <Text size="sm" data-testid="admin-autoinvest-report-progress">
        {t('adminAutoinvest.report.progress', { funded: fundedPercent, auto: autoPercent })}
      </Text>
    </Stack>
  );
}

function Outcomes({ locale, outcomes }: { locale: Locale; outcomes: Outcome[] }) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return <Text data-testid="admin-autoinvest-report-empty">{t('adminAutoinvest.report.empty')}</Text>;
  const label = (o: Outcome) => t(`adminAutoinvest.outcome.${o.outcome}`);
  const strategies = t('adminAutoinvest.col.strategies');
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('adminAutoinvest.report.outcomes')}
      </Title>
      <Bars
        label={t('adminAutoinvest.report.outcomes_chart')}
        testId="admin-autoinvest-outcomes-chart"
        locale={locale}
        unit="count"
        vertical
        tableVisible
        height={outcomes.length * 36 + 40}
        dataKey="outcome"
        data={outcomes.map((o) => ({ outcome: label(o), strategies: o.strategies }))}
        series={[{ name: 'strategies', label: strategies, color: 'blue.8' }]}
        table={{
          caption: t('adminAutoinvest.report.outcomes'),
          columns: [t('adminAutoinvest.col.outcome'), strategies, t('adminAutoinvest.col.amount')],
          rows: outcomes.map((o) => ({ key: o.outcome, cells: [label(o), o.strategies, <MoneyText key="a" wire={o.amount} locale={locale} />] })),
        }}
      />
    </Stack>
  );
}

function Rows({ locale, report }: { locale: Locale; report: AllocationReport }) {
  const { t } = useTranslation();
  if (report.rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id="admin-autoinvest-rows-title">
        {t('adminAutoinvest.report.rows')}
      </Title>
      {report.truncated && (
        <Text size="sm" c="dimmed" data-testid="admin-autoinvest-report-truncated">
          {t('adminAutoinvest.report.truncated')}
        </Text>
      )}
      <ScrollArea type="auto">
        <Table striped miw={760} aria-labelledby="admin-autoinvest-rows-title" data-testid="admin-autoinvest-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('adminAutoinvest.col.strategy')}</Table.Th>
              <Table.Th scope="col">{t('adminAutoinvest.col.investor')}</Table.Th>
              <Table.Th scope="col">{t('adminAutoinvest.col.outcome')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('adminAutoinvest.col.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('adminAutoinvest.col.at')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.strategyId} data-testid={`admin-autoinvest-row-${row.strategyId}`}>
                <Table.Td miw={140} style={{ overflowWrap: 'break-word' }}>
                  <Text size="sm">{row.strategyName}</Text>
                  <Text size="xs" c="dimmed">
                    #{row.strategyId}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm">{row.userEmail}</Text>
                  <Text size="xs" c="dimmed">
                    #{row.userId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={row.outcome === 'invested' ? 'teal.9' : 'gray.8'}
                    variant={row.outcome === 'invested' ? 'filled' : 'light'}
                    style={{ textTransform: 'none' }}
                  >
                    {t(`adminAutoinvest.outcome.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <MoneyText wire={row.amount} locale={locale} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/** "Run allocation now" after a confirmation; the page loads again (runs, counters, this report) when it ran. */
function RunAllocation({ locale, projectId, projectNumber }: { locale: Locale; projectId: number; projectNumber: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run() {
    setBusy(true);
    const answer = await callEndpoint(locale, ADMIN_AUTOINVEST_ENDPOINTS.run, { params: { id: projectId } });
    setBusy(false);
    setOpen(false);
    if (answer.ok && answer.data) {
      const { invested, candidates, amount } = answer.data;
      setNotice({ ok: true, text: t('adminAutoinvest.run.done', { invested, candidates, amount: formatMoney(fromWire(amount), LOCALE_ISO[locale]) }) });
      void revalidator.revalidate();
    } else {
      setNotice({ ok: false, text: errorText(answer.code) });
    }
  }

  return (
    <Stack gap="xs" align="flex-end" style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <Button color="orange.9" onClick={() => setOpen(true)}>
        {t('adminAutoinvest.run.open')}
      </Button>
      {notice && (
        <Alert
          color={notice.ok ? 'teal' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          data-testid="admin-autoinvest-run-notice"
          withCloseButton
          closeButtonLabel={t('adminAutoinvest.dismiss')}
          onClose={() => setNotice(null)}
          w="100%"
          maw={480}
        >
          {notice.text}
        </Alert>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('adminAutoinvest.run.title', { number: projectNumber })} centered>
        <Stack gap="md">
          <Text>{t('adminAutoinvest.run.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('adminAutoinvest.keep')}
            </Button>
            <Button color="orange.9" loading={busy} onClick={() => void run()}>
              {t('adminAutoinvest.run.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
