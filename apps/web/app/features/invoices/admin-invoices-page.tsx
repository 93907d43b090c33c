import { Alert, Anchor, Container, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { ADMIN_INVOICES_PAGE_SIZE, buildPath, formatDate, invoiceKindText, type AdminInvoiceItem, type ReissueResult } from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link, useRevalidator } from 'react-router';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';
import { MoneyText } from '../../components/ui/money';
import { PageHeader } from '../../components/ui/page-header';
import { PaginationControl } from '../../components/ui/pagination-control';
import { filterQuery } from './admin-invoice-filters';
import type { AdminInvoicesData } from './admin-invoices.server';
import { PdfLink, Relation, Status } from './invoices-page';
import { ReissueModal } from './reissue-modal';
import { VatStatementSection } from './vat-statement';

export type AdminInvoicesPageProps = Omit<AdminInvoicesData, 'meta'>;

function Filters({ filters, locale }: Pick<AdminInvoicesPageProps, 'filters' | 'locale'>) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={buildPath('admin-invoices', locale)} role="search" aria-label={t('invoices.admin.filters')}>
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput name="user" label={t('invoices.admin.filter.user')} defaultValue={filters.user} inputMode="numeric" w={{ base: '100%', sm: 140 }} />
        <TextInput name="code" label={t('invoices.admin.filter.code')} defaultValue={filters.code} w={{ base: '100%', sm: 200 }} />
        <TextInput name="month" label={t('invoices.admin.filter.month')} defaultValue={filters.month} placeholder="2026-11" w={{ base: '100%', sm: 200 }} />
        <Button type="submit">{t('invoices.admin.filter.submit')}</Button>
        <Anchor component={Link} to={buildPath('admin-invoices', locale)}>
          {t('invoices.admin.filter.reset')}
        </Anchor>
      </Group>
    </Form>
  );
}

function Row({ item, locale, onReissue }: { item: AdminInvoiceItem; locale: AdminInvoicesPageProps['locale']; onReissue: (item: AdminInvoiceItem) => void }) {
  const { t } = useTranslation();
  const canReissue = item.kind === 'invoice' && item.status === 'issued';
  return (
    <Table.Tr data-testid="admin-invoice-row" data-code={item.code}>
      <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
        {item.code}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.issuedAt, locale)}</Table.Td>
      <Table.Td>
        <Text size="sm">{invoiceKindText(item, t)}</Text>
        <Relation item={item} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.buyerName}</Text>
        <Text size="xs" c="dimmed">
          #{item.userId} · {item.buyerEmail}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <MoneyText wire={item.total} locale={locale} />
      </Table.Td>
      <Table.Td>
        <Status item={item} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <PdfLink href={urlOf(ADMIN_INVOICES_ENDPOINTS.pdf, { params: { id: item.id }, query: { locale } })} code={item.code} />
          {canReissue && (
            <Button
              size="xs"
              variant="outline"
              color="red"
              onClick={() => onReissue(item)}
              aria-label={t('invoices.admin.reissue_label', { code: item.code })}
              data-testid="reissue-open"
            >
              {t('invoices.admin.reissue')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Back office /admin/invoices (issue 15, decision 0037): every invoice, re-issue with a reason, the VAT statement. */
export function AdminInvoicesPage({ locale, filters, page, list, year, vat }: AdminInvoicesPageProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<AdminInvoiceItem | null>(null);
  const [done, setDone] = useState<ReissueResult | null>(null);
  const query = filterQuery(filters);

  const finished = (result: ReissueResult) => {
    setTarget(null);
    setDone(result);
    void revalidator.revalidate();
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('invoices.admin.title')} intro={t('invoices.admin.intro')} />
        <Filters filters={filters} locale={locale} />

        <div aria-live="polite">
          {done && (
            <Alert color="teal" variant="light" withCloseButton onClose={() => setDone(null)} data-testid="reissue-done">
              {t('invoices.admin.reissue.done', { creditNote: done.creditNote.code, invoice: done.invoice.code })}
            </Alert>
          )}
        </div>

        {list === 'invalid' && (
          <Alert color="red" variant="light" role="alert" data-testid="admin-invoices-invalid">
            {t('invoices.admin.filter.invalid')}
          </Alert>
        )}
        {list === null && (
          <Alert color="red" variant="light" role="alert" data-testid="admin-invoices-error">
            {t('invoices.admin.load_error')}
          </Alert>
        )}
        {list !== null && list !== 'invalid' && list.items.length === 0 && <Alert variant="light">{t('invoices.admin.empty')}</Alert>}
        {list !== null && list !== 'invalid' && list.items.length > 0 && (
          <Stack gap="sm">
            <Group justify="space-between" align="end" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('invoices.admin.range', {
                  first: (list.page - 1) * list.pageSize + 1,
                  last: (list.page - 1) * list.pageSize + list.items.length,
                  count: list.total,
                })}
              </Text>
              <DownloadButtons
                options={spreadsheetOptions(ADMIN_INVOICES_ENDPOINTS.listCsv, ADMIN_INVOICES_ENDPOINTS.listXlsx, t)}
                query={{ ...query, locale }}
                locale={locale}
                label={t('invoices.export.label')}
                testId="admin-invoices-export"
              />
            </Group>
            <Table.ScrollContainer minWidth={900} data-testid="admin-invoices-table">
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Caption>{t('invoices.admin.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('invoices.col.code')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.col.date')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.col.kind')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.admin.col.buyer')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('invoices.col.total')}
                    </Table.Th>
                    <Table.Th scope="col">{t('invoices.col.status')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.col.file')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.items.map((item) => (
                    <Row key={item.id} item={item} locale={locale} onReissue={setTarget} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <PaginationControl routeName="admin-invoices" locale={locale} page={page} total={list.total} limit={ADMIN_INVOICES_PAGE_SIZE} query={query} />
          </Stack>
        )}

        <VatStatementSection vat={vat} year={year} locale={locale} query={query} />
      </Stack>
      <ReissueModal invoice={target} locale={locale} onClose={() => setTarget(null)} onDone={finished} />
    </Container>
  );
}
