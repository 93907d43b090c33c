import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCents, type Cents } from '@platform/contract';
import { MoneyField, MoneyText } from './money';
import { renderWithProviders } from './test-utils';

// getByText's default normalizer folds Intl's no-break spaces into plain ones.
describe('MoneyText', () => {
  it('formats cents in the locale', () => {
    renderWithProviders(<MoneyText cents={toCents(123450)} locale="en" />);
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
  });

  it('formats a wire string, in another locale', () => {
    renderWithProviders(<MoneyText wire="1234.5" locale="lt" />);
    expect(screen.getByText('1 234,50 €')).toBeInTheDocument();
  });

  it('keeps large amounts exact', () => {
    renderWithProviders(<MoneyText wire="9999999999999.99" locale="en" />);
    expect(screen.getByText('€9,999,999,999,999.99')).toBeInTheDocument();
  });
});

function ControlledMoneyField({ onCents, initial = null }: { onCents: (cents: Cents | null) => void; initial?: Cents | null }) {
  const [cents, setCents] = useState<Cents | null>(initial);
  return (
    <>
      <MoneyField
        label="Amount"
        locale="en"
        cents={cents}
        onChange={(next) => {
          onCents(next);
          setCents(next);
        }}
      />
      <button type="button" onClick={() => setCents(toCents(500))}>
        Set five euros
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

describe('MoneyField', () => {
  it('reports cents parsed from typed text on blur and shows the formatted amount', async () => {
    const user = userEvent.setup();
    const onCents = vi.fn();
    renderWithProviders(<ControlledMoneyField onCents={onCents} />);
    await user.type(input(), '€ 1 234,5');
    await user.tab();
    expect(onCents).toHaveBeenLastCalledWith(123450);
    expect(input()).toHaveValue('€1,234.50');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('reports while typing, so Enter without blur submits the amount', async () => {
    const user = userEvent.setup();
    const onCents = vi.fn();
    renderWithProviders(<ControlledMoneyField onCents={onCents} />);
    await user.type(input(), '10.05');
    expect(onCents).toHaveBeenLastCalledWith(1005);
  });

  it('reports null and shows an error for text that is not an amount', async () => {
    const user = userEvent.setup();
    const onCents = vi.fn();
    renderWithProviders(<ControlledMoneyField onCents={onCents} />);
    await user.type(input(), '12.345');
    await user.tab();
    expect(onCents).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('12.345');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Enter a valid amount in euros');
  });

  it('treats empty text as no amount, without an error', async () => {
    const user = userEvent.setup();
    const onCents = vi.fn();
    renderWithProviders(<ControlledMoneyField onCents={onCents} initial={toCents(700)} />);
    expect(input()).toHaveValue('€7.00');
    await user.clear(input());
    await user.tab();
    expect(onCents).toHaveBeenLastCalledWith(null);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a new amount set by the parent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledMoneyField onCents={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Set five euros' }));
    expect(input()).toHaveValue('€5.00');
  });
});
