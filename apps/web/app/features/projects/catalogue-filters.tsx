import { Group, Paper } from '../../components/ui/boxes';
import { Title } from '../../components/ui/typography';
import { Button } from '../../components/ui/button';
import { PlainSelect, PlainTextInput } from '../../components/ui/plain-fields';
import {
  buildPath,
  FILTER_QUERY,
  FILTER_STATUSES,
  isFilterActive,
  PROJECT_SORTS,
  projectFilterKey,
  projectFilterQuery,
  readProjectFilter,
  type Locale,
  type ProjectFilter,
} from '@platform/contract';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';

export interface FilterOption {
  value: string;
  label: string;
}
export interface FilterOptions {
  loanTypes: FilterOption[];
  riskGroups: FilterOption[];
  countries: FilterOption[];
}

/**
 * Native checkboxes with their label around them (styles/app.css), not Mantine's Checkbox: the list
 * page holds ~30, and each Mantine one was 8 elements and ~1.1 KB of HTML with its icon and inline
 * variables, about a third of the page's markup and of what it hydrates (issue 11).
 */
function CheckboxGroup({ legend, name, options, selected }: { legend: string; name: string; options: FilterOption[]; selected: string[] }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className="filter-group__options">
        {options.map((o) => (
          <label key={o.value} className="filter-check">
            <input type="checkbox" name={name} value={o.value} defaultChecked={selected.includes(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The catalogue's filters and sort. A plain GET form (works without JavaScript, checkboxes repeat
 * their parameter); with JavaScript the submit goes to the canonical address (comma lists, page 1).
 * Nothing is preselected, so loan type 7 never is (spec section 9).
 */
export function CatalogueFilters({ locale, filter, options }: { locale: Locale; filter: ProjectFilter; options: FilterOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = buildPath('projects-page', locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const [key, value] of form.entries()) if (typeof value === 'string') search.append(key, value);
    // The page ignores what is invalid, as it does for a typed-in address.
    void navigate(buildPath('projects-page', locale, {}, projectFilterQuery(readProjectFilter(search).filter)));
  };
  // A new filter from the URL remounts the form, so its defaults follow the address.
  const formKey = projectFilterKey(filter);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="catalogue-filters">
      <form method="get" action={action} onSubmit={onSubmit} key={formKey} data-testid="catalogue-filters">
        <Title order={2} size="h4" id="catalogue-filters" mb="sm">
          {t('projectPage.filter.title')}
        </Title>
        <div className="filter-grid filter-grid--groups">
          <CheckboxGroup
            legend={t('projectPage.filter.loan_type')}
            name={FILTER_QUERY.loanTypes}
            options={options.loanTypes}
            selected={filter.loanTypes.map(String)}
          />
          <CheckboxGroup legend={t('projectPage.filter.country')} name={FILTER_QUERY.countries} options={options.countries} selected={filter.countries} />
          <CheckboxGroup
            legend={t('projectPage.filter.risk')}
            name={FILTER_QUERY.riskGroups}
            options={options.riskGroups}
            selected={filter.riskGroups.map(String)}
          />
          <CheckboxGroup
            legend={t('projectPage.filter.status')}
            name={FILTER_QUERY.statuses}
            options={FILTER_STATUSES.filter((s) => s !== 'SECRET').map((s) => ({ value: s, label: t(`project.status.${s}`) }))}
            selected={filter.statuses}
          />
        </div>
        <div className="filter-grid filter-grid--fields">
          <PlainTextInput label={t('projectPage.filter.rate_min')} name={FILTER_QUERY.rateMin} defaultValue={filter.rateMin ?? ''} inputMode="decimal" />
          <PlainTextInput label={t('projectPage.filter.rate_max')} name={FILTER_QUERY.rateMax} defaultValue={filter.rateMax ?? ''} inputMode="decimal" />
          <PlainTextInput label={t('projectPage.filter.term_min')} name={FILTER_QUERY.termMin} defaultValue={filter.termMin ?? ''} inputMode="numeric" />
          <PlainTextInput label={t('projectPage.filter.term_max')} name={FILTER_QUERY.termMax} defaultValue={filter.termMax ?? ''} inputMode="numeric" />
          <PlainSelect
            label={t('projectPage.filter.sort')}
            name={FILTER_QUERY.sort}
            defaultValue={filter.sort}
            data={PROJECT_SORTS.map((s) => ({ value: s, label: t(`projectPage.sort.${s}`) }))}
          />
        </div>
        <Group mt="md" gap="sm">
          <Button type="submit">{t('projectPage.filter.apply')}</Button>
          {isFilterActive(filter) || filter.sort !== 'newest' ? (
            <Button component={Link} to={action} variant="subtle">
              {t('projectPage.filter.reset')}
            </Button>
          ) : null}
        </Group>
      </form>
    </Paper>
  );
}
