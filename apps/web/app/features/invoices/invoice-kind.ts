import type { InvoiceListItem } from '@platform/contract';

/** What a row is called: a credit note, a month's aggregated invoice, or an invoice. */
export function kindLabel(item: Pick<InvoiceListItem, 'kind' | 'aggregated' | 'periodMonth'>, t: (key: string, values?: Record<string, string>) => string): string {
  if (item.kind === 'credit_note') return t('invoices.kind.credit_note');
  return item.aggregated && item.periodMonth ? t('invoices.kind.aggregated', { month: item.periodMonth }) : t('invoices.kind.invoice');
}
