import { Alert, Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { buildPath, formatDate, formatDateTime, fromWire, type Locale, type OwnRecord, type OwnRecords } from '@platform/contract';
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigation } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { DownloadButtons } from '../../components/ui/download-buttons';
import { PageHeader } from '../../components/ui/page-header';
import { PaginationControl } from '../../components/ui/pagination-control';
import { ListingActions } from './listing-actions';
import { OWN_RECORD_FILTERS, type OwnRecordFilter } from './own-record-filter';
import { formatPremium, pausedReasonText } from './market-ui';

export interface OwnRecordsPageProps {
  locale: Locale;
  kind: OwnRecordFilter;
  page: number;
  records: OwnRecords | null;
}

/** Badge palettes (a light badge is the palette's tint with its dark ink: readable in every kind). */
const KIND_COLOR: Record<OwnRecord['kind'], string> = { selling: 'teal', sold: 'blue', bought: 'violet', cancelled: 'gray', expired: 'gray' };

const filterHref = (locale: Locale, kind: OwnRecordFilter) => buildPath('account-secondary-market', locale, {}, kind === 'all' ? undefined : { kind });

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {children}
      </Text>
    </Paper>
  );
}

function Totals({ locale, totals }: { locale: Locale; totals: OwnRecords['totals'] }) {
  const { t } = useTranslation();
  const figures: [string, string, string][] = [
    ['selling', t('marketAccount.totals.selling'), totals.selling],
    ['sold', t('marketAccount.totals.sold'), totals.sold],
    ['sold-for', t('marketAccount.totals.sold_for'), totals.soldFor],
    ['fees', t('marketAccount.totals.fees'), totals.fees],
    ['bought', t('marketAccount.totals.bought'), totals.bought],
    ['bought-for', t('marketAccount.totals.bought_for'), totals.boughtFor],
  ];
  return (
    <section aria-labelledby="market-totals-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="market-totals-title">
          {t('marketAccount.totals.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
          {figures.map(([id, label, wire]) => (
            <Figure key={id} label={label} testId={`market-total-${id}`}>
              <MoneyText wire={wire} locale={locale} />
            </Figure>
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}

/** The kinds as links (the kind lives in the URL: it works without JavaScript and can be shared). */
function KindLinks({ locale, kind }: { locale: Locale; kind: OwnRecordFilter }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('marketAccount.filter.label')}>
      <Group gap="xs" wrap="wrap" data-testid="market-kinds">
        {OWN_RECORD_FILTERS.map((k) => (
          <Button
            key={k}
            component={Link}
            to={filterHref(locale, k)}
            size="xs"
            variant={k === kind ? 'filled' : 'default'}
            aria-current={k === kind ? 'page' : undefined}
            data-testid={`market-kind-${k}`}
          >
            {t(`marketAccount.kind.${k}`)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/** Every record of the shown kind as a file (not only this page), headings in the page's language (the shared download buttons). */
function ExportLinks({ locale, kind }: { locale: Locale; kind: OwnRecordFilter }) {
  const { t } = useTranslation();
  return (
    <DownloadButtons
      options={[
        { format: 'csv', endpoint: MARKET_ENDPOINTS.ownRecordsCsv, label: t('marketAccount.export.csv') },
        { format: 'xlsx', endpoint: MARKET_ENDPOINTS.ownRecordsXlsx, label: t('marketAccount.export.xlsx') },
      ]}
      query={{ kind, locale }}
      locale={locale}
      label={t('marketAccount.export.label')}
      testId="market-export"
      size="xs"
    />
  );
}

/** The principal's label by kind: on offer, sold, bought, or what was offered. */
const PRINCIPAL_LABEL: Record<OwnRecord['kind'], string> = {
  selling: 'marketAccount.record.principal_selling',
  sold: 'marketAccount.record.principal_sold',
  bought: 'marketAccount.record.principal_bought',
  cancelled: 'marketAccount.record.principal_offered',
  expired: 'marketAccount.record.principal_offered',
};

export function RecordFacts({ locale, record }: { locale: Locale; record: OwnRecord }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [t(PRINCIPAL_LABEL[record.kind]), <MoneyText key="p" wire={record.principal} locale={locale} />],
    [t('marketAccount.record.premium'), formatPremium(record.premiumPercent, locale)],
  ];
  if (record.kind !== 'bought' && record.kind !== 'sold' && fromWire(record.soldPrincipal) > 0)
    facts.push([t('marketAccount.record.sold_so_far'), <MoneyText key="s" wire={record.soldPrincipal} locale={locale} />]);
  if (record.price !== null)
    facts.push([
      t(record.kind === 'bought' ? 'marketAccount.record.paid' : 'marketAccount.record.received_price'),
      <MoneyText key="r" wire={record.price} locale={locale} />,
    ]);
  if (record.fee !== null) facts.push([t('marketAccount.record.fee'), <MoneyText key="f" wire={record.fee} locale={locale} />]);
  facts.push([t(record.kind === 'bought' ? 'marketAccount.record.bought_at' : 'marketAccount.record.updated_at'), formatDateTime(record.at, locale)]);
  if (record.kind === 'selling' && record.expiresOn) facts.push([t('marketAccount.record.expires'), formatDate(record.expiresOn, locale)]);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Why buying is paused, or why the platform cancelled the listing. */
export function RecordNotes({ record }: { record: OwnRecord }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  return (
    <>
      {record.pausedReason && (
        <Alert color="orange" variant="light" p="xs" data-testid={`record-paused-${record.recordId}`}>
          {t('marketAccount.record.paused', { reason: pausedReasonText(record.pausedReason, t, exists) })}
        </Alert>
      )}
      {record.cancelledReason && (
        <Alert color="gray" variant="light" p="xs" data-testid={`record-cancelled-${record.recordId}`}>
          {t('marketAccount.record.cancelled_reason', { reason: record.cancelledReason })}
        </Alert>
      )}
    </>
  );
}

export const recordKey = (r: OwnRecord) => `${r.kind}-${r.recordId}-${r.tradeId ?? ''}`;

export function KindBadge({ kind }: { kind: OwnRecord['kind'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={KIND_COLOR[kind]} variant="light" radius="sm">
      {t(`marketAccount.kind.${kind}`)}
    </Badge>
  );
}

function RecordCard({ locale, record }: { locale: Locale; record: OwnRecord }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={`market-record-${recordKey(record)}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <KindBadge kind={record.kind} />
            <Anchor component={Link} to={buildPath('account-investment', locale, { id: record.investmentId })} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('marketAccount.record.investment', { id: record.investmentId, number: record.projectNumber, title: record.projectTitle })}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {t(record.tradeId === null ? 'marketAccount.record.listing_id' : 'marketAccount.record.trade_id', { id: record.tradeId ?? record.recordId })}
          </Text>
        </Group>
        <RecordFacts locale={locale} record={record} />
        <RecordNotes record={record} />
        {record.kind === 'selling' && <ListingActions locale={locale} record={record} />}
      </Stack>
    </Paper>
  );
}

/** /account/secondary-market: the caller's listings, sales and purchases with their totals; open listings can be edited or cancelled. */
export function OwnRecordsPage({ locale, kind, page, records }: OwnRecordsPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && !navigation.formData && navigation.location.pathname.startsWith(buildPath('account-secondary-market', locale));
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('marketAccount.title')} intro={t('marketAccount.intro')} />
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={buildPath('secondary-market', locale)} data-testid="market-browse">
            {t('marketAccount.browse')}
          </Anchor>
          <Anchor component={Link} to={buildPath('account-investments', locale)}>
            {t('marketAccount.to_investments')}
          </Anchor>
        </Group>
        {records === null ? (
          <Alert color="red" variant="light" role="alert" data-testid="market-records-error">
            <Text>{t('marketAccount.load_failed')}</Text>
            <Anchor
              component={Link}
              to={buildPath('account-secondary-market', locale, { page: page > 1 ? page : undefined }, kind === 'all' ? undefined : { kind })}
              reloadDocument
            >
              {t('marketAccount.retry')}
            </Anchor>
          </Alert>
        ) : (
          <>
            <Totals locale={locale} totals={records.totals} />
            <section aria-labelledby="market-records-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="market-records-title">
                  {t('marketAccount.records.title')}
                </Title>
                <KindLinks locale={locale} kind={kind} />
                {records.total > 0 && <ExportLinks locale={locale} kind={kind} />}
                {loading && (
                  <Group gap="xs" role="status" data-testid="market-records-loading">
                    <Spinner size="sm" />
                    <Text size="sm">{t('marketAccount.loading')}</Text>
                  </Group>
                )}
                {records.records.length === 0 ? (
                  <Stack gap={4} data-testid="market-records-empty">
                    <Text>{t(kind === 'all' ? 'marketAccount.empty.all' : 'marketAccount.empty.kind')}</Text>
                    {kind === 'all' && (
                      <Text size="sm" c="dimmed">
                        {t('marketAccount.empty.hint')}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Stack
                    component="ul"
                    gap="sm"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                    aria-labelledby="market-records-title"
                    aria-busy={loading || undefined}
                    data-testid="market-records"
                  >
                    {records.records.map((record) => (
                      <RecordCard key={recordKey(record)} locale={locale} record={record} />
                    ))}
                  </Stack>
                )}
                <PaginationControl
                  routeName="account-secondary-market"
                  locale={locale}
                  page={records.page}
                  total={records.total}
                  limit={records.pageSize}
                  query={kind === 'all' ? undefined : { kind }}
                />
              </Stack>
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
