import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, type TextFieldProps } from './text-field';
import { renderWithProviders } from './test-utils';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string; onValue?: (value: string) => void };

/** Holds the value like a form would, so the DOM shows what the field reports. */
function ControlledTextField({ initial = '', onValue, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        onValue?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox') as HTMLInputElement;
const numberInput = () => screen.getByRole('spinbutton') as HTMLInputElement;

describe('TextField', () => {
  it('truncates pasted text longer than maxLength', () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledTextField label="Name" maxLength={5} onValue={onValue} />);
    // fireEvent.change bypasses the maxlength attribute the way some paste paths do.
    fireEvent.change(input(), { target: { value: 'abcdefgh' } });
    expect(onValue).toHaveBeenLastCalledWith('abcde');
    expect(input()).toHaveValue('abcde');
    expect(input()).toHaveAttribute('maxlength', '5');
  });

  it('keeps typed text within maxLength', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledTextField label="Name" maxLength={3} />);
    await user.type(input(), 'abcdef');
    expect(input()).toHaveValue('abc');
  });

  it('clamps a number above max to max', () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledTextField label="Amount" type="number" max={100} onValue={onValue} />);
    fireEvent.change(numberInput(), { target: { value: '150' } });
    expect(onValue).toHaveBeenLastCalledWith('100');
    expect(numberInput()).toHaveValue(100);
  });

  it('raises a number below min to min on blur, not while typing', () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledTextField label="Amount" type="number" min={10} onValue={onValue} />);
    fireEvent.change(numberInput(), { target: { value: '3' } });
    expect(onValue).toHaveBeenLastCalledWith('3');
    fireEvent.blur(numberInput());
    expect(onValue).toHaveBeenLastCalledWith('10');
    expect(numberInput()).toHaveValue(10);
  });

  it("prevents the '.' key in a number input without step", () => {
    renderWithProviders(<ControlledTextField label="Amount" type="number" />);
    // fireEvent returns false when a handler called preventDefault().
    expect(fireEvent.keyDown(numberInput(), { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(numberInput(), { key: '5' })).toBe(true);
  });

  it("lets '.' through when a step is set, and in text inputs", () => {
    renderWithProviders(
      <>
        <ControlledTextField label="Rate" type="number" step={0.01} />
        <ControlledTextField label="Email" type="email" />
      </>,
    );
    expect(fireEvent.keyDown(numberInput(), { key: '.' })).toBe(true);
    expect(fireEvent.keyDown(input(), { key: '.' })).toBe(true);
  });

  it('still calls a keydown handler from the parent', () => {
    const onKeyDown = vi.fn();
    renderWithProviders(<ControlledTextField label="Amount" type="number" onKeyDown={onKeyDown} />);
    fireEvent.keyDown(numberInput(), { key: '.' });
    expect(onKeyDown).toHaveBeenCalledOnce();
  });

  it('marks a required field with an asterisk whose tooltip opens on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledTextField label="Email" type="email" required />);
    const mark = screen.getByRole('img', { name: 'This field is required' });
    expect(mark).toHaveTextContent('*');
    expect(input()).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(mark).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This field is required');
  });

  it('opens the required tooltip on hover, translated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledTextField label="El. paštas" required />, { locale: 'lt' });
    await user.hover(screen.getByRole('img', { name: 'Šis laukas privalomas' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Šis laukas privalomas');
  });

  it('has no asterisk when not required', () => {
    renderWithProviders(<ControlledTextField label="Nickname" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-required');
  });

  it('shows an error below the field, linked and marked invalid', () => {
    renderWithProviders(<ControlledTextField label="Email" error="Wrong email" />);
    const error = screen.getByText('Wrong email');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Wrong email');
    expect(input().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a warning below the field without marking it invalid', () => {
    renderWithProviders(<ControlledTextField label="Email" warning="Check the spelling" />);
    const warning = screen.getByText('Check the spelling');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).toHaveAccessibleDescription('Check the spelling');
    expect(input().compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
