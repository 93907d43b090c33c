import { Table } from '../../components/ui/table';
import { Text } from '../../components/ui/typography';
import { buildPath, formatMoney, fromWire, type BorrowerLoansHistory, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { StatusBadge } from '../projects/status-badge';
import { dateOf, PageSection, type Part } from './section';

/** The borrower's other loans on the platform, with how their installments were paid. */
export function HistorySection({ part, iso, locale }: { part: Part<BorrowerLoansHistory>; iso: string; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <PageSection id="history" title={t('projectPage.history.title')} part={part}>
      {({ loans }) =>
        loans.length === 0 ? (
          <Text c="dimmed">{t('projectPage.history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table data-testid="history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('projectPage.history.loan')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('projectPage.history.amount')}
                  </Table.Th>
                  <Table.Th scope="col">{t('projectPage.history.status')}</Table.Th>
                  <Table.Th scope="col">{t('projectPage.history.opened')}</Table.Th>
                  <Table.Th scope="col">{t('projectPage.history.repayments')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loans.map((loan) => (
                  <Table.Tr key={loan.id}>
                    <Table.Td>
                      <Link to={buildPath('projects-slug', locale, { slug: loan.slug })}>
                        #{loan.number} {loan.title}
                      </Link>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(fromWire(loan.amount), iso)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={loan.status} />
                    </Table.Td>
                    <Table.Td>{dateOf(loan.publishedAt, iso)}</Table.Td>
                    <Table.Td>
                      {t('projectPage.history.facts', { paid: loan.paidInstallments, late: loan.latePaidInstallments, overdue: loan.overdueInstallments })}
                    </Table.Td>
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
