import { Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import {
  isMarketFilterActive,
  MARKET_LOAN_STATUSES,
  MARKET_LOAN_TYPES,
  MARKET_QUERY,
  MARKET_RISK_GROUPS,
  MARKET_SORTS,
  marketFilterKey,
  marketFilterQuery,
  readMarketFilter,
  type MarketFilter,
} from './market-query';

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The market's filters and sort. A plain GET form (works without JavaScript: the checked risk groups
 * repeat their parameter); with JavaScript the submit goes to the canonical address (one comma list,
 * invalid values left out, page 1), as the project list does.
 */
export function MarketFilters({ locale, filter, countries }: { locale: Locale; filter: MarketFilter; countries: CountryOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = buildPath('secondary-market', locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget).entries()) if (typeof value === 'string') search.append(key, value);
    void navigate(buildPath('secondary-market', locale, {}, marketFilterQuery(readMarketFilter(search).filter)));
  };
  const all = t('market.filter.all');
  // A country the list does not name (the reference call failed, or an old link) stays selectable.
  const countryOptions =
    filter.country && !countries.some((c) => c.value === filter.country) ? [...countries, { value: filter.country, label: filter.country }] : countries;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="market-filters">
      <form method="get" action={action} onSubmit={onSubmit} key={marketFilterKey(filter)} data-testid="market-filters">
        <Title order={2} size="h4" id="market-filters" mb="sm">
          {t('market.filter.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <NativeSelect
            label={t('market.filter.loan_type')}
            name={MARKET_QUERY.loanType}
            defaultValue={filter.loanType}
            data={MARKET_LOAN_TYPES.map((v) => ({ value: v, label: v === 'all' ? all : t(`market.loan_type.${v}`) }))}
          />
          <NativeSelect
            label={t('market.filter.country')}
            name={MARKET_QUERY.country}
            defaultValue={filter.country ?? ''}
            data={[{ value: '', label: all }, ...countryOptions]}
          />
          <NativeSelect
            label={t('market.filter.loan_status')}
            name={MARKET_QUERY.loanStatus}
            defaultValue={filter.loanStatus ?? ''}
            data={[{ value: '', label: all }, ...MARKET_LOAN_STATUSES.map((s) => ({ value: s, label: t(`market.status.${s}`) }))]}
          />
          <NativeSelect
            label={t('market.filter.sort')}
            name={MARKET_QUERY.sort}
            defaultValue={filter.sort}
            data={MARKET_SORTS.map((s) => ({ value: s, label: t(`market.sort.${s}`) }))}
          />
          <TextInput
            label={t('market.filter.interest_min')}
            name={MARKET_QUERY.minInterest}
            defaultValue={filter.minInterest ?? ''}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextInput
            label={t('market.filter.interest_max')}
            name={MARKET_QUERY.maxInterest}
            defaultValue={filter.maxInterest ?? ''}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextInput
            label={t('market.filter.discount_min')}
            name={MARKET_QUERY.minDiscount}
            defaultValue={filter.minDiscount ?? ''}
            inputMode="decimal"
            autoComplete="off"
            description={t('market.filter.discount_hint')}
          />
          <TextInput
            label={t('market.filter.discount_max')}
            name={MARKET_QUERY.maxDiscount}
            defaultValue={filter.maxDiscount ?? ''}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextInput
            label={t('market.filter.remaining_max')}
            name={MARKET_QUERY.maxRemainingMonths}
            defaultValue={filter.maxRemainingMonths ?? ''}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
        <fieldset style={{ border: 0, padding: 0, margin: 0, marginTop: 'var(--mantine-spacing-md)' }}>
          <legend>
            <Text size="sm" fw={600}>
              {t('market.filter.risk')}
            </Text>
          </legend>
          <Group gap="md" mt={4}>
            {MARKET_RISK_GROUPS.map((group) => (
              <Checkbox key={group} name={MARKET_QUERY.riskGroups} value={group} label={group} defaultChecked={filter.riskGroups.includes(group)} size="sm" />
            ))}
          </Group>
        </fieldset>
        <Stack gap={0} mt="md">
          <Group gap="sm">
            <Button type="submit">{t('market.filter.apply')}</Button>
            {isMarketFilterActive(filter) || filter.sort !== 'newest' ? (
              <Button component={Link} to={action} variant="subtle">
                {t('market.filter.reset')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
