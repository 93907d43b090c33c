import type { AdminProjectRow, AdminWithdrawal, Locale, NotificationsResponse, UserInvestment } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { dateCell, decimalCell, textCell, type ExportTable } from './table-export';

/**
 * The lists that had no download of their own, as tables for the shared writers (decision 0039).
 * Pure: each takes the rows its list endpoint already answers (the same ownership checks, the
 * same presentation) and the language of the headings.
 */

function textsOf(locale: Locale) {
  const texts = TRANSLATIONS[locale];
  return (key: string, fallback: string = key) => texts[key] ?? fallback;
}

function columnsOf(t: ReturnType<typeof textsOf>, prefix: string, columns: readonly (readonly [string, number])[]) {
  return columns.map(([name, width]) => ({ heading: t(`${prefix}.column.${name}`, name), width }));
}

const yesNo = (t: ReturnType<typeof textsOf>, value: boolean) => textCell(t(value ? 'exports.yes' : 'exports.no'));

export function investmentsTable(investments: readonly UserInvestment[], locale: Locale): ExportTable {
  const t = textsOf(locale);
  return {
    sheet: t('exports.investments.sheet', 'Investments'),
    columns: columnsOf(t, 'exports.investments', [
      ['date', 20],
      ['investment', 12],
      ['project', 40],
      ['status', 18],
      ['amount', 14],
      ['outstanding', 16],
      ['reflection_ends', 20],
    ]),
    rows: investments.map((i) => [
      dateCell(i.createdAt),
      textCell(i.id),
      textCell(`#${i.projectNumber} ${i.projectTitle}`),
      textCell(t(`investing.status.${i.status}`, i.status)),
      decimalCell(i.amount),
      decimalCell(i.outstanding),
      dateCell(i.reflectionEndsAt),
    ]),
  };
}

export function notificationsTable(list: NotificationsResponse, locale: Locale): ExportTable {
  const t = textsOf(locale);
  return {
    sheet: t('exports.notifications.sheet', 'Notifications'),
    columns: columnsOf(t, 'exports.notifications', [
      ['date', 20],
      ['event', 32],
      ['project', 40],
      ['amount', 14],
      ['read', 10],
    ]),
    rows: list.items.map((n) => {
      const amount = n.params.amount;
      return [
        dateCell(n.createdAt),
        textCell(t(`notifications.event.${n.event}.title`, n.event)),
        textCell(`#${n.projectNumber} ${n.title}`),
        decimalCell(typeof amount === 'string' && /^-?\d+\.\d{2}$/.test(amount) ? amount : null),
        yesNo(t, n.isRead),
      ];
    }),
  };
}

export interface AdminUserRow {
  id: number;
  email: string;
  displayName: string;
  type: 'private' | 'company';
  role: 'investor' | 'operator';
  isDebtor: boolean;
  readonly: boolean;
  twoStepEnabled: boolean;
  createdAt: string;
}

export function adminUsersTable(users: readonly AdminUserRow[], locale: Locale): ExportTable {
  const t = textsOf(locale);
  return {
    sheet: t('exports.users.sheet', 'Users'),
    columns: columnsOf(t, 'exports.users', [
      ['id', 8],
      ['email', 32],
      ['name', 28],
      ['type', 16],
      ['role', 12],
      ['debtor', 12],
      ['readonly', 12],
      ['two_step', 14],
      ['created', 20],
    ]),
    rows: users.map((u) => [
      textCell(u.id),
      textCell(u.email),
      textCell(u.displayName),
      textCell(t(`exports.users.type.${u.type}`, u.type)),
      textCell(t(`exports.users.role.${u.role}`, u.role)),
      yesNo(t, u.isDebtor),
      yesNo(t, u.readonly),
      yesNo(t, u.twoStepEnabled),
      dateCell(u.createdAt),
    ]),
  };
}

export function adminWithdrawalsTable(withdrawals: readonly AdminWithdrawal[], locale: Locale): ExportTable {
  const t = textsOf(locale);
  return {
    sheet: t('exports.withdrawals.sheet', 'Withdrawals'),
    columns: columnsOf(t, 'exports.withdrawals', [
      ['id', 8],
      ['date', 20],
      ['email', 30],
      ['holder', 26],
      ['iban', 26],
      ['amount', 14],
      ['status', 14],
      ['provider', 14],
      ['reason', 30],
    ]),
    rows: withdrawals.map((w) => [
      textCell(w.id),
      dateCell(w.createdAt),
      textCell(w.email),
      textCell(w.holderName),
      textCell(w.iban),
      decimalCell(w.amount),
      textCell(t(`withdrawals.status.${w.status}`, w.status)),
      textCell(w.provider),
      textCell(w.reason),
    ]),
  };
}

export function adminProjectsTable(projects: readonly AdminProjectRow[], locale: Locale): ExportTable {
  const t = textsOf(locale);
  return {
    sheet: t('exports.projects.sheet', 'Projects'),
    columns: columnsOf(t, 'exports.projects', [
      ['number', 10],
      ['title', 40],
      ['status', 16],
      ['target', 14],
      ['funded', 14],
      ['funded_percent', 10],
      ['deadline', 20],
    ]),
    rows: projects.map((p) => [
      textCell(p.number),
      textCell(p.title),
      textCell(t(`adminProjects.status.${p.status}`, p.status)),
      decimalCell(p.targetAmount),
      decimalCell(p.fundedAmount),
      textCell(p.fundedPercent),
      dateCell(p.fundingDeadline),
    ]),
  };
}
