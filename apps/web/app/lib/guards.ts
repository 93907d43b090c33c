import {
  buildPath,
  canSeeConnectPayPage,
  canSeeLemonwayPage,
  DEFAULT_LOCALE,
  GUARD_SUPPORTED_LOCALES,
  hasFinishedIdentityVerification,
  isRegistrationBlocked,
  type Access,
  type IdentifyStatus,
  type Locale,
  type ProjectExist,
  type RegistrationFacts,
  type RouteDef,
} from '@platform/contract';

/** Who is looking, as the guards of spec section 6 need it (a subset of the user data). */
export interface GuardViewer {
  id: number;
  isDebtor: boolean;
  role?: 'investor' | 'operator';
  readonly?: boolean;
}

export const projectsPageOne = (locale: Locale) => buildPath('projects-page', locale, { page: 1 });

/** Logged-in-only pages bounce guests, guest-only pages bounce logged-in users (spec section 6). */
export function accessRedirect(access: Access, viewer: GuardViewer | null, locale: Locale): string | null {
  if (access === 'user' && !viewer) return projectsPageOne(locale);
  if (access === 'operator' && viewer?.role !== 'operator') return projectsPageOne(locale);
  if (access === 'guest' && viewer) return projectsPageOne(locale);
  return null;
}

/**
 * The access guard of a page: as `accessRedirect`, except that the registration page
 * (`openUntilRegistered`) stays open to a logged-in user until registration is completed and no
 * verification or re-identification is pending (spec section 6).
 */
export function pageAccessRedirect(
  def: Pick<RouteDef, 'access' | 'openUntilRegistered'>,
  viewer: (GuardViewer & RegistrationFacts) | null,
  locale: Locale,
): string | null {
  if (def.openUntilRegistered && viewer) return isRegistrationBlocked(viewer) ? projectsPageOne(locale) : null;
  return accessRedirect(def.access, viewer, locale);
}

/** Read-only accounts are redirected away from pages that only change things (spec section 6). */
export function readonlyRedirect(readonlyRestricted: boolean, viewer: GuardViewer | null, locale: Locale): string | null {
  return readonlyRestricted && viewer?.readonly ? projectsPageOne(locale) : null;
}

/**
 * Spec section 6: an incomplete identify step redirects to /identify. Every logged-in user whose
 * identity verification is not finished (whatever their registration step) is sent there from the
 * money pages (`requiresIdentity` in the route table; decision 0040).
 */
export function identifyRedirect(requiresIdentity: boolean, viewer: { identifyStatus: IdentifyStatus } | null, locale: Locale): string | null {
  return requiresIdentity && viewer && !hasFinishedIdentityVerification(viewer) ? buildPath('identify', locale) : null;
}

/**
 * Spec section 6: the connectPay page only if the payment source is connectPay; the lemonway page
 * only if the lemonway balance is above 0 or the source is lemonway. Otherwise projects-page 1.
 */
export function walletPageRedirect(
  routeName: string,
  viewer: { wallet: { paymentSource: 'connectPay' | 'lemonway'; lemonwayBalance: { amount: string } } } | null,
  locale: Locale,
): string | null {
  if (!viewer) return null;
  if (routeName === 'account-e-wallet' && !canSeeConnectPayPage(viewer.wallet)) return projectsPageOne(locale);
  if (routeName === 'account-lemonway' && !canSeeLemonwayPage(viewer.wallet)) return projectsPageOne(locale);
  return null;
}

/**
 * Spec section 6: unsupported locales (anything but en or lt) for guests or debtors reset to en and
 * redirect to the landing page, while the navigation offers all six (decision 0003). Debtors: on
 * every page (borrower material exists in en and lt only). Guests: on the logged-in-only pages,
 * where no public translated content exists; the public pages stay open in all six locales.
 */
export function localeGuardRedirect(locale: Locale, access: Access, viewer: GuardViewer | null): string | null {
  if (GUARD_SUPPORTED_LOCALES.includes(locale)) return null;
  const isGuest = viewer === null;
  const isDebtor = viewer?.isDebtor === true;
  if (isDebtor || (isGuest && (access === 'user' || access === 'operator'))) return buildPath('landing', DEFAULT_LOCALE);
  return null;
}

/** Project page guard: a missing project, or a SECRET one the viewer is not listed for, goes to the list. */
export function projectRedirect(answer: ProjectExist, viewer: GuardViewer | null, locale: Locale): string | null {
  if (answer.status !== 'SUCCESS') return projectsPageOne(locale);
  if (answer.projectStatus === 'SECRET' && !(viewer && answer.userIds.includes(viewer.id))) return projectsPageOne(locale);
  return null;
}

/** Maintenance is on only when the check answered exactly `true`; on a failed check, only when its error data is `true`. */
export function isMaintenanceOn(result: { ok: true; data: unknown } | { ok: false; errorData: unknown }): boolean {
  return result.ok ? result.data === true : result.errorData === true;
}

export interface RouteRef {
  name: string;
  path: string;
}

/** User-access layout back link: the previous route, unless it is the same route or forgot-password. */
export function backLinkTarget(previous: RouteRef | null, currentName: string, locale: Locale): string {
  if (!previous || previous.name === currentName || previous.name === 'forgot-password') return projectsPageOne(locale);
  return previous.path;
}

export type ErrorView =
  | { kind: 'maintenance'; shownStatus: 503 }
  | { kind: 'not-found'; shownStatus: 404; showHomeButton: true }
  | { kind: 'generic'; shownStatus: number; showHomeButton: true };

/** Error page of spec section 2: 500 (and unknown errors) shown as 404; 503 is maintenance without a button. */
export function describeError(status: number | null): ErrorView {
  if (status === 503) return { kind: 'maintenance', shownStatus: 503 };
  if (status === 404) return { kind: 'not-found', shownStatus: 404, showHomeButton: true };
  if (status === null || status === 500) return { kind: 'generic', shownStatus: 404, showHomeButton: true };
  return { kind: 'generic', shownStatus: status, showHomeButton: true };
}

/** Chunk-load failures reload the page at most once per `guardMs`. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number, guardMs: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs;
}

/**
 * What a failed chunk does: reload (a new deploy), at most once per `guardMs`; but while the browser
 * is offline a reload can only end on the browser's own offline page, so the page stays as it is
 * (the offline banner shows) and reloads when the connection is back.
 */
export function chunkErrorAction(online: boolean, lastReloadAt: number | null, now: number, guardMs: number): 'reload' | 'reload-when-online' | 'none' {
  if (!online) return 'reload-when-online';
  return shouldReloadAfterChunkError(lastReloadAt, now, guardMs) ? 'reload' : 'none';
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}
