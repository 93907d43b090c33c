import { emptyProjectFilter, readProjectFilter } from '@platform/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { CatalogueFilters, type FilterOptions } from './catalogue-filters';

const OPTIONS: FilterOptions = {
  loanTypes: [
    { value: '1', label: 'Business loan' },
    { value: '7', label: 'Special loan' },
  ],
  riskGroups: [
    { value: '1', label: 'A+' },
    { value: '2', label: 'A' },
  ],
  countries: [
    { value: 'LT', label: 'Lithuania' },
    { value: 'PL', label: 'Poland' },
  ],
};

const checkbox = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('catalogue filters', () => {
  it('preselects nothing by default (never loan type 7)', () => {
    renderPage(<CatalogueFilters locale="en" filter={emptyProjectFilter()} options={OPTIONS} />);
    expect(checkbox('Special loan').checked).toBe(false);
    expect(checkbox('Business loan').checked).toBe(false);
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the filter of the URL and submits the canonical address (page 1)', async () => {
    const { filter } = readProjectFilter(new URLSearchParams('country=LT&rateMin=8&sort=rate_desc'));
    const { router } = renderPage(<CatalogueFilters locale="en" filter={filter} options={OPTIONS} />);
    expect(checkbox('Lithuania').checked).toBe(true);
    expect((screen.getByLabelText('Interest from, %') as HTMLInputElement).value).toBe('8.00');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('rate_desc');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/projects');
    fireEvent.click(checkbox('Poland'));
    fireEvent.click(checkbox('A'));
    fireEvent.change(screen.getByLabelText('Term to, months'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('Interest to, %'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    // Invalid values are dropped, lists are sorted and comma-joined.
    expect(router.state.location.search).toBe('?country=LT%2CPL&risk=2&rateMin=8.00&termMax=24&sort=rate_desc');
  });

  it('keeps each option to a native checkbox inside its label (issue 11: ~30 of them on the list page)', () => {
    const many = (prefix: string) => Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `${prefix} ${i + 1}` }));
    renderPage(
      <CatalogueFilters
        locale="en"
        filter={emptyProjectFilter()}
        options={{ loanTypes: many('Type'), riskGroups: many('Risk'), countries: many('Country') }}
      />,
    );
    const option = checkbox('Type 3');
    expect(option.closest('label')?.textContent).toBe('Type 3');
    for (const group of screen.getByTestId('catalogue-filters').querySelectorAll('fieldset')) {
      const options = group.querySelectorAll('input[type="checkbox"]').length;
      // label, input and text per option, plus the legend and the options' wrapper.
      expect(group.querySelectorAll('*').length).toBe(options * 3 + 2);
    }
  });
});
