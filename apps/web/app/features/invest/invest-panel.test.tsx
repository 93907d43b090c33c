import { INVESTING_API, type InvestAnswer, type InvestOptions } from '@platform/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../components/ui/test-utils';
import { InvestPanel } from './invest-panel';

const OPEN: InvestOptions = {
  projectId: 5,
  projectStatus: 'GATHERING',
  state: 'open',
  minInvestment: '10.00',
  maxInvestment: null,
  left: '5000.00',
  available: '2500.00',
  largeAmountThreshold: '1000.00',
  reflection: true,
  userInvestedAmount: '0.00',
  kiisUrl: INVESTING_API.projectKiis(5),
};

// The investment's answer carries the panel's options after it: the form checks it against the endpoint's schema.
const answerOf = (investmentId: number, options: InvestOptions): InvestAnswer => ({
  investmentId,
  status: 'reflection',
  reflectionEndsAt: '2026-03-06T22:00:00.000Z',
  options,
});

const render = (options?: InvestOptions) =>
  renderWithProviders(
    <MemoryRouter>
      <InvestPanel projectId={5} options={options} />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('InvestPanel', () => {
  it('loads its options, shows the limits, the KIIS link and the reflection notice', async () => {
    stubApi({ [`GET ${INVESTING_API.investOptions(5)}`]: () => ({ status: 200, body: { ...OPEN, userInvestedAmount: '20.00' } }) });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading investment options');
    expect(await screen.findByTestId('invest-min')).toHaveTextContent('€10.00');
    expect(screen.getByTestId('invest-left')).toHaveTextContent('€5,000.00');
    expect(screen.getByTestId('invest-available')).toHaveTextContent('€2,500.00');
    expect(screen.getByTestId('kiis-link')).toHaveAttribute('href', '/api/get/project-kiis/5');
    expect(screen.getByTestId('invest-reflection-notice')).toHaveTextContent('4 calendar days');
  });

  it('shows a load failure with a retry', async () => {
    stubApi({ [`GET ${INVESTING_API.investOptions(5)}`]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the amount and the KIIS acknowledgement before sending anything', async () => {
    const calls = stubApi({});
    render(OPEN);
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Confirm that you have read the key investment information sheet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Amount to invest/), { target: { value: '€ 3 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));
    expect(await screen.findByText('Your wallet has €2,500.00 available')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Amount to invest/), { target: { value: '5' } });
    expect(screen.getByText('The smallest amount is €10.00')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('above the threshold shows the warning; confirming needs the explicit acknowledgement and sends it with one key', async () => {
    const calls = stubApi({
      [`POST ${INVESTING_API.invest}`]: () => ({
        status: 201,
        body: answerOf(42, { ...OPEN, available: '1000.00', left: '3500.00', userInvestedAmount: '1500.00' }),
      }),
    });
    render(OPEN);
    fireEvent.change(screen.getByLabelText(/Amount to invest/), { target: { value: '1 500,00 €' } });
    fireEvent.click(screen.getByLabelText('I have read the key investment information sheet'));
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));

    const warning = await screen.findByTestId('large-amount-warning');
    expect(warning).toHaveTextContent('€1,500.00');
    expect(warning).toHaveTextContent('€1,000.00');
    const confirm = screen.getByRole('button', { name: 'Confirm investment' });
    expect(confirm).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByLabelText('I understand the risk and want to invest this amount'));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    const success = await screen.findByTestId('invest-success');
    expect(success).toHaveTextContent('Your investment of €1,500.00 is confirmed.');
    expect(success).toHaveTextContent('until');
    expect(screen.getByRole('link', { name: 'View the investment' })).toHaveAttribute('href', '/account/investments/42');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ projectId: 5, amount: '1500.00', acknowledgeLargeAmount: true });
    expect(posts[0]!.key).toMatch(/.{8,}/);
    // The answer brought the new balance and what is left: nothing is asked after the POST.
    expect(screen.getByTestId('invest-available')).toHaveTextContent('€1,000.00');
    expect(screen.getByTestId('invest-left')).toHaveTextContent('€3,500.00');
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  it('keeps the confirmation when the investment fills the project and the form closes', async () => {
    const calls = stubApi({
      [`POST ${INVESTING_API.invest}`]: () => ({ status: 201, body: answerOf(43, { ...OPEN, projectStatus: 'FUNDED', state: 'closed', left: '0.00' }) }),
    });
    render({ ...OPEN, left: '500.00' });
    fireEvent.change(screen.getByLabelText(/Amount to invest/), { target: { value: '500' } });
    fireEvent.click(screen.getByLabelText('I have read the key investment information sheet'));
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));
    // The options in the answer say the project is closed: no form any more, but the news stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument());
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(screen.getByTestId('invest-success')).toHaveTextContent('Your investment of €500.00 is confirmed.');
    expect(screen.getByRole('link', { name: 'View the investment' })).toHaveAttribute('href', '/account/investments/43');
  });

  it('a server answer asking for the acknowledgement opens the warning; other errors show their text', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { code: 'LARGE_AMOUNT_ACK_REQUIRED', message: 'x' } };
    stubApi({ [`POST ${INVESTING_API.invest}`]: () => answer });
    render({ ...OPEN, largeAmountThreshold: null });
    fireEvent.change(screen.getByLabelText(/Amount to invest/), { target: { value: '50' } });
    fireEvent.click(screen.getByLabelText('I have read the key investment information sheet'));
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));
    expect(await screen.findByTestId('large-amount-warning')).toBeInTheDocument();
    answer = { status: 409, body: { code: 'PROJECT_NOT_OPEN', message: 'x' } };
    fireEvent.click(screen.getByLabelText('I understand the risk and want to invest this amount'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('no longer open for investment'));
  });

  it('guests get a login button; read-only and not-allowed viewers get no form', () => {
    const { unmount } = render({ ...OPEN, state: 'guest' });
    expect(screen.getByRole('link', { name: 'Log in to invest' })).toHaveAttribute('href', '/login');
    unmount();
    const second = render({ ...OPEN, state: 'read_only' });
    expect(screen.getByText(/read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest' })).toBeNull();
    second.unmount();
    render({ ...OPEN, state: 'not_allowed' });
    expect(screen.getByRole('link', { name: 'Finish onboarding' })).toHaveAttribute('href', '/identify');
  });

  it('renders a guest’s panel once: nothing re-renders it after mounting (issue 11: no work after hydration)', async () => {
    const phases: string[] = [];
    renderWithProviders(
      <MemoryRouter>
        <Profiler id="panel" onRender={(_id, phase) => phases.push(phase)}>
          <InvestPanel projectId={5} options={{ ...OPEN, state: 'guest' }} />
        </Profiler>
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(phases).toEqual(['mount']);
    // An open panel does re-render once mounted: that is when its form (a lazy chunk) comes in.
    render(OPEN);
    expect(await screen.findByRole('button', { name: 'Invest' })).toBeInTheDocument();
  });
});
