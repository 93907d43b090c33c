import { LOCALES, type Locale } from '../locales';
import { admin } from './admin';
import { app } from './app';
import { auth } from './auth';
import { company } from './company';
import { debtor } from './debtor';
import { email } from './email';
import { errors } from './errors';
import { files } from './files';
import { kyc } from './kyc';
import { manualKyc } from './manual-kyc';
import { questionnaire } from './questionnaire';
import { adminProjects } from './admin-projects';
import { investing } from './investing';
import { lifecycle } from './lifecycle';
import { notifications } from './notifications';
import { payments } from './payments';
import { projectPage } from './project-page';
import { transactions } from './transactions';
import { ui } from './ui';
import { withdrawals } from './withdrawals';

/** Translation areas; each holds every locale side by side. */
export const TRANSLATION_AREAS = { app, errors, ui, email, admin, auth, manualKyc, kyc, files, questionnaire, company, payments, withdrawals, transactions, investing, lifecycle, projectPage, adminProjects, notifications, debtor } as const;

export type Translations = Record<string, string>;

function merge(locale: Locale): Translations {
  const out: Translations = {};
  for (const area of Object.values(TRANSLATION_AREAS)) Object.assign(out, (area as Record<Locale, Translations>)[locale]);
  return out;
}

export const TRANSLATIONS: Record<Locale, Translations> = Object.fromEntries(
  LOCALES.map((locale) => [locale, merge(locale)]),
) as Record<Locale, Translations>;

export function getTranslations(locale: Locale): Translations {
  return TRANSLATIONS[locale];
}
