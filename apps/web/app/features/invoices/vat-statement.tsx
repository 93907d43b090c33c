import { Alert, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale, type VatStatement } from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Form } from 'react-router';
import { MoneyText } from '../../components/ui/money';

/** The operator's monthly VAT statement of a year: invoices minus credit notes per month of issue, and its CSV. */
export function VatStatementSection({ vat, year, locale, query }: { vat: VatStatement | null; year: number; locale: Locale; query: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="vat-statement-title" data-testid="vat-statement">
      <Title order={2} size="h3" id="vat-statement-title">
        {t('invoices.admin.vat.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('invoices.admin.vat.intro')}
      </Text>
      <Form method="get" action={buildPath('admin-invoices', locale)}>
        {Object.entries(query).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Group align="end" gap="sm">
          <TextInput name="year" label={t('invoices.admin.vat.year')} defaultValue={String(year)} inputMode="numeric" w={120} />
          <Button type="submit" variant="light">
            {t('invoices.admin.vat.submit')}
          </Button>
          <Button
            component="a"
            href={urlOf(ADMIN_INVOICES_ENDPOINTS.vatStatementCsv, { query: { year: String(year), locale } })}
            download
            variant="subtle"
            data-testid="vat-statement-csv"
          >
            {t('invoices.admin.vat.download')}
          </Button>
        </Group>
      </Form>
      {vat === null ? (
        <Alert color="red" variant="light" role="alert">
          {t('invoices.admin.vat.load_error')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('invoices.admin.vat.caption', { year: vat.year })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('invoices.admin.vat.col.month')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.admin.vat.col.invoices')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.admin.vat.col.credit_notes')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.admin.vat.col.net')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.admin.vat.col.vat')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.admin.vat.col.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[
                ...vat.months.map((m) => ({ label: m.month, row: m, total: false })),
                { label: t('invoices.admin.vat.total'), row: vat.total, total: true },
              ].map(({ label, row, total }) => (
                <Table.Tr key={label} data-testid={total ? 'vat-total' : 'vat-month'} fw={total ? 700 : undefined}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td ta="right">{row.invoices}</Table.Td>
                  <Table.Td ta="right">{row.creditNotes}</Table.Td>
                  <Table.Td ta="right">
                    <MoneyText wire={row.net} locale={locale} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText wire={row.vat} locale={locale} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText wire={row.total} locale={locale} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
