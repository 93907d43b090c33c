/** What an operator can do to an account from the user list. */
export const USER_ACTIONS = ['set-readonly', 'clear-readonly', 'reidentify', 'impersonate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** Error texts of the back office actions: keys `admin.users.error.{key}`. */
export type AdminErrorKey = 'not_found' | 'forbidden' | 'not_allowed_for_user' | 'read_only' | 'rate_limited' | 'generic';

export type AdminActionResult =
  | { ok: true; intent: Exclude<UserAction, 'impersonate'>; userId: number }
  | { ok: false; intent: UserAction | null; userId: number | null; error: AdminErrorKey };

const MAX_USER_ID = 2_147_483_647;

/** The action form: `intent` one of USER_ACTIONS and a positive integer `userId`; anything else is null. */
export function parseUserActionForm(form: FormData): { intent: UserAction; userId: number } | null {
  const intent = form.get('intent');
  const rawId = form.get('userId');
  if (typeof intent !== 'string' || !(USER_ACTIONS as readonly string[]).includes(intent)) return null;
  if (typeof rawId !== 'string' || !/^[1-9]\d{0,9}$/.test(rawId)) return null;
  const userId = Number(rawId);
  if (userId > MAX_USER_ID) return null;
  return { intent: intent as UserAction, userId };
}

/** Search text as the API accepts it: trimmed, at most 200 characters, empty means none. */
export function normalizeSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, 200);
}

/** The debtor flow controls (decision 0046): extended flow on/off, override the identity step, restore it. */
export const DEBTOR_FLOW_INTENTS = ['debtor-extended', 'debtor-step', 'debtor-restore'] as const;
export type DebtorFlowIntent = (typeof DEBTOR_FLOW_INTENTS)[number];
export type DebtorFlowForm =
  | { intent: 'debtor-extended'; userId: number; extendedDebtorFlow: boolean }
  | { intent: 'debtor-step'; userId: number; step: string }
  | { intent: 'debtor-restore'; userId: number };

/** Error texts of the debtor flow controls: the step refusals by name, else the list's texts. */
export type DebtorFlowErrorKey = 'same_step' | 'no_manual_kyc_request' | AdminErrorKey;

export type DebtorFlowResult =
  | {
      ok: true;
      intent: DebtorFlowIntent;
      userId: number;
      debtor: { extendedDebtorFlow: boolean; identityStep: string | null; previousIdentityStep: string | null };
    }
  | { ok: false; intent: DebtorFlowIntent; userId: number; error: DebtorFlowErrorKey };

export function isDebtorFlowIntent(value: unknown): value is DebtorFlowIntent {
  return typeof value === 'string' && (DEBTOR_FLOW_INTENTS as readonly string[]).includes(value);
}

/**
 * The debtor flow form, or null when it is not one. The step is passed on as written (at most 40
 * characters): the API checks it against the steps and answers fieldErrors.
 */
export function parseDebtorFlowForm(form: FormData): DebtorFlowForm | null {
  const intent = form.get('intent');
  const rawId = form.get('userId');
  if (!isDebtorFlowIntent(intent)) return null;
  if (typeof rawId !== 'string' || !/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > MAX_USER_ID) return null;
  const userId = Number(rawId);
  if (intent === 'debtor-restore') return { intent, userId };
  if (intent === 'debtor-extended') {
    const value = form.get('extendedDebtorFlow');
    if (value !== 'true' && value !== 'false') return null;
    return { intent, userId, extendedDebtorFlow: value === 'true' };
  }
  const step = form.get('step');
  if (typeof step !== 'string' || step.length === 0 || step.length > 40) return null;
  return { intent, userId, step };
}
