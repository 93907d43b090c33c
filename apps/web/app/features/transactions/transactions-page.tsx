import { Alert, Anchor, Badge, Card, Container, Group, NativeSelect, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import {
  buildPath,
  formatDateTime,
  fromWire,
  TRANSFER_CODES,
  transactionQuery,
  type Locale,
  type TransactionFilters,
  type TransactionItem,
} from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { ExportButtons } from './export-buttons';
import type { FilterErrors } from './filters';
import type { TransactionsResult } from './transactions.server';

const STATUS_COLOR = { posted: 'teal', pending: 'yellow', voided: 'gray' } as const;

export interface TransactionsPageProps {
  locale: Locale;
  filters: TransactionFilters;
  apiFilters: TransactionFilters;
  page: number;
  result: TransactionsResult;
}

/** Dates in UTC: the same day the filters and the exports use (decision 0011). */

function Amount({ item, locale }: { item: TransactionItem; locale: Locale }) {
  const positive = fromWire(item.amount) > 0;
  return (
    <Text span fw={600} c={item.status === 'voided' ? 'dimmed' : positive ? 'teal.8' : undefined} td={item.status === 'voided' ? 'line-through' : undefined}>
      {positive ? '+' : ''}
      <MoneyText wire={item.amount} locale={locale} />
    </Text>
  );
}

function StatusBadge({ status }: { status: TransactionItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="transaction-status" data-status={status}>
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}

function FiltersForm({ locale, filters, errors }: { locale: Locale; filters: TransactionFilters; errors: FilterErrors }) {
  const { t } = useTranslation();
  const path = buildPath('account-transactions', locale);
  const hasFilters = Object.keys(transactionQuery(filters)).length > 0;
  return (
    <Form method="get" action={path} role="search" aria-label={t('transactions.filter.legend')} data-testid="transactions-filters">
      <Group align="start" gap="sm" wrap="wrap">
        <NativeSelect
          name="type"
          label={t('transactions.filter.type')}
          defaultValue={filters.type}
          data={[
            { value: 'all', label: t('transactions.filter.type_all') },
            ...TRANSFER_CODES.map((code) => ({ value: code, label: t(`transactions.type.${code}`) })),
          ]}
          style={{ flex: '1 1 12rem' }}
        />
        <TextInput
          type="date"
          name="dateFrom"
          label={t('transactions.filter.date_from')}
          defaultValue={filters.dateFrom}
          error={errors.dateFrom && t(errors.dateFrom)}
          style={{ flex: '1 1 10rem' }}
        />
        <TextInput
          type="date"
          name="dateTo"
          label={t('transactions.filter.date_to')}
          defaultValue={filters.dateTo}
          error={errors.dateTo && t(errors.dateTo)}
          style={{ flex: '1 1 10rem' }}
        />
        <TextInput
          name="amountMin"
          inputMode="decimal"
          autoComplete="off"
          label={t('transactions.filter.amount_min')}
          defaultValue={filters.amountMin}
          error={errors.amountMin && t(errors.amountMin)}
          style={{ flex: '1 1 8rem' }}
        />
        <TextInput
          name="amountMax"
          inputMode="decimal"
          autoComplete="off"
          label={t('transactions.filter.amount_max')}
          defaultValue={filters.amountMax}
          error={errors.amountMax && t(errors.amountMax)}
          style={{ flex: '1 1 8rem' }}
        />
      </Group>
      <Group gap="sm" mt="sm">
        <Button type="submit" data-testid="transactions-apply">
          {t('transactions.filter.apply')}
        </Button>
        {hasFilters && (
          <Anchor component={Link} to={path} size="sm">
            {t('transactions.filter.clear')}
          </Anchor>
        )}
      </Group>
    </Form>
  );
}

function TransactionsTable({ items, locale }: { items: TransactionItem[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="md" data-testid="transactions-table">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('transactions.table_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('transactions.column.date')}</Table.Th>
            <Table.Th scope="col">{t('transactions.column.type')}</Table.Th>
            <Table.Th scope="col">{t('transactions.column.description')}</Table.Th>
            <Table.Th scope="col">{t('transactions.column.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('transactions.column.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('transactions.column.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="transaction-row" data-type={item.type}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.date, locale)}</Table.Td>
              <Table.Td>{t(`transactions.type.${item.type}`)}</Table.Td>
              <Table.Td>
                <Text size="sm">{item.description ?? ''}</Text>
                {item.wallet === 'lemonway' && (
                  <Text size="xs" c="dimmed">
                    {t('transactions.column.wallet')}: lemonway
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="transaction-amount">
                <Amount item={item} locale={locale} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="transaction-balance">
                <MoneyText wire={item.balance} locale={locale} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TransactionCards({ items, locale }: { items: TransactionItem[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      hiddenFrom="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('transactions.table_caption')}
      data-testid="transactions-cards"
    >
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder radius="md" padding="sm" data-testid="transaction-card">
          <Group justify="space-between" wrap="nowrap" align="start">
            <div>
              <Text fw={600}>{t(`transactions.type.${item.type}`)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.date, locale)}
              </Text>
            </div>
            <Amount item={item} locale={locale} />
          </Group>
          {item.description && (
            <Text size="sm" mt={4}>
              {item.description}
            </Text>
          )}
          <Group justify="space-between" mt="xs">
            <StatusBadge status={item.status} />
            <Text size="sm" c="dimmed">
              {t('transactions.column.balance')}: <MoneyText wire={item.balance} locale={locale} />
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Page links that keep the filters in the query (the route has no page segment). */
function QueryPagination({
  locale,
  filters,
  page,
  total,
  pageSize,
}: {
  locale: Locale;
  filters: TransactionFilters;
  page: number;
  total: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  const pageCount = Math.ceil(total / pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const hrefOf = (target: number) => buildPath('account-transactions', locale, {}, transactionQuery(filters, { page: target === 1 ? undefined : target }));
  const linkTo = (target: number, label: string) => ({ component: Link, to: hrefOf(target), 'aria-label': label });
  return (
    <nav aria-label={t('pagination.label')} data-testid="transactions-pagination">
      <Pagination
        total={pageCount}
        value={current}
        getItemProps={(target) => linkTo(target, t('pagination.page', { page: target }))}
        getControlProps={(control) => {
          if (control === 'previous') return current > 1 ? linkTo(current - 1, t('pagination.previous')) : { 'aria-label': t('pagination.previous') };
          if (control === 'next') return current < pageCount ? linkTo(current + 1, t('pagination.next')) : { 'aria-label': t('pagination.next') };
          return {};
        }}
      />
    </nav>
  );
}

/** /account/transactions: every movement of the person's wallets with filters, running balance and exports. */
export function TransactionsPage({ locale, filters, apiFilters, page, result }: TransactionsPageProps) {
  const { t } = useTranslation();
  const filtered = Object.keys(transactionQuery(filters)).length > 0;
  const errors = result.kind === 'invalid' ? result.errors : {};
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('transactions.title')} intro={t('transactions.intro')} />

        <FiltersForm key={JSON.stringify(filters)} locale={locale} filters={filters} errors={errors} />

        {result.kind === 'invalid' && (
          <Alert color="red" variant="light" role="alert" data-testid="transactions-invalid">
            {t('transactions.filter.invalid')}
          </Alert>
        )}

        {result.kind === 'error' && (
          <Alert color="red" variant="light" role="alert" data-testid="transactions-error">
            <Text>{t('transactions.error')}</Text>
            <Anchor
              component={Link}
              to={buildPath('account-transactions', locale, {}, transactionQuery(filters, { page: page > 1 ? page : undefined }))}
              reloadDocument
            >
              {t('transactions.retry')}
            </Anchor>
          </Alert>
        )}

        {result.kind === 'ok' && (
          <>
            <Group justify="space-between" align="end" wrap="wrap">
              <Text size="sm" data-testid="transactions-count">
                {t('transactions.count', { count: result.list.totalCount })}
              </Text>
              {result.list.totalCount > 0 && <ExportButtons filters={apiFilters} locale={locale} />}
            </Group>
            {result.list.items.length === 0 ? (
              <Text data-testid="transactions-empty">{t(filtered ? 'transactions.empty_filtered' : 'transactions.empty')}</Text>
            ) : (
              <>
                <TransactionsTable items={result.list.items} locale={locale} />
                <TransactionCards items={result.list.items} locale={locale} />
              </>
            )}
            <QueryPagination locale={locale} filters={filters} page={result.list.page} total={result.list.totalCount} pageSize={result.list.pageSize} />
          </>
        )}
      </Stack>
    </Container>
  );
}
