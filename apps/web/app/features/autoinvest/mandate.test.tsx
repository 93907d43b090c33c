import { MANDATE_TERMS_VERSION } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AutoInvestPage } from './autoinvest-page';
import { TERMS_PARAGRAPHS } from './mandate-form';
import { ALLOWANCE, MANDATE, NO_ALLOWANCE, OPTIONS, stubApi } from './test-fixtures';

const en = TRANSLATIONS.en;

afterEach(() => vi.unstubAllGlobals());

const render = (allowance = ALLOWANCE, locale: 'en' | 'pt' = 'en') =>
  renderPage(<AutoInvestPage locale={locale} strategies={[]} allowance={allowance} options={OPTIONS} />, { locale });

describe('MandateCard', () => {
  it('shows the mandate: status, balance with its bar, days left, terms, and the reflection period with its end', () => {
    render();
    expect(screen.getByTestId('mandate-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('mandate-balance-text')).toHaveTextContent('€750.00 of €1,000.00');
    const bar = screen.getByRole('progressbar', { name: '75% of the mandate amount is left' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByTestId('mandate-days-left')).toHaveTextContent('Days left340');
    expect(screen.getByTestId('mandate-interest')).toHaveTextContent('6.00% – 15.00%');
    expect(screen.getByTestId('mandate-term')).toHaveTextContent('Not set');
    expect(screen.getByTestId('mandate-risk')).toHaveTextContent('A, B');
    expect(screen.getByTestId('mandate-facts')).toHaveTextContent('Invested under it€250.00');
    const reflection = screen.getByTestId('mandate-reflection');
    expect(reflection).toHaveTextContent(en['autoinvest.reflection.rule']);
    expect(screen.getByTestId('mandate-reflection-running')).toHaveTextContent('Your reflection period runs until 5 Mar 2026, 23:59 EET.');
  });

  it('states the rule but no end date once the reflection period is over, nothing without a period; no mandate: a grant button and no revoke', () => {
    const { unmount } = render({ ...ALLOWANCE, mandate: { ...MANDATE, inReflection: false } });
    expect(screen.getByTestId('mandate-reflection')).toHaveTextContent(en['autoinvest.reflection.rule']);
    expect(screen.queryByTestId('mandate-reflection-running')).toBeNull();
    unmount();
    // A sophisticated investor's mandate has no reflection period at all.
    const sophisticated = render({ ...ALLOWANCE, mandate: { ...MANDATE, inReflection: false, reflectionEndsAt: null } });
    expect(screen.queryByTestId('mandate-reflection')).toBeNull();
    sophisticated.unmount();
    render(NO_ALLOWANCE);
    expect(screen.getByTestId('mandate-status')).toHaveTextContent('Not active');
    expect(screen.getByTestId('mandate-none')).toHaveTextContent(en['autoinvest.mandate.none']);
    expect(screen.getByTestId('mandate-open-form')).toHaveTextContent('Grant a mandate');
    expect(screen.queryByRole('button', { name: 'Revoke the mandate' })).toBeNull();
  });

  it('grant form: states the two-of-three rule, shows the terms, and refuses fewer than two parameters without calling', async () => {
    const calls = stubApi({ status: 200, body: ALLOWANCE });
    render(NO_ALLOWANCE);
    fireEvent.click(screen.getByTestId('mandate-open-form'));
    const form = screen.getByTestId('mandate-form');
    expect(within(form).getByTestId('mandate-parameters')).toHaveTextContent(en['autoinvest.grant.parameters_rule']);
    const terms = within(form).getByTestId('mandate-terms');
    expect(terms).toHaveTextContent(`Mandate terms, version ${MANDATE_TERMS_VERSION}`);
    for (const key of TERMS_PARAGRAPHS) expect(terms).toHaveTextContent(en[key]!);

    fireEvent.change(within(form).getByLabelText(/^Most that automatic investment may invest/), { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText(/^Lowest interest rate/), { target: { value: '6' } });
    fireEvent.change(within(form).getByLabelText(/^Highest interest rate/), { target: { value: '15' } });
    fireEvent.click(within(form).getByLabelText(`I have read and accept the mandate terms (version ${MANDATE_TERMS_VERSION}).`));
    fireEvent.click(within(form).getByRole('button', { name: 'Grant the mandate' }));
    expect(within(form).getByTestId('mandate-parameters-error')).toHaveTextContent(en['autoinvest.field.two_parameters']);
    expect(calls).toHaveLength(0);

    // A second parameter: the risk categories.
    fireEvent.click(within(within(form).getByTestId('mandate-risk-groups')).getByLabelText('B'));
    expect(within(form).queryByTestId('mandate-parameters-error')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Grant the mandate' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/autoinvestment/allowance',
      body: {
        maxAllowanceAmount: '1000.00',
        days: 365,
        interestMin: '6.00',
        interestMax: '15.00',
        riskGroups: [2],
        acceptTerms: true,
        termsVersion: MANDATE_TERMS_VERSION,
      },
    });
    expect(await screen.findByTestId('mandate-done')).toHaveTextContent('Your mandate was granted.');
    expect(screen.queryByTestId('mandate-form')).toBeNull();
    expect(screen.getByTestId('mandate-status')).toHaveTextContent('Active');
  });

  it('grant form: the terms must be accepted and the days within range; a renewal starts from the current terms', () => {
    const calls = stubApi({ status: 200, body: ALLOWANCE });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Renew or change the mandate' }));
    const form = screen.getByTestId('mandate-form');
    expect(within(form).getByRole('heading', { name: 'Renew the mandate' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Most that automatic investment may invest/)).toHaveValue('€1,000.00');
    expect(within(form).getByLabelText(/^Lowest interest rate/)).toHaveValue('6');
    expect(within(within(form).getByTestId('mandate-risk-groups')).getByLabelText('A')).toBeChecked();
    fireEvent.change(within(form).getByLabelText(/^Valid for/), { target: { value: '800' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Renew the mandate' }));
    expect(form).toHaveTextContent(en['autoinvest.field.accept_terms']);
    expect(form).toHaveTextContent('Enter whole days from 7 to 730.');
    expect(calls).toHaveLength(0);
  });

  it('revokes after a confirmation that says the automatic investments are taken back during the reflection period', async () => {
    const calls = stubApi({ status: 200, body: { ...NO_ALLOWANCE, mandate: { ...MANDATE, inReflection: false } } });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the mandate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('revoke-reflection')).toHaveTextContent('until 5 Mar 2026, 23:59 EET');
    expect(within(dialog).getByTestId('revoke-reflection')).toHaveTextContent('takes back the automatic investments made under this mandate, free of charge');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/autoinvestment/allowance/revoke' });
    expect(await screen.findByTestId('mandate-done')).toHaveTextContent('Your mandate was revoked.');
    expect(screen.getByTestId('mandate-status')).toHaveTextContent('Not active');
    expect(screen.getByTestId('mandate-inactive')).toBeInTheDocument();
  });

  it('translates a refused revocation, in the page locale', async () => {
    stubApi({ status: 409, body: { code: 'MANDATE_NOT_ACTIVE', message: 'x' } });
    render(ALLOWANCE, 'pt');
    fireEvent.click(screen.getByRole('button', { name: TRANSLATIONS.pt['autoinvest.mandate.revoke'] }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: TRANSLATIONS.pt['autoinvest.revoke.confirm'] }));
    expect(await screen.findByTestId('mandate-error')).toHaveTextContent(TRANSLATIONS.pt['autoinvest.error.MANDATE_NOT_ACTIVE']!);
  });
});
