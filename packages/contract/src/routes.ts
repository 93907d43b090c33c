import type { PageNamespace } from './i18n/namespaces';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The one route table of the web client (spec section 2). Every route exists in all six locales:
 * en without a prefix, the others under /{locale} with translated slugs. Route ids carry the
 * locale after a double underscore: `projects-page__lt`.
 */
export type Access = 'public' | 'guest' | 'user' | 'operator';
export type LayoutName = 'default' | 'user-access';

export interface RouteDef {
  name: string;
  /** Path segments as keys of SLUGS; empty for the landing page. */
  segments: readonly SlugKey[];
  /** Optional trailing param, e.g. ':page?' */
  param?: string;
  file: string;
  layout: LayoutName;
  access: Access;
  /**
   * A guest-only page that stays open to a logged-in user until registration is completed with no
   * verification or re-identification pending: the registration page (spec section 6).
   */
  openUntilRegistered?: boolean;
  /** Pages that only change things: read-only accounts are redirected away (spec section 6). */
  readonlyRestricted?: boolean;
  /**
   * Money pages (logged-in pages that move money: wallet deposit/withdraw, e-wallet, lemonway
   * migration, automatic investment, the user's market sales): until identity verification is
   * finished they redirect to /identify (spec section 6, decision 0040).
   */
  requiresIdentity?: boolean;
  /** Translation namespaces only this page needs (guests included), loaded with it instead of travelling with every page. */
  namespaces?: readonly PageNamespace[];
}

const slug = (en: string, lt: string, pl: string, lv: string, bg: string, pt: string) => ({ en, lt, pl, lv, bg, pt }) as const satisfies Record<Locale, string>;

