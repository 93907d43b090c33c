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
