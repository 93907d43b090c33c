/** The back office's invoice search as the address gives it (shared by the loader and the page). */
export interface AdminInvoiceFilters {
  user: string;
  code: string;
  month: string;
}

/** The non-empty filters, as the list's query and the pagination's links take them. */
export function filterQuery(filters: AdminInvoiceFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}
