import { Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, fromWire, type Locale, type StatementLine } from '@platform/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';

/** Lines per page: a long period is paged in the browser (the statement comes in one answer). */
export const LINES_PER_PAGE = 50;

function Amount({ line, locale }: { line: StatementLine; locale: Locale }) {
  const positive = fromWire(line.amount) > 0;
  return (
    <Text span fw={600} c={positive ? 'teal.8' : undefined}>
      {positive ? '+' : ''}
      <MoneyText wire={line.amount} locale={locale} />
    </Text>
  );
}

function Details({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  return (
    <>
      {line.description && <Text size="sm">{line.description}</Text>}
      {line.reference && (
        <Text size="xs" c="dimmed">
          {t('reports.lines.reference', { reference: line.reference })}
        </Text>
      )}
      {line.wallet === 'lemonway' && (
        <Text size="xs" c="dimmed">
          {t('reports.lines.wallet', { wallet: 'lemonway' })}
        </Text>
      )}
    </>
  );
}

function LinesTable({ lines, locale }: { lines: StatementLine[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720} visibleFrom="md" data-testid="statement-table">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('reports.lines.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('transactions.column.date')}</Table.Th>
            <Table.Th scope="col">{t('transactions.column.type')}</Table.Th>
            <Table.Th scope="col">{t('transactions.column.description')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('transactions.column.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('transactions.column.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={index} data-testid="statement-row" data-type={line.type}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.date, locale)}</Table.Td>
              <Table.Td>{t(`transactions.type.${line.type}`)}</Table.Td>
              <Table.Td>
                <Details line={line} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="statement-amount">
                <Amount line={line} locale={locale} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="statement-balance">
                <MoneyText wire={line.balance} locale={locale} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The phone layout: one card per line. */
function LinesCards({ lines, locale }: { lines: StatementLine[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      hiddenFrom="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('reports.lines.caption')}
      data-testid="statement-cards"
    >
      {lines.map((line, index) => (
        <Card key={index} component="li" withBorder radius="md" padding="sm" data-testid="statement-card">
          <Group justify="space-between" wrap="nowrap" align="start">
            <div>
              <Text fw={600}>{t(`transactions.type.${line.type}`)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(line.date, locale)}
              </Text>
            </div>
            <Amount line={line} locale={locale} />
          </Group>
          <Details line={line} />
          <Text size="sm" c="dimmed" ta="right" mt={4}>
            {t('transactions.column.balance')}: <MoneyText wire={line.balance} locale={locale} />
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** The statement's lines, a page of them at a time, with an empty state. */
export function StatementLines({ lines, locale }: { lines: StatementLine[]; locale: Locale }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const pageCount = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
  const current = Math.min(page, pageCount);
  const first = (current - 1) * LINES_PER_PAGE;
  const shown = lines.slice(first, first + LINES_PER_PAGE);

  const goTo = (target: number) => {
    setPage(target);
    // The new page starts above the pager: bring its top into view.
    heading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="statement-lines-title" data-testid="statement-lines">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={3} id="statement-lines-title" ref={heading}>
          {t('reports.lines.title')}
        </Title>
        <Text size="sm" data-testid="statement-lines-count">
          {t('reports.lines.count', { count: lines.length })}
        </Text>
      </Group>
      {lines.length === 0 ? (
        <Text c="dimmed" data-testid="statement-empty">
          {t('reports.lines.empty')}
        </Text>
      ) : (
        <>
          <LinesTable lines={shown} locale={locale} />
          <LinesCards lines={shown} locale={locale} />
          {pageCount > 1 && (
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" aria-live="polite" data-testid="statement-range">
                {t('reports.lines.range', { first: first + 1, last: first + shown.length, count: lines.length })}
              </Text>
              <nav aria-label={t('pagination.label')} data-testid="statement-pagination">
                <Pagination
                  total={pageCount}
                  value={current}
                  onChange={goTo}
                  getItemProps={(target) => ({ 'aria-label': t('pagination.page', { page: target }) })}
                  getControlProps={(control) => {
                    if (control === 'previous') return { 'aria-label': t('pagination.previous') };
                    if (control === 'next') return { 'aria-label': t('pagination.next') };
                    return {};
                  }}
                />
              </nav>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
