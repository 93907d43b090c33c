import { Table } from '../../components/ui/table';
import { Text } from '../../components/ui/typography';
import { addCents, formatMoney, fromWire, toWire } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { dateOf, PageSection, type Part } from './section';

export interface ScheduleRow {
  installment: number;
  dueDate: string;
  principal: string;
  interest: string;
  total?: string;
  status: string;
}

const KNOWN_STATUSES = ['scheduled', 'partial', 'paid', 'overdue'];

/** The borrower's repayment schedule (made at disbursement by the lifecycle capability). */
export function ScheduleSection({ part, iso }: { part: Part<ScheduleRow[]>; iso: string }) {
  const { t } = useTranslation();
  const money = (wire: string) => formatMoney(fromWire(wire), iso);
  return (
    <PageSection id="schedule" title={t('projectPage.schedule.title')} part={part}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{t('projectPage.schedule.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="schedule-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('projectPage.schedule.installment')}</Table.Th>
                  <Table.Th scope="col">{t('projectPage.schedule.due_date')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('projectPage.schedule.principal')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('projectPage.schedule.interest')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('projectPage.schedule.total')}
                  </Table.Th>
                  <Table.Th scope="col">{t('projectPage.schedule.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.installment}>
                    <Table.Td>{row.installment}</Table.Td>
                    <Table.Td>{dateOf(row.dueDate, iso)}</Table.Td>
                    <Table.Td ta="right">{money(row.principal)}</Table.Td>
                    <Table.Td ta="right">{money(row.interest)}</Table.Td>
                    <Table.Td ta="right">{money(row.total ?? toWire(addCents(fromWire(row.principal), fromWire(row.interest))))}</Table.Td>
                    <Table.Td>{KNOWN_STATUSES.includes(row.status) ? t(`projectPage.schedule.status.${row.status}`) : row.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </PageSection>
  );
}
