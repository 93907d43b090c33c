import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { buildPath, MARKET_PAGE_SIZE, type Locale, type MarketList as MarketListData } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { LazyModal } from '../../components/ui/lazy-modal';
import { PageHeader } from '../../components/ui/page-header';
import { PaginationControl } from '../../components/ui/pagination-control';
import { MarketFilters, type CountryOption } from './market-filters';
import { MarketList, useRecordHref } from './market-list';
import { isMarketFilterActive, marketFilterQuery, readRecordParam, type MarketFilter } from './market-query';
import { RecordPanel } from './record-dialog';

export interface MarketPageProps {
  locale: Locale;
  filter: MarketFilter;
  invalid: boolean;
  /** null when the list could not be loaded. */
  list: MarketListData | null;
  page: number;
  countries: CountryOption[];
  /** A navigation to this page (another filter or page) is loading: the old list is dimmed. */
  isLoading?: boolean;
}

/**
 * /secondary-market/{page}, public (issue 13): filters and sort in the URL query, a table of offers
 * (cards on a phone), 25 per page, and the record dialog opened by `?record=ID`.
 */
export function MarketPage({ locale, filter, invalid, list, page, countries, isLoading = false }: MarketPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hrefOf = useRecordHref();
  const recordId = readRecordParam(searchParams);
  const query = marketFilterQuery(filter);
  const openRecord = list?.records.find((r) => r.id === recordId) ?? null;
  const close = () => void navigate(hrefOf(null), { preventScrollReset: true });

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <PageHeader title={t('market.title')} intro={t('market.intro')} />
          {list && (
            <Text c="dimmed" size="sm" mt={4} aria-live="polite" data-testid="market-count">
              {t('market.count', { count: list.total })}
            </Text>
          )}
        </div>
        <MarketFilters locale={locale} filter={filter} countries={countries} />
        {invalid && (
          <Alert color="yellow" variant="light" data-testid="market-filter-ignored">
            {t('market.filter.ignored')}
          </Alert>
        )}
        <div aria-busy={isLoading} style={{ opacity: isLoading ? 0.6 : 1 }} data-testid="market-results">
          {list === null ? (
            <Alert color="red" variant="light" role="alert" data-testid="market-error">
              <Text>{t('market.error')}</Text>
              <Anchor component={Link} to={buildPath('secondary-market', locale, { page: page > 1 ? page : undefined }, query)} reloadDocument>
                {t('market.retry')}
              </Anchor>
            </Alert>
          ) : list.records.length > 0 ? (
            <MarketList records={list.records} locale={locale} />
          ) : (
            <Alert color="gray" variant="light" data-testid="market-empty">
              {isMarketFilterActive(filter) ? t('market.empty_filtered') : t('market.empty')}
            </Alert>
          )}
        </div>
        {list && <PaginationControl routeName="secondary-market" locale={locale} page={list.page} total={list.total} limit={MARKET_PAGE_SIZE} query={query} />}
      </Stack>
      <LazyModal
        opened={recordId !== null}
        onClose={close}
        title={openRecord ? t('market.dialog.title', { project: openRecord.projectTitle }) : t('market.details')}
        closeButtonProps={{ 'aria-label': t('market.dialog.close') }}
        size="lg"
        centered
      >
        {recordId !== null && <RecordPanel key={recordId} recordId={recordId} locale={locale} onBought={() => void revalidator.revalidate()} />}
      </LazyModal>
    </Container>
  );
}
