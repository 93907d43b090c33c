import { AUTH_API, userDataSchema, type UserData } from '@platform/contract';
import type { AppLoadContext } from 'react-router';

/**
 * The logged-in person for guards and layouts: the user data of `GET /api/user/details` through
 * the in-process API with the caller's cookies; null for guests (401).
 */
export async function loadViewer(context: AppLoadContext): Promise<UserData | null> {
  const response = await context.api.request('GET', AUTH_API.userDetails);
  if (response.status !== 200) return null;
  const parsed = userDataSchema.safeParse(response.data);
  return parsed.success ? parsed.data : null;
}
