import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime, type ProviderTransaction } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { useRouteInfo } from '../app-shell/route-info';
import { money } from './money-text';

const STATUS_COLORS: Record<string, string> = { booked: 'teal', paid: 'teal', pending: 'orange', failed: 'red' };
const KNOWN_STATUSES = new Set(['booked', 'pending', 'paid', 'failed']);

/** Provider (bank) transactions: date, type, counterparty, details, amount, status. */
export function ProviderTransactionsTable({ items, testId }: { items: ProviderTransaction[]; testId: string }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.report.date')}</Table.Th>
            <Table.Th>{t('payments.report.direction')}</Table.Th>
            <Table.Th>{t('payments.report.counterparty')}</Table.Th>
            <Table.Th>{t('payments.report.details')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('payments.report.amount')}</Table.Th>
            <Table.Th>{t('payments.report.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="provider-transaction">
              <Table.Td>{formatDateTime(item.bookedAt, locale)}</Table.Td>
              <Table.Td>{t(item.direction === 'incoming' ? 'payments.report.incoming' : 'payments.report.outgoing')}</Table.Td>
              <Table.Td>
                <Text size="sm">{item.counterpartyName ?? '—'}</Text>
                {item.counterpartyIban && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.counterpartyIban}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.details ?? '—'}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} data-testid="provider-transaction-amount">
                {item.direction === 'outgoing' ? '−' : '+'}
                {money(item.amount, locale)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[item.status] ?? 'gray'}>
                  {KNOWN_STATUSES.has(item.status) ? t(`payments.report.status.${item.status}`) : item.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