export const SLUGS = {
  login: slug('login', 'prisijungti', 'logowanie', 'pieteikties', 'vhod', 'entrar'),
  register: slug('register', 'registracija', 'rejestracja', 'registracija', 'registratsia', 'registo'),
  'forgot-password': slug('forgot-password', 'pamirsau-slaptazodi', 'zapomnialem-hasla', 'aizmirsu-paroli', 'zabravena-parola', 'esqueci-palavra-passe'),
  'reset-password': slug('reset-password', 'atkurti-slaptazodi', 'resetuj-haslo', 'atjaunot-paroli', 'nulirane-na-parola', 'redefinir-palavra-passe'),
  'two-step-auth': slug(
    'two-step-auth',
    'dvieju-zingsniu-autentifikacija',
    'uwierzytelnianie-dwuetapowe',
    'divpakapju-autentifikacija',
    'dvustepenno-udostoveryavane',
    'autenticacao-dois-passos',
  ),
  google: slug('google', 'google', 'google', 'google', 'google', 'google'),
  identify: slug('identify', 'identifikacija', 'weryfikacja-tozsamosci', 'identifikacija', 'identifikatsia', 'identificacao'),
  manual_kyc: slug('manual_kyc', 'rankinis_kyc', 'reczne_kyc', 'manuala_kyc', 'rachno_kyc', 'kyc_manual'),
  questionnaire: slug('questionnaire', 'klausimynas', 'kwestionariusz', 'anketa', 'vaprosnik', 'questionario'),
  referral: slug('referral', 'pakviesk-drauga', 'polecenie', 'uzaicini-draugu', 'pokani-priyatel', 'convidar-amigo'),
  statistics: slug('statistics', 'statistika', 'statystyki', 'statistika', 'statistika', 'estatisticas'),
  projects: slug('projects', 'projektai', 'projekty', 'projekti', 'proekti', 'projetos'),
  project: slug('project', 'projektas', 'projekt', 'projekts', 'proekt', 'projeto'),
  'secondary-market': slug('secondary-market', 'antrine-rinka', 'rynek-wtorny', 'otrreizejais-tirgus', 'vtorichen-pazar', 'mercado-secundario'),
  account: slug('account', 'paskyra', 'konto', 'konts', 'profil', 'conta'),
  company: slug('company', 'imone', 'firma', 'uznemums', 'kompania', 'empresa'),
  profile: slug('profile', 'profilis', 'profil', 'profils', 'danni', 'perfil'),
  wallet: slug('wallet', 'pinigine', 'portfel', 'maks', 'portfeyl', 'carteira'),
  'e-wallet': slug('e-wallet', 'e-pinigine', 'e-portfel', 'e-maks', 'e-portfeyl', 'e-carteira'),
  lemonway: slug('lemonway', 'lemonway-pinigine', 'portfel-lemonway', 'lemonway-maks', 'portfeyl-lemonway', 'carteira-lemonway'),
  portfolio: slug('portfolio', 'portfelis', 'portfolio', 'portfelis', 'portfolio', 'portefolio'),
  transactions: slug('transactions', 'operacijos', 'transakcje', 'darijumi', 'tranzaktsii', 'transacoes'),
  investments: slug('investments', 'investicijos', 'inwestycje', 'ieguldijumi', 'investitsii', 'investimentos'),
  documents: slug('documents', 'dokumentai', 'dokumenty', 'dokumenti', 'dokumenti', 'documentos'),
  reports: slug('reports', 'ataskaitos', 'raporty', 'atskaites', 'otcheti', 'relatorios'),
  invoices: slug('invoices', 'saskaitos-fakturos', 'faktury', 'rekini', 'fakturi', 'faturas'),
  merge: slug('merge', 'sujungti', 'polacz', 'apvienot', 'obedinyavane', 'fundir'),
  'auto-investment': slug(
    'auto-investment',
    'automatinis-investavimas',
    'autoinwestowanie',
    'automatiska-investesana',
    'avtomatichno-investirane',
    'investimento-automatico',
  ),
  'debtor-projects': slug('debtor-projects', 'skolininko-projektai', 'projekty-dluznika', 'parada-nieka-projekti', 'proekti-na-dlazhnika', 'projetos-devedor'),
  logout: slug('logout', 'atsijungti', 'wyloguj', 'iziet', 'izhod', 'sair'),
  admin: slug('admin', 'administravimas', 'administracja', 'administresana', 'administratsia', 'administracao'),
  sophisticated: slug(
    'sophisticated-investors',
    'patyre-investuotojai',
    'inwestorzy-doswiadczeni',
    'pieredzejusi-ieguldataji',
    'opitni-investitori',
    'investidores-sofisticados',
  ),
  users: slug('users', 'naudotojai', 'uzytkownicy', 'lietotaji', 'potrebiteli', 'utilizadores'),
  withdrawals: slug('withdrawals', 'ismokejimai', 'wyplaty', 'izmaksas', 'tegleniya', 'levantamentos'),
  ledger: slug('ledger', 'didzioji-knyga', 'ksiega-glowna', 'virsgramata', 'glavna-kniga', 'livro-razao'),
  referrals: slug('referrals', 'rekomendacijos', 'polecenia', 'ieteikumi', 'preporaki', 'recomendacoes'),
  notices: slug('notices', 'skelbimai', 'ogloszenia', 'sludinajumi', 'obyavi', 'avisos'),
  notifications: slug('notifications', 'pranesimai', 'powiadomienia', 'pazinojumi', 'izvestia', 'notificacoes'),
  'return-to-account': slug(
    'return-to-my-account',
    'grizti-i-savo-paskyra',
    'powrot-do-mojego-konta',
    'atgriezties-sava-konta',
    'obratno-kam-moya-profil',
    'voltar-a-minha-conta',
  ),
} as const;

export type SlugKey = keyof typeof SLUGS;

