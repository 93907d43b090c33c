import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextareaField, type TextareaFieldProps } from './textarea-field';
import { renderWithProviders } from './test-utils';

type Props = Omit<TextareaFieldProps, 'value' | 'onChange'> & { initial?: string; onValue?: (value: string) => void };

function ControlledTextareaField({ initial = '', onValue, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <TextareaField
      {...props}
      value={value}
      onChange={(next) => {
        onValue?.(next);
        setValue(next);
      }}
    />
  );
}

const textarea = () => screen.getByRole('textbox') as HTMLTextAreaElement;

describe('TextareaField', () => {
  it('shows the minimum and the current length while below minLength', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledTextareaField label="Comment" minLength={10} />);
    expect(screen.getByText('Minimum number of characters: 10, entered: 0')).toBeInTheDocument();

    await user.type(textarea(), 'hello');
    expect(screen.getByText('Minimum number of characters: 10, entered: 5')).toBeInTheDocument();
    expect(textarea()).toHaveAccessibleDescription('Minimum number of characters: 10, entered: 5');
  });

  it('hides the hint once the minimum is reached', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledTextareaField label="Comment" minLength={3} initial="ab" />);
    expect(screen.getByText(/entered: 2/)).toBeInTheDocument();
    await user.type(textarea(), 'c');
    expect(screen.queryByText(/Minimum number of characters/)).not.toBeInTheDocument();
  });

  it('translates the hint', () => {
    renderWithProviders(<ControlledTextareaField label="Komentaras" minLength={20} initial="labas" />, { locale: 'lt' });
    expect(screen.getByText('Mažiausias simbolių skaičius: 20, įvesta: 5')).toBeInTheDocument();
  });

  it('shows no hint without minLength', () => {
    renderWithProviders(<ControlledTextareaField label="Comment" />);
    expect(textarea()).not.toHaveAccessibleDescription();
  });

  it('truncates pasted text longer than maxLength', () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledTextareaField label="Comment" maxLength={4} onValue={onValue} />);
    fireEvent.change(textarea(), { target: { value: 'abcdefgh' } });
    expect(onValue).toHaveBeenLastCalledWith('abcd');
    expect(textarea()).toHaveValue('abcd');
    expect(textarea()).toHaveAttribute('maxlength', '4');
    expect(textarea()).not.toHaveAttribute('minlength');
  });

  it('marks a required field with the asterisk and tooltip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledTextareaField label="Comment" required minLength={2} />);
    expect(textarea()).toHaveAttribute('aria-required', 'true');
    expect(textarea()).toHaveAttribute('minlength', '2');
    await user.tab();
    expect(screen.getByRole('img', { name: 'This field is required' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This field is required');
  });

  it('shows error and warning below the field', () => {
    renderWithProviders(<ControlledTextareaField label="Comment" error="Too rude" warning="Looks like a phone number" />);
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too rude')).toBeInTheDocument();
    expect(screen.getByText('Looks like a phone number')).toBeInTheDocument();
    expect(textarea()).toHaveAccessibleDescription(/Too rude/);
  });
});
