/**
 * The platform operator as the seller on its invoices (decision 0037). Placeholder company details
 * of the demo operator: the real registry code, VAT code and address replace these before the
 * platform invoices anyone. Invoices keep the details they were issued with (a snapshot), so a later
 * change never alters an issued invoice.
 */
export const PLATFORM_COMPANY = {
  name: 'Greenvest UAB',
  /** Lithuanian Register of Legal Entities code. */
  companyCode: '306000000',
  /** VAT payer code (LT + 9 or 12 digits). */
  vatCode: 'LT100000000000',
  address: 'Gedimino pr. 1, LT-01103 Vilnius',
  country: 'LT',
  email: 'invoices@greenvest.local',
  /** Crowdfunding service provider authorised under Regulation (EU) 2020/1503 by the Bank of Lithuania. */
  licence: 'ECSP',
} as const;
export type PlatformCompany = typeof PLATFORM_COMPANY;