export const ROUTE_DEFS: readonly RouteDef[] = [
  { name: 'landing', segments: [], file: 'routes/landing.tsx', layout: 'default', access: 'public' },
  { name: 'login', segments: ['login'], file: 'routes/login.tsx', layout: 'user-access', access: 'guest', namespaces: ['auth'] },
  {
    name: 'register',
    segments: ['register'],
    file: 'routes/register.tsx',
    layout: 'user-access',
    access: 'guest',
    openUntilRegistered: true,
    namespaces: ['auth'],
  },
  { name: 'forgot-password', segments: ['forgot-password'], file: 'routes/forgot-password.tsx', layout: 'user-access', access: 'guest', namespaces: ['auth'] },
  {
    name: 'reset-password',
    segments: ['reset-password'],
    param: ':token',
    file: 'routes/reset-password.tsx',
    layout: 'user-access',
    access: 'guest',
    namespaces: ['auth'],
  },
  {
    name: 'two-step-auth-google',
    segments: ['two-step-auth', 'google'],
    file: 'routes/two-step-google.tsx',
    layout: 'user-access',
    access: 'public',
    namespaces: ['auth'],
  },
  { name: 'identify', segments: ['identify'], file: 'routes/identify.tsx', layout: 'default', access: 'user', readonlyRestricted: true },
  { name: 'manual_kyc', segments: ['manual_kyc'], file: 'routes/manual-kyc.tsx', layout: 'default', access: 'user', readonlyRestricted: true },
  { name: 'questionnaire', segments: ['questionnaire'], file: 'routes/questionnaire.tsx', layout: 'default', access: 'user', readonlyRestricted: true },
  { name: 'referral', segments: ['referral'], file: 'routes/referral.tsx', layout: 'default', access: 'user' },
  { name: 'statistics', segments: ['statistics'], file: 'routes/statistics.tsx', layout: 'default', access: 'public', namespaces: ['statistics'] },
  { name: 'projects-page', segments: ['projects'], param: ':page?', file: 'routes/projects.tsx', layout: 'default', access: 'public' },
  { name: 'projects-slug', segments: ['project'], param: ':slug?', file: 'routes/project.tsx', layout: 'default', access: 'public', namespaces: ['project'] },
  {
    name: 'secondary-market',
    segments: ['secondary-market'],
    param: ':page?',
    file: 'routes/secondary-market.tsx',
    layout: 'default',
    access: 'public',
    namespaces: ['market'],
  },
  { name: 'account', segments: ['account'], file: 'routes/account-home.tsx', layout: 'default', access: 'user' },
  { name: 'account-profile', segments: ['account', 'profile'], file: 'routes/account-profile.tsx', layout: 'default', access: 'user' },
  { name: 'account-company', segments: ['account', 'company'], file: 'routes/account-company.tsx', layout: 'default', access: 'user' },
  { name: 'account-wallet', segments: ['account', 'wallet'], file: 'routes/account-wallet.tsx', layout: 'default', access: 'user', requiresIdentity: true },
  {
    name: 'account-e-wallet',
    segments: ['account', 'e-wallet'],
    file: 'routes/account-e-wallet.tsx',
    layout: 'default',
    access: 'user',
    readonlyRestricted: true,
    requiresIdentity: true,
  },
  // Spec section 6 guards a lemonway page but lists no path for it (decision 0009).
  {
    name: 'account-lemonway',
    segments: ['account', 'lemonway'],
    file: 'routes/account-lemonway.tsx',
    layout: 'default',
    access: 'user',
    readonlyRestricted: true,
    requiresIdentity: true,
  },
  { name: 'account-portfolio', segments: ['account', 'portfolio'], file: 'routes/account-portfolio.tsx', layout: 'default', access: 'user' },
  { name: 'account-transactions', segments: ['account', 'transactions'], file: 'routes/account-transactions.tsx', layout: 'default', access: 'user' },
  // The investor's investments and one investment's detail: the spec lists their API calls but no page path (decision 0014).
  { name: 'account-investments', segments: ['account', 'investments'], file: 'routes/account-investments.tsx', layout: 'default', access: 'user' },
  { name: 'account-investment', segments: ['account', 'investments'], param: ':id', file: 'routes/account-investment.tsx', layout: 'default', access: 'user' },
  { name: 'account-documents', segments: ['account', 'documents'], file: 'routes/account-documents.tsx', layout: 'default', access: 'user' },
  // Issue 6 (decision 0018): the spec lists no path for the notifications page.
  {
    name: 'account-notifications',
    segments: ['account', 'notifications'],
    param: ':page?',
    file: 'routes/account-notifications.tsx',
    layout: 'default',
    access: 'user',
  },
  { name: 'account-reports', segments: ['account', 'reports'], file: 'routes/account-reports.tsx', layout: 'default', access: 'user' },
  { name: 'account-invoices', segments: ['account', 'invoices'], file: 'routes/account-invoices.tsx', layout: 'default', access: 'user' },
  { name: 'account-merge', segments: ['account', 'merge'], file: 'routes/account-merge.tsx', layout: 'default', access: 'user', readonlyRestricted: true },
  {
    name: 'account-auto-investment',
    segments: ['account', 'auto-investment'],
    file: 'routes/account-auto-investment.tsx',
    layout: 'default',
    access: 'user',
    readonlyRestricted: true,
    requiresIdentity: true,
  },
  { name: 'account-debtor-projects', segments: ['account', 'debtor-projects'], file: 'routes/account-debtor-projects.tsx', layout: 'default', access: 'user' },
  {
    name: 'account-secondary-market',
    segments: ['account', 'secondary-market'],
    param: ':page?',
    file: 'routes/account-secondary-market.tsx',
    layout: 'default',
    access: 'user',
    requiresIdentity: true,
  },
  { name: 'logout', segments: ['logout'], file: 'routes/logout.tsx', layout: 'default', access: 'public' },
  { name: 'admin-users', segments: ['admin', 'users'], param: ':page?', file: 'routes/admin-users.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-manual-kyc', segments: ['admin', 'manual_kyc'], file: 'routes/admin-manual-kyc.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-documents', segments: ['admin', 'documents'], file: 'routes/admin-documents.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-sophisticated', segments: ['admin', 'sophisticated'], file: 'routes/admin-sophisticated.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-identity', segments: ['admin', 'identify'], file: 'routes/admin-identity.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-withdrawals', segments: ['admin', 'withdrawals'], file: 'routes/admin-withdrawals.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-ledger', segments: ['admin', 'ledger'], file: 'routes/admin-ledger.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-secondary-market', segments: ['admin', 'secondary-market'], file: 'routes/admin-secondary-market.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-auto-investment', segments: ['admin', 'auto-investment'], file: 'routes/admin-auto-investment.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-invoices', segments: ['admin', 'invoices'], param: ':page?', file: 'routes/admin-invoices.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-referrals', segments: ['admin', 'referrals'], file: 'routes/admin-referrals.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-notices', segments: ['admin', 'notices'], file: 'routes/admin-notices.tsx', layout: 'default', access: 'operator' },
  { name: 'admin-projects', segments: ['admin', 'projects'], file: 'routes/admin-projects.tsx', layout: 'default', access: 'operator' },
  // /admin/projects/new creates, /admin/projects/{id} edits (decision 0017).
  { name: 'admin-project', segments: ['admin', 'projects'], param: ':projectId', file: 'routes/admin-project.tsx', layout: 'default', access: 'operator' },
  { name: 'impersonation-return', segments: ['return-to-account'], file: 'routes/impersonation-return.tsx', layout: 'default', access: 'user' },
];

