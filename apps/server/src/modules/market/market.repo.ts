import { asCents, type Cents, type Locale } from '@platform/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Read-only queries of the secondary market (decision 0034): listings with their project's facts,
 * the installments of the holdings they offer, a user's records.
 */

export interface ListingRow {
  id: number;
  investment_id: number;
  seller_user_id: number;
  project_id: number;
  amount_cents: Cents;
  sold_cents: Cents;
  premium_bps: number;
  status: string;
  expires_on: string;
  cancelled_reason: string | null;
  created_at: Date;
  holding_status: string;
  outstanding_cents: Cents;
  reflection_ends_at: Date | null;
  project_number: number;
  project_slug: string;
  project_status: string;
  interest_rate_bps: number;
  disbursed_at: Date | null;
  is_green: boolean;
  country: string;
  risk_group: string;
  paused_reason: string | null;
  title: string | null;
}

/** Listings with what the market shows of them; `where` filters, `order` sorts, `limit`/`offset` page (SQL fragments). */
export function listingsQuery(locale: Locale, where: SQL, order: SQL = sql`l.id DESC`, limit: number | null = null, offset = 0): SQL {
  return sql`
    SELECT l.id, l.investment_id, l.seller_user_id, l.project_id, l.amount_cents::bigint AS amount_cents, l.sold_cents::bigint AS sold_cents, l.premium_bps,
           l.status, l.expires_on, l.cancelled_reason, l.created_at,
           i.status AS holding_status, i.outstanding_principal_cents::bigint AS outstanding_cents, i.reflection_ends_at,
           p.number AS project_number, p.slug AS project_slug, p.status AS project_status, p.interest_rate_bps, p.disbursed_at,
           t.is_green, c.code AS country, rg.code AS risk_group, mp.reason AS paused_reason,
           coalesce(
             (SELECT pt.title FROM project_translations pt WHERE pt.project_id = p.id AND pt.locale = ${locale}),
             (SELECT pt.title FROM project_translations pt WHERE pt.project_id = p.id AND pt.locale = 'en')
           ) AS title
    FROM market_listings l
    JOIN investments i ON i.id = l.investment_id
    JOIN projects p ON p.id = l.project_id
    JOIN investment_types t ON t.id = p.investment_type_id
    JOIN countries c ON c.id = p.country_id
    JOIN risk_groups rg ON rg.id = p.risk_group_id
    LEFT JOIN market_pauses mp ON mp.project_id = l.project_id
    WHERE ${where}
    ORDER BY ${order}
    ${limit === null ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`}`;
}

export async function listings(db: Db, query: SQL): Promise<ListingRow[]> {
  const rows = await queryRows<ListingRow>(db, query);
  return rows.map((r) => ({
    ...r,
    amount_cents: asCents(r.amount_cents),
    sold_cents: asCents(r.sold_cents),
    outstanding_cents: asCents(r.outstanding_cents),
    created_at: new Date(r.created_at),
    reflection_ends_at: r.reflection_ends_at ? new Date(r.reflection_ends_at) : null,
    disbursed_at: r.disbursed_at ? new Date(r.disbursed_at) : null,
  }));
}

export async function countOf(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM market_listings l JOIN investments i ON i.id = l.investment_id JOIN projects p ON p.id = l.project_id
        JOIN investment_types t ON t.id = p.investment_type_id JOIN countries c ON c.id = p.country_id JOIN risk_groups rg ON rg.id = p.risk_group_id
        LEFT JOIN market_pauses mp ON mp.project_id = l.project_id WHERE ${where}`,
  );
  return Number(row?.n ?? 0);
}

export interface ItemRow {
  investment_id: number;
  installment: number;
  due_date: string;
  principal_cents: Cents;
  interest_cents: Cents;
  paid_principal_cents: Cents;
  paid_interest_cents: Cents;
}

/** The installments of these holdings, in order, grouped by holding. */
export async function itemsOf(db: Db, investmentIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
  const out = new Map<number, ItemRow[]>();
  if (investmentIds.length === 0) return out;
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT investment_id, installment, due_date, principal_cents::bigint AS principal_cents, interest_cents::bigint AS interest_cents,
               paid_principal_cents::bigint AS paid_principal_cents, paid_interest_cents::bigint AS paid_interest_cents
        FROM investment_schedule_items WHERE investment_id IN (${sql.join(
          investmentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY investment_id, installment`,
  );
  for (const r of rows) {
    const list = out.get(r.investment_id) ?? [];
    list.push({
      ...r,
      principal_cents: asCents(r.principal_cents),
      interest_cents: asCents(r.interest_cents),
      paid_principal_cents: asCents(r.paid_principal_cents),
      paid_interest_cents: asCents(r.paid_interest_cents),
    });
    out.set(r.investment_id, list);
  }
  return out;
}
