import { rem } from '@mantine/core';
import { Group } from '../../components/ui/boxes';
import { usePagination } from '@mantine/hooks';
import { buildPath, PAGINATION_PAGE_SIZE, type Locale } from '@platform/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { dataFlag, FOCUS_CLASS, UNSTYLED_BUTTON_CLASS } from './button';

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

/** Class names of Mantine 9's Pagination.module.css and UnstyledButton.module.css (pagination-control.test.tsx checks them). */
const CLASSES = { root: 'm_4addd315', control: 'm_326d024a', unstyled: UNSTYLED_BUTTON_CLASS, dots: 'm_4ad7767d' };
const ICON_STYLE = { width: 'calc(var(--pagination-control-size) / 1.8)', height: 'calc(var(--pagination-control-size) / 1.8)' };

/** Mantine's pagination icons (Pagination.icons). */
function Icon({ path, rtl = true }: { path: string; rtl?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" style={ICON_STYLE} className={rtl ? 'mantine-rotate-rtl' : undefined}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

/** A page or an arrow: a link, or a disabled button where there is nowhere to go. */
function Control({
  to,
  label,
  active,
  withPadding,
  children,
}: {
  to: string | null;
  label: string;
  active?: boolean;
  withPadding?: boolean;
  children: ReactNode;
}) {
  const data = { 'data-active': dataFlag(active), 'data-with-padding': dataFlag(withPadding), 'aria-label': label };
  if (to === null) {
    return (
      <button type="button" className={`${FOCUS_CLASS} ${CLASSES.control} ${CLASSES.unstyled}`} data-disabled="true" disabled {...data}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={`${FOCUS_CLASS} mantine-active ${CLASSES.control} ${CLASSES.unstyled}`} aria-current={active ? 'page' : undefined} {...data}>
      {children}
    </Link>
  );
}

/**
 * Page links under a list (spec section 9: shown only when the items exceed the limit). Every page
 * is a real link, so it works without JavaScript, opens in a new tab and is crawlable. Page 1 links
 * to the route without a page number, its one canonical address. The markup, classes and page range
 * (first, last, one either side of the current, dots between) are those of Mantine's `Pagination`,
 * without its code for pages that are buttons (~3 KB gzip of a list page's first load).
 */
export function PaginationControl({ routeName, locale, page, total, limit = PAGINATION_PAGE_SIZE, query }: PaginationControlProps) {
  const { t } = useTranslation();
  const pageCount = limit > 0 ? Math.ceil(total / limit) : 0;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(pageCount, 1));
  const { range } = usePagination({ total: pageCount, page: current });
  if (limit <= 0 || total <= limit) return null;

  const hrefOf = (target: number) => buildPath(routeName, locale, { page: target === 1 ? undefined : target }, query);

  return (
    <nav aria-label={t('pagination.label')}>
      <div className={CLASSES.root}>
        <Group gap={rem(8)}>
          <Control to={current > 1 ? hrefOf(current - 1) : null} label={t('pagination.previous')}>
            <Icon path={PREVIOUS} />
          </Control>
          {range.map((item, index) =>
            item === 'dots' ? (
              <div key={`dots-${index}`} className={CLASSES.dots}>
                <Icon path={DOTS} rtl={false} />
              </div>
            ) : (
              <Control key={item} to={hrefOf(item)} label={t('pagination.page', { page: item })} active={item === current} withPadding>
                {item}
              </Control>
            ),
          )}
          <Control to={current < pageCount ? hrefOf(current + 1) : null} label={t('pagination.next')}>
            <Icon path={NEXT} />
          </Control>
        </Group>
      </div>
    </nav>
  );
}