export type RouteName = (typeof ROUTE_DEFS)[number]['name'];

/** Operators are signed in, and back-office pages reuse texts of the investor's pages (statuses, documents). */
const ACCESS_NAMESPACES: Record<Access, readonly PageNamespace[]> = { public: [], guest: [], user: ['account'], operator: ['account', 'admin'] };

/** Translation namespaces a route needs besides `public`: its own, then those of its access (decision 0026). */
export function routeNamespaces(def: Pick<RouteDef, 'access' | 'namespaces'>): readonly PageNamespace[] {
  return [...(def.namespaces ?? []), ...ACCESS_NAMESPACES[def.access]];
}

const SEPARATOR = '__';

export function routeId(name: string, locale: Locale): string {
  return `${name}${SEPARATOR}${locale}`;
}

/** `projects-page__lt` -> `projects-page` */
export function routeBaseName(id: string): string {
  const at = id.lastIndexOf(SEPARATOR);
  return at === -1 ? id : id.slice(0, at);
}

export function getRouteDef(name: string): RouteDef | undefined {
  return ROUTE_DEFS.find((r) => r.name === name);
}

/** React Router path pattern of a route in a locale, without the leading slash. */
export function routePattern(def: RouteDef, locale: Locale): string {
  const parts: string[] = locale === DEFAULT_LOCALE ? [] : [locale];
  for (const segment of def.segments) parts.push(SLUGS[segment][locale]);
  if (def.param) parts.push(def.param);
  return parts.join('/');
}

