import { Badge } from '../../components/ui/badge';
import { Table } from '../../components/ui/table';
import { Text } from '../../components/ui/typography';
import { formatMoney, fromWire, type ProjectInvestments } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { dateOf, PageSection, type Part } from './section';

/** Who invested, anonymised: masked labels, amounts and dates (never ids or emails). */
export function InvestmentsSection({ part, iso }: { part: Part<ProjectInvestments>; iso: string }) {
  const { t } = useTranslation();
  return (
    <PageSection id="investments" title={t('projectPage.investments.title')} part={part}>
      {(data) =>
        data.investments.length === 0 ? (
          <Text c="dimmed">{t('projectPage.investments.empty')}</Text>
        ) : (
          <>
            <Text size="sm">{t('projectPage.investments.summary', { count: data.investorsCount, amount: formatMoney(fromWire(data.total), iso) })}</Text>
            <Table.ScrollContainer minWidth={360} mah={360}>
              <Table data-testid="investments-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('projectPage.investments.investor')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('projectPage.investments.amount')}
                    </Table.Th>
                    <Table.Th scope="col">{t('projectPage.investments.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.investments.map((row, i) => (
                    <Table.Tr key={`${row.investor}-${row.createdAt}-${i}`}>
                      <Table.Td>
                        {row.investor}{' '}
                        {row.isOwn && (
                          <Badge size="xs" variant="light">
                            {t('projectPage.investments.you')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(fromWire(row.amount), iso)}</Table.Td>
                      <Table.Td>{dateOf(row.createdAt, iso)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )
      }
    </PageSection>
  );
}
