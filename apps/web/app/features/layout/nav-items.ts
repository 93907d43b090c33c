import type { ComponentType, SVGProps } from 'react';
import { IconBell, IconGift, IconHome, IconLogin, IconMarket, IconProjects, IconStats, IconUser, IconWallet } from './icons';

export interface NavItem {
  route: string;
  params?: Record<string, string | number>;
  labelKey: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown to logged-in users only. */
  userOnly?: boolean;
  /** Shown to operators only. */
  operatorOnly?: boolean;
  /** Shown to company accounts only. */
  companyOnly?: boolean;
  /** Shown to debtors (borrowers) only (spec section 6: the debtor page only for debtors). */
  debtorOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { route: 'landing', labelKey: 'nav.home', icon: IconHome },
  { route: 'projects-page', params: { page: 1 }, labelKey: 'nav.projects', icon: IconProjects },
  { route: 'secondary-market', params: { page: 1 }, labelKey: 'nav.secondary_market', icon: IconMarket },
  { route: 'statistics', labelKey: 'nav.statistics', icon: IconStats },
  { route: 'account', labelKey: 'nav.account', icon: IconUser, userOnly: true },
  { route: 'account-portfolio', labelKey: 'portfolio.nav.portfolio', icon: IconStats, userOnly: true },
  { route: 'account-wallet', labelKey: 'nav.wallet', icon: IconWallet, userOnly: true },
  { route: 'account-investments', labelKey: 'investing.nav', icon: IconProjects, userOnly: true },
  { route: 'account-auto-investment', labelKey: 'autoinvest.nav.label', icon: IconStats, userOnly: true },
  { route: 'account-debtor-projects', labelKey: 'debtor.nav', icon: IconProjects, userOnly: true, debtorOnly: true },
  { route: 'account-transactions', labelKey: 'transactions.nav', icon: IconWallet, userOnly: true },
  { route: 'account-reports', labelKey: 'reports.nav.label', icon: IconStats, userOnly: true },
  { route: 'account-invoices', labelKey: 'invoices.nav.label', icon: IconWallet, userOnly: true },
  { route: 'account-notifications', labelKey: 'notifications.nav', icon: IconBell, userOnly: true },
  { route: 'referral', labelKey: 'nav.referral', icon: IconGift, userOnly: true },
  { route: 'account-profile', labelKey: 'nav.profile', icon: IconUser, userOnly: true },
  { route: 'account-company', labelKey: 'nav.company', icon: IconProjects, userOnly: true, companyOnly: true },
  { route: 'admin-users', labelKey: 'nav.admin', icon: IconStats, operatorOnly: true },
  { route: 'admin-documents', labelKey: 'nav.admin_documents', icon: IconStats, operatorOnly: true },
  { route: 'admin-manual-kyc', labelKey: 'nav.admin_manual_kyc', icon: IconStats, operatorOnly: true },
  { route: 'admin-identity', labelKey: 'nav.admin_identity', icon: IconStats, operatorOnly: true },
  { route: 'admin-sophisticated', labelKey: 'nav.admin_sophisticated', icon: IconStats, operatorOnly: true },
  { route: 'admin-withdrawals', labelKey: 'withdrawals.nav.admin_withdrawals', icon: IconWallet, operatorOnly: true },
  { route: 'admin-ledger', labelKey: 'withdrawals.nav.admin_ledger', icon: IconStats, operatorOnly: true },
  { route: 'admin-secondary-market', labelKey: 'marketAccount.nav.admin', icon: IconMarket, operatorOnly: true },
  { route: 'admin-auto-investment', labelKey: 'adminAutoinvest.nav.label', icon: IconStats, operatorOnly: true },
  { route: 'admin-invoices', labelKey: 'invoices.nav.admin', icon: IconWallet, operatorOnly: true },
  { route: 'admin-projects', labelKey: 'adminProjects.nav', icon: IconProjects, operatorOnly: true },
  { route: 'admin-notices', labelKey: 'notices.nav', icon: IconStats, operatorOnly: true },
  { route: 'admin-referrals', labelKey: 'adminReferrals.nav', icon: IconGift, operatorOnly: true },
  { route: 'logout', labelKey: 'nav.logout', icon: IconLogin, userOnly: true },
];
