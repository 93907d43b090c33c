import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, PORTFOLIO_LOAN_TYPES, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { selectionQuery, SELECTION_QUERY, type PortfolioSelection } from './portfolio-query';
import type { CountryOption } from './portfolio.server';

/** The portfolio page's URL for a selection (defaults left out). */
export function portfolioHref(locale: Locale, selection: PortfolioSelection): string {
  return buildPath('account-portfolio', locale, {}, selectionQuery(selection));
}

/**
 * Loan type (links, one per type) and country (a GET form): both live in the URL query, so the
 * server renders the selection and both work without JavaScript. Changing either keeps the
 * inflow months.
 */
export function SelectionBar({ locale, selection, countries }: { locale: Locale; selection: PortfolioSelection; countries: CountryOption[] }) {
  const { t } = useTranslation();
  const inflowQuery = selectionQuery({ ...selection, loanType: 'all', country: 'all' });
  return (
    <Group align="flex-end" justify="space-between" gap="md" wrap="wrap" data-testid="portfolio-selection">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="loan-type-label">
          {t('portfolio.filter.loan_type')}
        </Text>
        <Group gap={6} role="group" aria-labelledby="loan-type-label" data-testid="loan-type-switch">
          {PORTFOLIO_LOAN_TYPES.map((loanType) => {
            const isCurrent = selection.loanType === loanType;
            return (
              <Button
                key={loanType}
                component={Link}
                to={portfolioHref(locale, { ...selection, loanType })}
                preventScrollReset
                variant={isCurrent ? 'filled' : 'default'}
                aria-current={isCurrent ? 'true' : undefined}
                size="sm"
                data-testid={`loan-type-${loanType}`}
              >
                {t(`portfolio.loan_type.${loanType}`)}
              </Button>
            );
          })}
        </Group>
      </Stack>
      <Form
        method="get"
        action={buildPath('account-portfolio', locale)}
        preventScrollReset
        aria-label={t('portfolio.filter.country_form')}
        key={selection.country}
      >
        {selection.loanType !== 'all' && <input type="hidden" name={SELECTION_QUERY.loanType} value={selection.loanType} />}
        {Object.entries(inflowQuery).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            name={SELECTION_QUERY.country}
            label={t('portfolio.filter.country')}
            defaultValue={selection.country}
            data={[{ value: 'all', label: t('portfolio.filter.country_all') }, ...countries.map((c) => ({ value: c.code, label: c.title }))]}
            data-testid="country-select"
            style={{ minWidth: '11rem' }}
          />
          <Button type="submit" variant="light" data-testid="country-apply">
            {t('portfolio.filter.apply')}
          </Button>
        </Group>
      </Form>
    </Group>
  );
}
