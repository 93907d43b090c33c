import { Alert, Anchor, Badge, Box, Card, Container, Group, Stack, Table, Text } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { buildPath, formatDate, invoiceKindText, type InvoiceListItem, type Locale } from '@platform/contract';
import { INVOICES_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigation } from 'react-router';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';
import { MoneyText } from '../../components/ui/money';
import { PageHeader } from '../../components/ui/page-header';
import type { InvoicesLoaderData } from './invoices.server';

export type InvoicesPageProps = Omit<InvoicesLoaderData, 'meta'>;

/** The PDF of one invoice, in the page's language: a real link with the code in its accessible name. */
export function pdfUrl(item: Pick<InvoiceListItem, 'id'>, locale: Locale): string {
  return urlOf(INVOICES_ENDPOINTS.pdf, { params: { id: item.id }, query: { locale } });
}

/** A download link to an invoice's PDF (the user's or the operator's endpoint), with the code in its accessible name. */
export function PdfLink({ href, code }: { href: string; code: string }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={href} download size="xs" variant="light" aria-label={t('invoices.download_pdf_label', { code })} data-testid="invoice-pdf">
      {t('invoices.download_pdf')}
    </Button>
  );
}

export function Status({ item }: { item: Pick<InvoiceListItem, 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={item.status === 'credited' ? 'gray' : 'teal'} data-testid="invoice-status">
      {t(`invoices.status.${item.status}`)}
    </Badge>
  );
}

/** Which invoice a credit note cancels, or which one a re-issued invoice replaces. */
export function Relation({ item }: { item: Pick<InvoiceListItem, 'creditsCode' | 'replacesCode'> }) {
  const { t } = useTranslation();
  if (item.creditsCode)
    return (
      <Text size="xs" c="dimmed">
        {t('invoices.credits', { code: item.creditsCode })}
      </Text>
    );
  if (item.replacesCode)
    return (
      <Text size="xs" c="dimmed">
        {t('invoices.replaces', { code: item.replacesCode })}
      </Text>
    );
  return null;
}

function InvoicesTable({ invoices, locale }: { invoices: InvoiceListItem[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="md" data-testid="invoices-table">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('invoices.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('invoices.col.code')}</Table.Th>
            <Table.Th scope="col">{t('invoices.col.date')}</Table.Th>
            <Table.Th scope="col">{t('invoices.col.kind')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('invoices.col.total')}
            </Table.Th>
            <Table.Th scope="col">{t('invoices.col.status')}</Table.Th>
            <Table.Th scope="col">{t('invoices.col.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((item) => (
            <Table.Tr key={item.id} data-testid="invoice-row" data-code={item.code}>
              <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {item.code}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.issuedAt, locale)}</Table.Td>
              <Table.Td>
                <Text size="sm">{invoiceKindText(item, t)}</Text>
                <Text size="xs" c="dimmed">
                  {t('invoices.lines', { count: item.linesCount })}
                </Text>
                <Relation item={item} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="invoice-total">
                <MoneyText wire={item.total} locale={locale} />
              </Table.Td>
              <Table.Td>
                <Status item={item} />
              </Table.Td>
              <Table.Td>
                <PdfLink href={pdfUrl(item, locale)} code={item.code} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The phone layout: one card per invoice. */
function InvoicesCards({ invoices, locale }: { invoices: InvoiceListItem[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      hiddenFrom="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('invoices.table.caption')}
      data-testid="invoices-cards"
    >
      {invoices.map((item) => (
        <Card key={item.id} component="li" withBorder radius="md" padding="sm" data-testid="invoice-card">
          <Group justify="space-between" wrap="nowrap" align="start">
            <div>
              <Text fw={600}>{item.code}</Text>
              <Text size="xs" c="dimmed">
                {invoiceKindText(item, t)} · {formatDate(item.issuedAt, locale)}
              </Text>
              <Relation item={item} />
            </div>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              <MoneyText wire={item.total} locale={locale} />
            </Text>
          </Group>
          <Group justify="space-between" mt="xs">
            <Status item={item} />
            <PdfLink href={pdfUrl(item, locale)} code={item.code} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** /account/invoices (issue 15, decision 0037): invoices and credit notes for the platform's fees, each with its PDF. */
export function InvoicesPage({ locale, result }: InvoicesPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const path = buildPath('account-invoices', locale);
  const isLoading = navigation.state !== 'idle' && navigation.location?.pathname === path;
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('invoices.title')} intro={t('invoices.intro')} />
        <Text size="sm" data-testid="invoices-vat-note">
          {t('invoices.vat_note')}
        </Text>

        <div role="status" aria-live="polite">
          {isLoading && (
            <Group gap="xs" data-testid="invoices-loading">
              <Spinner size="sm" />
              <Text size="sm">{t('invoices.loading')}</Text>
            </Group>
          )}
        </div>

        <Box aria-busy={isLoading} style={{ opacity: isLoading ? 0.6 : undefined }}>
          {result.kind === 'error' && (
            <Alert color="red" variant="light" role="alert" data-testid="invoices-error">
              <Text>{t('invoices.load_error')}</Text>
              <Anchor component={Link} to={path} reloadDocument>
                {t('invoices.retry')}
              </Anchor>
            </Alert>
          )}

          {result.kind === 'ok' && result.invoices.length === 0 && (
            <Alert variant="light" data-testid="invoices-empty">
              {t('invoices.empty')}
            </Alert>
          )}

          {result.kind === 'ok' && result.invoices.length > 0 && (
            <Stack gap="md">
              <Group justify="space-between" align="end" wrap="wrap">
                <Text size="sm" c="dimmed" data-testid="invoices-count">
                  {t('invoices.count', { count: result.invoices.length })}
                </Text>
                <DownloadButtons
                  options={spreadsheetOptions(INVOICES_ENDPOINTS.listCsv, INVOICES_ENDPOINTS.listXlsx, t)}
                  query={{ locale }}
                  locale={locale}
                  label={t('invoices.export.label')}
                  testId="invoices-export"
                />
              </Group>
              <InvoicesTable invoices={result.invoices} locale={locale} />
              <InvoicesCards invoices={result.invoices} locale={locale} />
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
