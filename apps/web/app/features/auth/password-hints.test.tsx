import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/ui/test-utils';
import { NewPasswordField, PasswordHints, passwordRuleStates } from './password-hints';

describe('passwordRuleStates', () => {
  it('follows the shared strength rules', () => {
    expect(passwordRuleStates('')).toEqual([
      { rule: 'too_short', met: false },
      { rule: 'needs_letter', met: false },
      { rule: 'needs_digit', met: false },
      { rule: 'too_common', met: true },
    ]);
    expect(passwordRuleStates('Green-invest-2026', 'ona@example.lt').every((s) => s.met)).toBe(true);
    expect(passwordRuleStates('password123', 'ona@example.lt').find((s) => s.rule === 'too_common')?.met).toBe(false);
    expect(passwordRuleStates('jonaitis2026x', 'jonaitis@example.lt').find((s) => s.rule === 'contains_email')?.met).toBe(false);
  });
});

describe('PasswordHints', () => {
  it('lists each rule with its state in words for screen readers', () => {
    renderWithProviders(<PasswordHints password="abc" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('At least 10 characters');
    expect(items[0]).toHaveTextContent('(not met yet)');
    expect(items[1]).toHaveTextContent('At least one letter');
    expect(items[1]).toHaveTextContent('(met)');
  });

  it('updates live while typing', async () => {
    const user = userEvent.setup();
    function Field() {
      const [value, setValue] = useState('');
      return <NewPasswordField name="password" label="Password" value={value} onChange={setValue} email="ona@example.lt" />;
    }
    renderWithProviders(<Field />);
    const digit = () => screen.getByText('At least one digit').closest('li');
    expect(digit()).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abc1');
    expect(digit()).toHaveAttribute('data-met', 'true');
  });

  it('is translated', () => {
    renderWithProviders(<PasswordHints password="" />, { locale: 'lt' });
    expect(screen.getByText('Ne mažiau kaip 10 simbolių')).toBeInTheDocument();
  });
});
