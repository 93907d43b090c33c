import type { AppLoadContext } from 'react-router';
import type { GuardViewer } from './guards';

/**
 * The logged-in person, for guards and layout slots. Sessions arrive with the accounts capability
 * (issue 3); until then every visitor is a guest, which is what this answers.
 */
export async function loadViewer(_context: AppLoadContext): Promise<GuardViewer | null> {
  return null;
}
