import type { UserData } from '@platform/contract';

/** The part of the layout's viewer (UserData) the session banners read. */
export type SessionViewer = Pick<UserData, 'email' | 'readonly' | 'impersonatedBy'>;

/** The route whose action ends a "logged in as another user" session. */
export const IMPERSONATION_RETURN_ROUTE = 'impersonation-return';
