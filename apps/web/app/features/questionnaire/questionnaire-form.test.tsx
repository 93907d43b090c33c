import { DEBTOR_EXTENDED_QUESTIONS, INVESTOR_QUESTIONS } from '@platform/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { QuestionnaireForm } from './questionnaire-form';
import type { QuestionnaireActionData } from './questionnaire.server';

function Page({ kind = 'natural' }: { kind?: 'natural' | 'legal' }) {
  const result = useActionData() as QuestionnaireActionData | undefined;
  return (
    <QuestionnaireForm
      key={result?.at ?? 0}
      locale="en"
      questions={[...INVESTOR_QUESTIONS]}
      sophisticatedKind={kind}
      sophisticatedStatus="none"
      result={result}
    />
  );
}

describe('QuestionnaireForm', () => {
  it('shows every section with translated questions and simulates the ability to bear loss', async () => {
    const user = userEvent.setup();
    renderPage(<Page />);
    for (const section of ['experience', 'objectives', 'financial', 'risk']) expect(screen.getByTestId(`section-${section}`)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /How long have you been investing/ })).toBeInTheDocument();
    expect(screen.getByText('Enter the amounts of your financial situation to see the simulation.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Net annual income/ }), '30000');
    await user.type(screen.getByRole('textbox', { name: /^Liquid assets/ }), '20000.50');
    await user.type(screen.getByRole('textbox', { name: /^Annual financial commitments/ }), '5000');
    expect(screen.getByTestId('questionnaire-net-worth')).toHaveTextContent('€45,000.50');
    expect(screen.getByTestId('questionnaire-loss-capacity')).toHaveTextContent('€4,500.05');
    expect(screen.getByRole('progressbar', { name: 'Loss you can bear as a share of your net worth' })).toBeInTheDocument();
  });

  it('shows the mandated risk warning with a required acknowledgement when the server asks for it', async () => {
    const user = userEvent.setup();
    const action = async ({ request }: { request: Request }) => {
      const form = await request.formData();
      const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
      return { code: 'VALIDATION_FAILED', fieldErrors: { riskWarningAcknowledged: ['required'] }, riskWarningRequired: true, values, at: Date.now() };
    };
    renderPage(<Page />, { action });
    await user.click(screen.getByRole('radio', { name: 'Part or all of it' }));
    await user.click(screen.getByTestId('questionnaire-submit'));
    const warning = await screen.findByTestId('questionnaire-risk-warning');
    expect(warning).toHaveTextContent('crowdfunding may not be appropriate for you');
    expect(screen.getByRole('checkbox', { name: 'I have read and understood the risk warning' })).not.toBeChecked();
    // The choice survives the round trip; no general error for the warning alone.
    expect(screen.getByRole('radio', { name: 'Part or all of it' })).toBeChecked();
    expect(screen.queryByTestId('questionnaire-error')).toBeNull();
    await waitFor(() => expect(warning).toHaveFocus());
    // Submitted again without the tick: the reason shows at the checkbox.
    await user.click(screen.getByTestId('questionnaire-submit'));
    expect(await screen.findByText('Confirm that you have read the risk warning to continue.')).toBeInTheDocument();
  });

  it('offers the sophisticated-investor criteria of the account kind', async () => {
    const user = userEvent.setup();
    renderPage(<Page kind="legal" />);
    expect(screen.queryByRole('textbox', { name: /^Own funds/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I ask to be treated as a sophisticated investor' }));
    expect(screen.getByRole('textbox', { name: /^Own funds/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /financial sector/ })).toBeNull();
  });

  it('names a conflict (already answered)', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, { action: () => ({ code: 'CONFLICT', fieldErrors: {}, riskWarningRequired: false, values: {}, at: Date.now() }) });
    await user.click(screen.getByTestId('questionnaire-submit'));
    expect(await screen.findByTestId('questionnaire-error')).toHaveTextContent('Your answers are already saved');
  });
});

describe('QuestionnaireForm in the extended debtor flow', () => {
  it('shows the debtor questions without the loss simulation or the sophisticated-investor request', () => {
    renderPage(<QuestionnaireForm locale="en" questions={[...DEBTOR_EXTENDED_QUESTIONS]} sophisticatedKind="legal" sophisticatedStatus="none" debtor />);
    expect(screen.getByRole('radiogroup', { name: /What will the financing be used for/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Annual revenue of the company/ })).toBeInTheDocument();
    expect(screen.queryByTestId('questionnaire-results')).toBeNull();
    expect(screen.queryByTestId('section-sophisticated')).toBeNull();
    expect(screen.queryByTestId('section-risk')).toBeNull();
  });
});
