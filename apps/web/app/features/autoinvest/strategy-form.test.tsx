import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { riskGroupOptions, type AutoInvestOptions } from './autoinvest-options';
import { AutoInvestPage } from './autoinvest-page';
import { ALLOWANCE, OPTIONS, STRATEGY, stubApi } from './test-fixtures';

const en = TRANSLATIONS.en;

afterEach(() => vi.unstubAllGlobals());

function openNewForm(options: AutoInvestOptions = OPTIONS) {
  renderPage(<AutoInvestPage locale="en" strategies={[]} allowance={ALLOWANCE} options={options} />);
  fireEvent.click(screen.getByTestId('strategy-new'));
  return screen.getByTestId('strategy-form');
}

const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);

/** Fills a valid strategy: 5–12 %, 6–24 months, €50 a project. */
function fillValid(form: HTMLElement, { amount = '50' } = {}) {
  fireEvent.change(field(form, /^Name/), { target: { value: 'Steady' } });
  fireEvent.change(field(form, /^Lowest interest rate/), { target: { value: '5' } });
  fireEvent.change(field(form, /^Highest interest rate/), { target: { value: '12,5' } });
  fireEvent.change(field(form, /^Shortest term/), { target: { value: '6' } });
  fireEvent.change(field(form, /^Longest term/), { target: { value: '24' } });
  fireEvent.change(field(form, /^Amount per project/), { target: { value: amount } });
}

