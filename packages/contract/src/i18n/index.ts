import { LOCALES, type Locale } from '../locales';
import { ROUTE_DEFS, routeNamespaces } from '../routes';
import { admin } from './admin';
import { agreements } from './agreements';
import { audit } from './audit';
import { adminProjects } from './admin-projects';
import { adminAutoinvest } from './admin-autoinvest';
import { adminReferrals } from './admin-referrals';
import { app } from './app';
import { autoinvest } from './autoinvest';
import { auth } from './auth';
import { company } from './company';
import { debtor } from './debtor';
import { debtorFlow } from './debtor-flow';
import { email } from './email';
import { errors } from './errors';
import { files } from './files';
import { investing } from './investing';
import { invoices } from './invoices';
import { kyc } from './kyc';
import { lifecycle } from './lifecycle';
import { manualKyc } from './manual-kyc';
import { market } from './market';
import { marketAccount } from './market-account';
import { marketExport } from './market-export';
import { TRANSLATION_NAMESPACES, type TranslationNamespace } from './namespaces';
import { notices } from './notices';
import { notifications } from './notifications';
import { payments } from './payments';
import { phone } from './phone';
import { portfolio } from './portfolio';
import { projectPage } from './project-page';
import { questionnaire } from './questionnaire';
import { referral } from './referral';
import { reports } from './reports';
import { exports as listExports } from './exports';
import { statistics } from './statistics';
import { transactions } from './transactions';
import { serverTexts } from './server-texts';
import { shell } from './shell';
import { ui } from './ui';
import { withdrawals } from './withdrawals';

/** Translation areas; each holds every locale side by side (`defineArea` checks their parity). */
export const TRANSLATION_AREAS = {
  app,
  errors,
  ui,
  email,
  admin,
  auth,
  manualKyc,
  kyc,
  files,
  questionnaire,
  company,
  payments,
  withdrawals,
  transactions,
  investing,
  lifecycle,
  projectPage,
  adminProjects,
  notifications,
  debtor,
  portfolio,
  statistics,
  market,
  marketAccount,
  marketExport,
  autoinvest,
  adminAutoinvest,
  reports,
  agreements,
  invoices,
  exports: listExports,
  serverTexts,
  notices,
  shell,
  debtorFlow,
  adminReferrals,
  referral,
  phone,
  audit,
} as const;
export type AreaName = keyof typeof TRANSLATION_AREAS;

export type Translations = Record<string, string>;

/** Page texts (`page.<route>.…`, e.g. the identify page's title) go where the route's page can see them. */
const ROUTE_PAGE_TEXTS = Object.fromEntries(ROUTE_DEFS.map((def) => [`page.${def.name}.`, routeNamespaces(def)[0] ?? 'public'])) as Record<
  string,
  TranslationNamespace
>;

/**
 * Namespace of each area's keys (decision 0026): the area's own, except keys under the listed
 * prefixes (a prefix ends with a dot; without one it names a single key; the longest match wins).
 * Keys used on a guest's pages are public. apps/web/app/lib/translation-namespaces.test.ts reads
 * the web sources and fails when a page uses a key its namespaces do not hold.
 */
