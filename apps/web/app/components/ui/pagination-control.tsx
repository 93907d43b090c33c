import { Pagination } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { buildPath, PAGINATION_PAGE_SIZE, type Locale } from '@platform/contract';

export interface PaginationControlProps {
  /** Route with an optional `:page?` param, e.g. 'projects-page'. */
  routeName: string;
  locale: Locale;
  /** Current page, 1-based. */
  page: number;
  /** Number of items (not pages). */
  total: number;
  /** Items per page. */
  limit?: number;
  /** Query kept on every page link (filters, sort). */
  query?: Record<string, string>;
}

/**
 * Page links under a list (spec section 9: shown only when the items exceed the limit). Every page
 * is a real link, so it works without JavaScript, opens in a new tab and is crawlable. Page 1 links
 * to the route without a page number, its one canonical address.
 */
export function PaginationControl({ routeName, locale, page, total, limit = PAGINATION_PAGE_SIZE, query }: PaginationControlProps) {
  const { t } = useTranslation();
  if (limit <= 0 || total <= limit) return null;

  const pageCount = Math.ceil(total / limit);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const hrefOf = (target: number) => buildPath(routeName, locale, { page: target === 1 ? undefined : target }, query);

  const linkTo = (target: number, label: string) => ({ component: Link, to: hrefOf(target), 'aria-label': label });

  return (
    <nav aria-label={t('pagination.label')}>
      <Pagination
        total={pageCount}
        value={current}
        getItemProps={(target) => linkTo(target, t('pagination.page', { page: target }))}
        getControlProps={(control) => {
          if (control === 'previous') {
            const label = t('pagination.previous');
            // At the first page Mantine disables the control; a disabled button, not a dead link.
            return current > 1 ? linkTo(current - 1, label) : { 'aria-label': label };
          }
          if (control === 'next') {
            const label = t('pagination.next');
            return current < pageCount ? linkTo(current + 1, label) : { 'aria-label': label };
          }
          return {};
        }}
      />
    </nav>
  );
}
