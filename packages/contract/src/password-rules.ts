/** Minimum password length (ASVS 2.1.1 asks for at least 12 with no composition rules; we ask 10 plus a letter and a digit, decision 0007). */
export const PASSWORD_MIN_LENGTH = 10;

// Password rules (shared by the server, which enforces them, and the forms, which explain them).
export type PasswordProblem = 'too_short' | 'too_long' | 'needs_letter' | 'needs_digit' | 'contains_email' | 'too_common';

const COMMON = new Set([
  'password123',
  'password1234',
  'qwertyuiop',
  '1234567890',
  '0123456789',
  'qwerty1234',
  '1q2w3e4r5t',
  'iloveyou12',
  'passw0rd123',
  'letmein1234',
  'welcome123',
  'abcdefghij',
  'abc1234567',
  'password12',
  'qwerty12345',
  'administrator',
]);

export function checkPasswordStrength(password: string, email = ''): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (password.length > 128) problems.push('too_long');
  if (!/\p{L}/u.test(password)) problems.push('needs_letter');
  if (!/\d/.test(password)) problems.push('needs_digit');
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) problems.push('contains_email');
  if (COMMON.has(password.toLowerCase())) problems.push('too_common');
  return problems;
}