export interface LocalizedRoute {
  id: string;
  name: string;
  locale: Locale;
  path: string;
  def: RouteDef;
}

export function listLocalizedRoutes(): LocalizedRoute[] {
  return LOCALES.flatMap((locale) =>
    ROUTE_DEFS.map((def) => ({ id: routeId(def.name, locale), name: def.name, locale, path: routePattern(def, locale), def })),
  );
}

export type RouteParams = Record<string, string | number | undefined | null>;

/**
 * Builds the href of a named route: `buildPath('projects-page', 'lt', {page: 2}, {sort: 'rate'})`
 * -> `/lt/projektai/2?sort=rate`. Optional params left empty are dropped.
 */
export function buildPath(name: string, locale: Locale, params: RouteParams = {}, query?: Record<string, string | number | undefined | null>): string {
  const def = getRouteDef(routeBaseName(name));
  if (!def) throw new Error(`Unknown route ${name}`);
  const parts: string[] = locale === DEFAULT_LOCALE ? [] : [locale];
  for (const segment of def.segments) parts.push(SLUGS[segment][locale]);
  if (def.param) {
    const key = def.param.replace(/^:/, '').replace(/\?$/, '');
    const value = params[key];
    const optional = def.param.endsWith('?');
    if (value === undefined || value === null || value === '') {
      if (!optional) throw new Error(`Route ${name} needs param ${key}`);
    } else {
      parts.push(encodeURIComponent(String(value)));
    }
  }
  let path = `/${parts.join('/')}`;
  if (query) {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
    }
    const text = search.toString();
    if (text) path += `?${text}`;
  }
  return path;
}

/** The same page in another locale, for the language switcher. */
export function switchLocalePath(routeIdOrName: string, params: RouteParams, target: Locale): string {
  return buildPath(routeBaseName(routeIdOrName), target, params);
}

export interface ResolvedRoute extends LocalizedRoute {
  params: Record<string, string>;
}

let localizedCache: LocalizedRoute[] | null = null;

/** Which localized route a pathname belongs to, with its params; null when none (the 404 page). */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  localizedCache ??= listLocalizedRoutes();
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  for (const route of localizedCache) {
    const pattern = route.path.split('/').filter(Boolean);
    const params: Record<string, string> = {};
    let ok = true;
    let i = 0;
    for (const piece of pattern) {
      const value = parts[i];
      if (piece.startsWith(':')) {
        const optional = piece.endsWith('?');
        const key = piece.slice(1).replace(/\?$/, '');
        if (value === undefined) {
          if (!optional) ok = false;
          break;
        }
        params[key] = value;
        i += 1;
      } else if (value === piece) {
        i += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && i === parts.length) return { ...route, params };
  }
  return null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
