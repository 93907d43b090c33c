import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OneTimeCodeInput } from './one-time-code-input';
import { renderWithProviders } from './test-utils';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () =>
  boxes()
    .map((box) => box.value)
    .join('');

describe('OneTimeCodeInput', () => {
  it('renders six digit boxes ready for SMS autofill, in a labelled group', () => {
    renderWithProviders(<OneTimeCodeInput />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) {
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
      expect(box).toHaveAttribute('inputmode', 'numeric');
    }
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBe(boxes()[0]);
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toBe(boxes()[5]);
  });

  it('calls onComplete with the whole pasted code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithProviders(<OneTimeCodeInput onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.paste('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    expect(code()).toBe('123456');
  });

  it('keeps only the digits of a pasted code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithProviders(<OneTimeCodeInput onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.paste('123-456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<OneTimeCodeInput onChange={onChange} />);
    await user.click(boxes()[0]);
    await user.paste('abcdef');
    expect(onChange).not.toHaveBeenCalled();
    expect(code()).toBe('');
  });

  it('ignores non-digits when typing and completes on the last digit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onComplete = vi.fn();
    renderWithProviders(<OneTimeCodeInput onChange={onChange} onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.keyboard('1a2b.3');
    expect(code()).toBe('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes a code that autofill puts into the first box at once', () => {
    const onComplete = vi.fn();
    renderWithProviders(<OneTimeCodeInput onComplete={onComplete} />);
    fireEvent.change(boxes()[0], { target: { value: '987654' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('987654');
    expect(code()).toBe('987654');
  });

  it('supports another length and a custom label', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithProviders(<OneTimeCodeInput length={4} label="SMS code" onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'SMS code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    await user.click(boxes()[0]);
    await user.paste('98765');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('9876');
  });

  it('shows an error linked to the group and marks the boxes invalid', () => {
    renderWithProviders(<OneTimeCodeInput error="Wrong code" />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Wrong code');
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithProviders(<OneTimeCodeInput value="12" onChange={() => {}} />);
    expect(code()).toBe('12');
    rerender(<OneTimeCodeInput value="" onChange={() => {}} />);
    expect(code()).toBe('');
  });
});
