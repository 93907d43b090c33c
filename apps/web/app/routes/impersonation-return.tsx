import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { returnToOperator, returnToOperatorLoader } from '../features/session-banners/return-to-operator.server';

/**
 * Resource route (no page) behind the "Return to my account" button of the impersonation banner:
 * POST ends the session as another user and lands on the back office user list.
 */
export const action = (args: ActionFunctionArgs) => returnToOperator(args);

export const loader = (args: LoaderFunctionArgs) => returnToOperatorLoader(args);