/** The error text under a field (Mantine links it with aria-describedby). */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('StrategyForm', () => {
  it('preselects every loan type but type 7 on a new strategy, and no country or risk group; risk group D is never offered', () => {
    const riskGroups = riskGroupOptions([
      { id: 1, title: 'A' },
      { id: 4, title: 'D' },
      { id: 2, title: 'B' },
    ]);
    const form = openNewForm({ ...OPTIONS, riskGroups });
    const loanTypes = within(within(form).getByTestId('new-loan-types'));
    expect(loanTypes.getByLabelText('Business loan')).toBeChecked();
    expect(loanTypes.getByLabelText('Green loan')).toBeChecked();
    expect(loanTypes.getByLabelText('Bridge loan')).not.toBeChecked();
    for (const box of within(within(form).getByTestId('new-countries')).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    const risk = within(form).getByTestId('new-risk-groups');
    expect(within(risk).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(risk).getByLabelText('A')).not.toBeChecked();
    expect(within(risk).getByLabelText('B')).not.toBeChecked();
    expect(within(risk).queryByLabelText('D')).toBeNull();
  });

  it('refuses a minimum above the maximum before calling, and shows the API field errors next to their fields', async () => {
    const calls = stubApi({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { interestMax: ['min_above_max'], countries: ['unknown'] } },
    });
    const form = openNewForm();
    fillValid(form);
    fireEvent.change(field(form, /^Lowest interest rate/), { target: { value: '14' } });
    fireEvent.click(within(form).getByText('Create the strategy'));
    expect(errorOf(field(form, /^Highest interest rate/))).toContain(en['autoinvest.field.min_above_max']);
    expect(field(form, /^Highest interest rate/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByTestId('strategy-form-error')).toHaveTextContent(en['autoinvest.form.fix_errors']);
    expect(calls).toHaveLength(0);

    // Fixed in the form; the API still refuses (its own checks): its field errors show where they belong.
    fireEvent.change(field(form, /^Lowest interest rate/), { target: { value: '5' } });
    fireEvent.click(within(form).getByLabelText('Latvia'));
    fireEvent.click(within(form).getByText('Create the strategy'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/autoinvestment/strategies',
      body: {
        name: 'Steady',
        loanTypes: [1, 2],
        countries: [2],
        riskGroups: [],
        interestMin: '5.00',
        interestMax: '12.50',
        termMin: 6,
        termMax: 24,
        amountPerProject: '50.00',
        maxShareOfProject: '20.00',
        totalCap: null,
        cashToKeep: '0.00',
        includeMarket: false,
        active: true,
        priority: 1,
      },
    });
    expect(await within(form).findByTestId('strategy-form-error')).toHaveTextContent(en['autoinvest.error.VALIDATION_FAILED']);
    expect(errorOf(field(form, /^Highest interest rate/))).toContain(en['autoinvest.field.min_above_max']);
    expect(within(form).getByTestId('new-countries')).toHaveTextContent(en['autoinvest.field.unknown']);
    expect(errorOf(field(form, /^Lowest interest rate/))).toBe('');
  });

  it('asks for the large-amount acknowledgement when the API wants it and sends it with the next save', async () => {
    const created = { ...STRATEGY, id: 21, name: 'Steady', amountPerProject: '5000.00', lastOutcomes: [], largeAmountAcknowledged: true };
    const calls = stubApi({ status: 409, body: { code: 'LARGE_AMOUNT_ACK_REQUIRED', message: 'x' } }, { status: 201, body: created });
    const form = openNewForm();
    fillValid(form, { amount: '5000' });
    expect(within(form).queryByTestId('large-amount-warning')).toBeNull();
    fireEvent.click(within(form).getByText('Create the strategy'));
    const warning = await within(form).findByTestId('large-amount-warning');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).not.toHaveProperty('acknowledgeLargeAmount');
    expect(warning).toHaveTextContent(
      'An amount per project of €5,000.00 is above the large-amount threshold that applies to you (the larger of €1,000.00 and 5%',
    );
    expect(within(form).getByTestId('strategy-form-error')).toHaveTextContent(en['autoinvest.error.LARGE_AMOUNT_ACK_REQUIRED']);

    // An amount at the floor or less never needs it; back to the large amount, the warning returns.
    fireEvent.change(field(form, /^Amount per project/), { target: { value: '900' } });
    expect(within(form).queryByTestId('large-amount-warning')).toBeNull();
    fireEvent.change(field(form, /^Amount per project/), { target: { value: '5000' } });
    const again = within(form).getByTestId('large-amount-warning');
    expect(within(again).getByLabelText(en['autoinvest.large.ack'])).not.toBeChecked();

    // Saving again without ticking the box sends nothing.
    fireEvent.click(within(form).getByText('Create the strategy'));
    expect(await within(again).findByText(en['autoinvest.large.ack_required'])).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    fireEvent.click(within(again).getByLabelText(en['autoinvest.large.ack']));
    fireEvent.click(within(form).getByText('Create the strategy'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ amountPerProject: '5000.00', acknowledgeLargeAmount: true });
    expect(await screen.findByTestId('strategies-notice')).toHaveTextContent('Strategy "Steady" was created.');
    expect(screen.queryByTestId('strategy-form')).toBeNull();
    expect(screen.getByTestId('strategy-21')).toHaveTextContent('€5,000.00');
  });

  it('edits a strategy in place with its values and saves it with PUT', async () => {
    const calls = stubApi({ status: 200, body: { ...STRATEGY, amountPerProject: '75.00' } });
    renderPage(<AutoInvestPage locale="en" strategies={[STRATEGY]} allowance={ALLOWANCE} options={OPTIONS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit strategy Green and steady' }));
    const form = screen.getByTestId('strategy-form');
    expect(within(form).getByRole('heading', { name: 'Edit strategy: Green and steady' })).toBeInTheDocument();
    expect(field(form, /^Lowest interest rate/)).toHaveValue('8');
    expect(field(form, /^Highest interest rate/)).toHaveValue('14.5');
    expect(field(form, /^Amount per project/)).toHaveValue('€50.00');
    expect(field(form, /^Total cap/)).toHaveValue('€2,000.00');
    expect(within(form).getByLabelText('Bridge loan')).not.toBeChecked();
    expect(within(form).getByLabelText('Green loan')).toBeChecked();
    fireEvent.change(field(form, /^Amount per project/), { target: { value: '75' } });
    fireEvent.click(within(form).getByText('Save changes'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/autoinvestment/strategies/11',
      body: { amountPerProject: '75.00', totalCap: '2000.00', cashToKeep: '100.00', riskGroups: [1, 2], includeMarket: true },
    });
    expect(await screen.findByTestId('strategies-notice')).toHaveTextContent('Strategy "Green and steady" was saved.');
    expect(screen.getByTestId('strategy-11-amount')).toHaveTextContent('€75.00');
  });

  it('translates the strategy limit refusal', async () => {
    stubApi({ status: 409, body: { code: 'AUTOINVEST_STRATEGY_LIMIT', message: 'x' } });
    const form = openNewForm();
    fillValid(form);
    fireEvent.click(within(form).getByText('Create the strategy'));
    expect(await within(form).findByTestId('strategy-form-error')).toHaveTextContent('You already have 20 strategies, the most allowed.');
  });
});
