import { Alert, Anchor, Badge, Container, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Spinner } from '../../components/ui/button';
import {
  bpsToPercentString,
  buildPath,
  formatDate,
  fromWire,
  percentOf,
  sumCents,
  toWire,
  type DebtorProject,
  type DebtorProjectDocuments,
  type Locale,
  type LoanScheduleItem,
} from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { DebtorDocuments } from '../agreements/debtor-documents';
import { FundingProgress } from '../projects/funding-progress';
import { StatusBadge } from '../projects/status-badge';
import { money } from '../wallet/money-text';
import { RepaymentDetails } from './repayment-details';
import { SandboxRepaymentForm } from './sandbox-repayment-form';
import { DebtorStepPanel, type DebtorStepLink } from './debtor-step';

/** A calendar date ("2026-05-01") as is, or an instant's Vilnius day, in the page locale. */
export function formatDay(value: string, locale: Locale): string {
  return formatDate(value, locale);
}

export function fundedPercent(funded: string, target: string): number {
  return percentOf(fromWire(funded), fromWire(target));
}

const ITEM_COLORS: Record<LoanScheduleItem['status'], string> = { paid: 'teal.8', partial: 'blue.8', overdue: 'red.8', scheduled: 'gray.7' };

function Fact({ label, value, testId, danger }: { label: string; value: string; testId?: string; danger?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={danger ? 'red.8' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function Schedule({ items, next, locale }: { items: LoanScheduleItem[]; next: number | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto">
      <Table striped miw={640} data-testid="debtor-schedule">
        <Table.Caption>{t('debtor.schedule.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('debtor.schedule.col.installment')}</Table.Th>
            <Table.Th scope="col">{t('debtor.schedule.col.due')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('debtor.schedule.col.principal')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('debtor.schedule.col.interest')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('debtor.schedule.col.total')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('debtor.schedule.col.paid')}
            </Table.Th>
            <Table.Th scope="col">{t('debtor.schedule.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const paid = sumCents([fromWire(item.paidPrincipal), fromWire(item.paidInterest), fromWire(item.paidLateInterest)]);
            const isNext = item.installment === next;
            return (
              <Table.Tr
                key={item.installment}
                data-testid={`installment-${item.installment}`}
                data-status={item.status}
                bg={item.status === 'overdue' ? 'var(--mantine-color-red-light)' : isNext ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>{item.installment}</Table.Td>
                <Table.Td>{formatDay(item.dueDate, locale)}</Table.Td>
                <Table.Td ta="right">{money(item.principal, locale)}</Table.Td>
                <Table.Td ta="right">{money(item.interest, locale)}</Table.Td>
                <Table.Td ta="right">{money(item.total, locale)}</Table.Td>
                <Table.Td ta="right">{money(toWire(paid), locale)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge color={ITEM_COLORS[item.status]} variant="filled" radius="sm" data-testid="installment-status">
                      {t(`debtor.item.${item.status}`)}
                    </Badge>
                    {isNext && (
                      <Badge color="blue.8" variant="outline" radius="sm">
                        {t('debtor.item.next')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function ProjectCard({
  project,
  schedule,
  documents,
  canMoveMoney,
  locale,
}: {
  project: DebtorProject;
  schedule: LoanScheduleItem[] | null | undefined;
  /** undefined: not asked for (the page shows no documents section); null: could not be read. */
  documents: DebtorProjectDocuments | null | undefined;
  canMoveMoney: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const overdue = project.overdueAmount !== '0.00';
  const headingId = `debtor-project-${project.id}-title`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby={headingId} data-testid={`debtor-project-${project.number}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              #{project.number} {project.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('debtor.fact.terms', { rate: bpsToPercentString(project.interestRateBps), months: project.termMonths })}
            </Text>
          </Stack>
          <Group gap="xs">
            <StatusBadge status={project.status} />
            <Anchor component={Link} to={buildPath('projects-slug', locale, { slug: project.slug })} size="sm">
              {t('debtor.open_project')}
            </Anchor>
          </Group>
        </Group>

        <FundingProgress
          funded={money(project.fundedAmount, locale)}
          target={money(project.targetAmount, locale)}
          fundedPercent={fundedPercent(project.fundedAmount, project.targetAmount)}
          size="sm"
        />

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t('debtor.fact.disbursed')} value={project.disbursedAt ? formatDay(project.disbursedAt, locale) : t('debtor.fact.not_disbursed')} />
          <Fact label={t('debtor.fact.outstanding')} value={money(project.outstandingPrincipal, locale)} testId="outstanding" />
          <Fact
            label={t('debtor.fact.next')}
            value={
              project.nextInstallment
                ? t('debtor.fact.next_value', {
                    amount: money(project.nextInstallment.amount, locale),
                    date: formatDay(project.nextInstallment.dueDate, locale),
                  })
                : t('debtor.fact.none')
            }
            testId="next-installment"
          />
          <Fact label={t('debtor.fact.overdue')} value={money(project.overdueAmount, locale)} testId="overdue" danger={overdue} />
        </SimpleGrid>

        {overdue && (
          <Alert color="red" variant="light" role="alert" data-testid="overdue-alert">
            {t('debtor.overdue_alert', { amount: money(project.overdueAmount, locale), due: money(project.dueNow, locale) })}
          </Alert>
        )}

        {project.disbursedAt !== null && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('debtor.schedule.title')}
            </Title>
            {schedule === null || schedule === undefined ? (
              <Alert color="red" variant="light" role="alert" data-testid="schedule-failed">
                {t('debtor.schedule.load_failed')}
              </Alert>
            ) : schedule.length === 0 ? (
              <Text c="dimmed">{t('debtor.schedule.empty')}</Text>
            ) : (
              <Schedule items={schedule} next={project.nextInstallment?.installment ?? null} locale={locale} />
            )}
          </Stack>
        )}
        {project.disbursedAt === null && (
          <Text c="dimmed" size="sm">
            {t('debtor.schedule.not_yet')}
          </Text>
        )}

        {documents !== undefined && <DebtorDocuments documents={documents} locale={locale} />}

        {project.acceptsRepayment && (
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('debtor.pay.title')}
              </Title>
              <Text size="sm">{t('debtor.pay.text')}</Text>
              <RepaymentDetails details={project.repayment} />
            </Stack>
          </Paper>
        )}

        {project.acceptsRepayment && project.repayment.sandbox && canMoveMoney && (
          <SandboxRepaymentForm
            projectId={project.id}
            suggested={project.nextInstallment?.amount ?? (project.dueNow !== '0.00' ? project.dueNow : null)}
            locale={locale}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The borrower's projects (issue 6, decision 0019): funding, schedule, what is due and where to pay. */
export function DebtorProjectsPage({
  locale,
  projects,
  schedules,
  documents,
  canMoveMoney,
  debtorStep = null,
}: {
  locale: Locale;
  projects: DebtorProject[] | null;
  schedules: Record<number, LoanScheduleItem[] | null>;
  /** The projects' documents by project id (null: could not be read; left out: none shown). */
  documents?: Record<number, DebtorProjectDocuments> | null;
  canMoveMoney: boolean;
  /** The next identity step of a debtor in the extended flow (decision 0046); null when there is none. */
  debtorStep?: DebtorStepLink | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === 'loading' || revalidator.state === 'loading';
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('debtor.title')}</Title>
          {busy && (
            <Group gap="xs" role="status" data-testid="debtor-updating">
              <Spinner size="sm" />
              <Text size="sm">{t('debtor.updating')}</Text>
            </Group>
          )}
        </Group>
        <Text>{t('debtor.intro')}</Text>
        {debtorStep && <DebtorStepPanel link={debtorStep} />}
        {projects === null && (
          <Alert color="red" role="alert" data-testid="debtor-load-failed">
            {t('debtor.load_failed')}
          </Alert>
        )}
        {projects !== null && projects.length === 0 && (
          <Paper withBorder p="lg" data-testid="debtor-empty">
            <Text>{t('debtor.empty')}</Text>
          </Paper>
        )}
        {projects?.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            schedule={schedules[project.id]}
            documents={documents === undefined ? undefined : documents === null ? null : (documents[project.id] ?? null)}
            canMoveMoney={canMoveMoney}
            locale={locale}
          />
        ))}
      </Stack>
    </Container>
  );
}