const AREA_NAMESPACES: Record<AreaName, { namespace: TranslationNamespace; except?: Record<string, TranslationNamespace> }> = {
  app: { namespace: 'public', except: { 'alert.': 'account', 'invite.': 'account', 'balance.': 'account', ...ROUTE_PAGE_TEXTS } },
  errors: { namespace: 'public' },
  ui: { namespace: 'public' },
  email: { namespace: 'email' },
  admin: { namespace: 'admin', except: { 'session.': 'account' } },
  auth: {
    namespace: 'auth',
    except: {
      'auth.profile.': 'account',
      'auth.copy': 'account',
      'auth.copied': 'account',
      // Error and field texts of every form, and the password and company fields the account pages share.
      'auth.error.': 'public',
      'auth.field.': 'public',
      'auth.password.': 'public',
      'auth.register.type': 'public',
      'auth.register.type.': 'public',
      'auth.register.company.name': 'public',
      'auth.two_step.code_format': 'public',
    },
  },
  manualKyc: { namespace: 'account', except: { 'manual_kyc.admin.': 'admin' } },
  kyc: { namespace: 'account', except: { 'kyc.admin.': 'admin' } },
  files: { namespace: 'account' },
  questionnaire: { namespace: 'account', except: { 'admin.sophisticated.': 'admin' } },
  company: { namespace: 'account' },
  payments: { namespace: 'account' },
  withdrawals: {
    namespace: 'account',
    except: { 'withdrawals.nav.': 'public', 'withdrawals.admin.': 'admin', 'withdrawals.ledger.': 'admin', 'withdrawals.email.': 'email' },
  },
  transactions: { namespace: 'account', except: { 'transactions.nav': 'public' } },
  serverTexts: { namespace: 'documents' },
  investing: {
    namespace: 'project',
    except: {
      'investing.nav': 'public',
      'investing.error.': 'public',
      'investing.list.': 'account',
      'investing.col.': 'account',
      'investing.status.': 'account',
      'investing.detail.': 'account',
    },
  },
  lifecycle: { namespace: 'admin' },
  projectPage: { namespace: 'project', except: { 'projectPage.kiis.': 'documents', 'projectPage.filter.': 'public', 'projectPage.sort.': 'public' } },
  adminProjects: { namespace: 'admin', except: { 'adminProjects.nav': 'public' } },
  notifications: { namespace: 'account', except: { 'notifications.nav': 'public', 'notifications.email.': 'email' } },
  debtor: { namespace: 'account', except: { 'debtor.nav': 'public' } },
  portfolio: { namespace: 'account', except: { 'portfolio.nav.': 'public' } },
  statistics: { namespace: 'statistics', except: { 'statistics.csv.': 'documents' } },
  market: { namespace: 'market' },
  marketAccount: { namespace: 'account', except: { 'marketAccount.admin.': 'admin', 'marketAccount.nav.': 'public' } },
  marketExport: { namespace: 'documents' },
  autoinvest: { namespace: 'account', except: { 'autoinvest.nav.': 'public', 'autoinvest.email.': 'email' } },
  adminAutoinvest: { namespace: 'admin', except: { 'adminAutoinvest.nav.': 'public' } },
  reports: { namespace: 'account', except: { 'reports.pdf.': 'documents', 'reports.nav.': 'public' } },
  agreements: { namespace: 'account', except: { 'agreements.pdf.': 'documents' } },
  invoices: {
    namespace: 'account',
    except: { 'invoices.nav.': 'public', 'invoices.pdf.': 'documents', 'invoices.file.': 'documents', 'invoices.admin.': 'admin' },
  },
  notices: { namespace: 'admin', except: { 'notices.nav': 'public', 'notices.show.': 'public' } },
  exports: {
    namespace: 'documents',
    except: {
      'exports.label': 'account',
      'exports.button.': 'account',
      'exports.preparing': 'account',
      'exports.done': 'account',
      'exports.failed': 'account',
    },
  },
  shell: { namespace: 'public', except: { 'shell.terms.': 'account', 'shell.account_modal.': 'account' } },
  debtorFlow: { namespace: 'account', except: { 'debtor_flow.admin.': 'admin' } },
  referral: { namespace: 'account', except: { 'promo.': 'public' } },
  adminReferrals: { namespace: 'admin', except: { 'adminReferrals.nav': 'public' } },
  phone: { namespace: 'account', except: { 'phone.sms.': 'email' } },
  audit: { namespace: 'admin' },
};

function namespaceIn(area: AreaName, key: string): TranslationNamespace {
  const { namespace, except = {} } = AREA_NAMESPACES[area];
  let best: string | null = null;
  for (const rule of Object.keys(except)) {
    const hit = rule.endsWith('.') ? key.startsWith(rule) : key === rule;
    if (hit && (best === null || rule.length > best.length)) best = rule;
  }
  return best === null ? namespace : except[best];
}

/** The namespace of every key. */
export const KEY_NAMESPACES: Readonly<Record<string, TranslationNamespace>> = Object.fromEntries(
  (Object.keys(TRANSLATION_AREAS) as AreaName[]).flatMap((area) => Object.keys(TRANSLATION_AREAS[area].en).map((key) => [key, namespaceIn(area, key)])),
);

function textsOf(locale: Locale, namespace: TranslationNamespace | null): Translations {
  const out: Translations = {};
  for (const area of Object.keys(TRANSLATION_AREAS) as AreaName[]) {
    for (const [key, text] of Object.entries(TRANSLATION_AREAS[area][locale] as Translations)) {
      if (namespace === null || KEY_NAMESPACES[key] === namespace) out[key] = text;
    }
  }
  return out;
}

/** Every text of a locale, all namespaces: for the server (meta tags, e-mails, PDFs) and tests. */
export const TRANSLATIONS: Record<Locale, Translations> = Object.fromEntries(LOCALES.map((locale) => [locale, textsOf(locale, null)])) as Record<
  Locale,
  Translations
>;

/** The texts of a locale split by namespace. */
export const NAMESPACE_TRANSLATIONS: Record<Locale, Record<TranslationNamespace, Translations>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.fromEntries(TRANSLATION_NAMESPACES.map((ns) => [ns, textsOf(locale, ns)]))]),
) as Record<Locale, Record<TranslationNamespace, Translations>>;

const merged = new Map<string, Translations>();

/**
 * The texts of a locale: all of them, or only those of the given namespaces (merged, cached; do not
 * mutate the answer).
 */
export function getTranslations(locale: Locale, namespaces?: readonly TranslationNamespace[]): Translations {
  if (!namespaces) return TRANSLATIONS[locale];
  if (namespaces.length === 1) return NAMESPACE_TRANSLATIONS[locale][namespaces[0]];
  const cacheKey = `${locale}:${[...namespaces].sort().join(',')}`;
  let texts = merged.get(cacheKey);
  if (!texts) {
    texts = Object.assign({}, ...namespaces.map((ns) => NAMESPACE_TRANSLATIONS[locale][ns])) as Translations;
    merged.set(cacheKey, texts);
  }
  return texts;
}
