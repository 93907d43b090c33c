import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, formatDate, type Locale, type MarketRecord } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { formatSignedPercent } from './format';
import { LoanStatusBadge, PremiumText } from './market-bits';
import { MARKET_QUERY } from './market-query';

/** The page's address with `?record=ID`: the dialog opens from the URL, so the link can be shared. */
export function useRecordHref(): (id: number | null) => string {
  const location = useLocation();
  return (id) => {
    const search = new URLSearchParams(location.search);
    if (id === null) search.delete(MARKET_QUERY.record);
    else search.set(MARKET_QUERY.record, String(id));
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };
}

const buyable = (record: MarketRecord) => !record.own && record.pausedReason === null && record.status === 'active';

function OpenButton({ record, fullWidth }: { record: MarketRecord; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const hrefOf = useRecordHref();
  const canBuy = buyable(record);
  return (
    <Button
      component={Link}
      to={hrefOf(record.id)}
      preventScrollReset
      size="xs"
      variant={canBuy ? 'filled' : 'default'}
      fullWidth={fullWidth}
      data-testid="market-open"
    >
      {canBuy ? t('market.buy') : t('market.details')}
      <VisuallyHidden>{` – ${t('market.open_label', { id: record.id, project: record.projectTitle })}`}</VisuallyHidden>
    </Button>
  );
}

function ProjectCell({ record, locale }: { record: MarketRecord; locale: Locale }) {
  return (
    <div>
      <Anchor component={Link} to={buildPath('projects-slug', locale, { slug: record.projectSlug })} fw={600} size="sm">
        {record.projectTitle}
      </Anchor>
      <Text size="xs" c="dimmed">
        #{record.projectNumber} · {record.riskGroup} · {formatSignedPercent(record.interestRate, locale)}
      </Text>
    </div>
  );
}

const nextPayment = (record: MarketRecord, locale: Locale, none: string) => (record.nextPaymentDate ? formatDate(record.nextPaymentDate, locale) : none);

function MarketTable({ records, locale }: { records: MarketRecord[]; locale: Locale }) {
  const { t } = useTranslation();
  const none = t('market.none');
  return (
    <Table.ScrollContainer minWidth={1000} visibleFrom="md" data-testid="market-table">
      <Table striped highlightOnHover verticalSpacing="sm">
        <VisuallyHidden component="caption">{t('market.title')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('market.col.project')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('market.col.principal')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('market.col.accrued')}
            </Table.Th>
            <Table.Th scope="col">{t('market.col.remaining')}</Table.Th>
            <Table.Th scope="col">{t('market.col.next_payment')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('market.col.price')}
            </Table.Th>
            <Table.Th scope="col">{t('market.col.premium')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('market.col.ytm')}
            </Table.Th>
            <Table.Th scope="col">{t('market.col.status')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('market.col.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id} data-testid="market-row" data-record={record.id}>
              <Table.Td>
                <ProjectCell record={record} locale={locale} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="market-principal">
                <MoneyText wire={record.principal} locale={locale} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <MoneyText wire={record.accruedInterest} locale={locale} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('market.months', { months: record.remainingMonths })}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{nextPayment(record, locale, none)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="market-price">
                <MoneyText wire={record.price} locale={locale} />
              </Table.Td>
              <Table.Td data-testid="market-premium">
                <PremiumText premiumPercent={record.premiumPercent} locale={locale} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="market-ytm">
                {record.yieldToMaturity === null ? none : formatSignedPercent(record.yieldToMaturity, locale)}
              </Table.Td>
              <Table.Td>
                <LoanStatusBadge record={record} />
              </Table.Td>
              <Table.Td>
                <OpenButton record={record} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

function MarketCards({ records, locale }: { records: MarketRecord[]; locale: Locale }) {
  const { t } = useTranslation();
  const none = t('market.none');
  return (
    <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('market.title')} data-testid="market-cards">
      {records.map((record) => (
        <Card key={record.id} component="li" withBorder radius="md" padding="sm" data-testid="market-card" data-record={record.id}>
          <Group justify="space-between" align="start" wrap="nowrap">
            <ProjectCell record={record} locale={locale} />
            <LoanStatusBadge record={record} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" mt="xs" mb={0} mx={0}>
            <Fact label={t('market.col.principal')}>
              <MoneyText wire={record.principal} locale={locale} />
            </Fact>
            <Fact label={t('market.col.price')}>
              <MoneyText wire={record.price} locale={locale} />
            </Fact>
            <Fact label={t('market.col.accrued')}>
              <MoneyText wire={record.accruedInterest} locale={locale} />
            </Fact>
            <Fact label={t('market.col.premium')}>
              <PremiumText premiumPercent={record.premiumPercent} locale={locale} />
            </Fact>
            <Fact label={t('market.col.remaining')}>{t('market.months', { months: record.remainingMonths })}</Fact>
            <Fact label={t('market.col.next_payment')}>{nextPayment(record, locale, none)}</Fact>
            <Fact label={t('market.col.ytm')}>{record.yieldToMaturity === null ? none : formatSignedPercent(record.yieldToMaturity, locale)}</Fact>
          </SimpleGrid>
          <Group mt="sm">
            <OpenButton record={record} fullWidth />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The offers: a table from the `md` breakpoint, cards below it (a 375 px phone). */
export function MarketList({ records, locale }: { records: MarketRecord[]; locale: Locale }) {
  return (
    <>
      <MarketTable records={records} locale={locale} />
      <MarketCards records={records} locale={locale} />
    </>
  );
}
