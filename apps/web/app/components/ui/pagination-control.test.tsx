import { Pagination } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, useLocation, useParams } from 'react-router';
import { buildPath, type Locale } from '@platform/contract';
import { I18nProvider, useTranslation } from '../../lib/i18n';
import { PaginationControl, type PaginationControlProps } from './pagination-control';
import { createTestI18n, renderedShape, renderWithProviders } from './test-utils';

/** The projects list route in a locale, reading its page from the URL like the real route will. */
function renderProjectsRoute({
  locale = 'lt',
  url = '/lt/projektai',
  total = 50,
  ...props
}: Partial<Omit<PaginationControlProps, 'page'>> & { locale?: Locale; url?: string }) {
  function ProjectsPage() {
    const params = useParams();
    const location = useLocation();
    return (
      <>
        <output data-testid="location">{location.pathname + location.search}</output>
        <PaginationControl routeName="projects-page" locale={locale} page={Number(params.page ?? 1)} total={total} {...props} />
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/lt/projektai/:page?', Component: ProjectsPage },
    { path: '/projects/:page?', Component: ProjectsPage },
  ]);
  return renderWithProviders(<Stub initialEntries={[url]} />, { locale });
}

const pageLink = (page: number, name = `Puslapis ${page}`) => screen.getByRole('link', { name });

describe('PaginationControl', () => {
  it('renders nothing when the items fit on one page', () => {
    renderProjectsRoute({ total: 10 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    renderProjectsRoute({ total: 0 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('appears as soon as the items exceed the default limit of 10', () => {
    renderProjectsRoute({ total: 11 });
    const nav = screen.getByRole('navigation', { name: 'Puslapiavimas' });
    expect(within(nav).getAllByRole('link', { name: /^Puslapis/ })).toHaveLength(2);
  });

  it('links every page to the localized route, keeping the query', () => {
    renderProjectsRoute({ url: '/lt/projektai/2?sort=rate', total: 50, query: { sort: 'rate' } });
    expect(pageLink(2)).toHaveAttribute('href', '/lt/projektai/2?sort=rate');
    expect(pageLink(5)).toHaveAttribute('href', '/lt/projektai/5?sort=rate');
    // Page 1 is the route without a number, its canonical address.
    expect(pageLink(1)).toHaveAttribute('href', '/lt/projektai?sort=rate');
    expect(screen.getByRole('link', { name: 'Ankstesnis puslapis' })).toHaveAttribute('href', '/lt/projektai?sort=rate');
    expect(screen.getByRole('link', { name: 'Kitas puslapis' })).toHaveAttribute('href', '/lt/projektai/3?sort=rate');
  });

  it('marks the current page with aria-current', () => {
    renderProjectsRoute({ url: '/lt/projektai/3', total: 50 });
    expect(pageLink(3)).toHaveAttribute('aria-current', 'page');
    expect(pageLink(2)).not.toHaveAttribute('aria-current');
  });

  it('uses the limit to count pages', () => {
    renderProjectsRoute({ total: 25, limit: 12 });
    expect(screen.getAllByRole('link', { name: /^Puslapis/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Puslapis 4' })).not.toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', () => {
    renderProjectsRoute({ url: '/projects', locale: 'en', total: 30 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/projects/2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/projects/2');
  });

  it('disables next on the last page', () => {
    renderProjectsRoute({ url: '/projects/3', locale: 'en', total: 30 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/projects/2');
  });

  it('navigates by link and moves the current page', async () => {
    const user = userEvent.setup();
    renderProjectsRoute({ total: 50, query: { sort: 'rate' } });
    await user.click(pageLink(4));
    expect(screen.getByTestId('location')).toHaveTextContent('/lt/projektai/4?sort=rate');
    expect(pageLink(4)).toHaveAttribute('aria-current', 'page');
  });
});

/** The same links drawn by Mantine's Pagination, as this control did before it drew them itself. */
function MantinePaginationControl({ routeName, locale, page, total }: PaginationControlProps) {
  const { t } = useTranslation();
  const pageCount = Math.ceil(total / 10);
  const hrefOf = (target: number) => buildPath(routeName, locale, { page: target === 1 ? undefined : target });
  const linkTo = (target: number, label: string) => ({ component: Link, to: hrefOf(target), 'aria-label': label });
  return (
    <nav aria-label={t('pagination.label')}>
      <Pagination
        total={pageCount}
        value={page}
        getItemProps={(target) => linkTo(target, t('pagination.page', { page: target }))}
        getControlProps={(control) => {
          if (control === 'previous') return page > 1 ? linkTo(page - 1, t('pagination.previous')) : { 'aria-label': t('pagination.previous') };
          if (control === 'next') return page < pageCount ? linkTo(page + 1, t('pagination.next')) : { 'aria-label': t('pagination.next') };
          return {};
        }}
      />
    </nav>
  );
}

describe('PaginationControl markup', () => {
  const cases: Array<[pages: number, page: number]> = [];
  for (const pages of [2, 3, 6, 7, 8, 12, 40])
    for (const page of new Set([1, 2, 3, 4, Math.ceil(pages / 2), pages - 2, pages - 1, pages])) if (page >= 1 && page <= pages) cases.push([pages, page]);

  it.each(cases)('is Mantine’s Pagination, %i pages at page %i', (pages, page) => {
    const shapes = [PaginationControl, MantinePaginationControl].map((Control) => {
      const Stub = createRoutesStub([
        { path: '/projects/:page?', Component: () => <Control routeName="projects-page" locale="en" page={page} total={pages * 10} /> },
      ]);
      // Under the app's provider settings (no static class names), as in the app.
      return renderedShape(
        <I18nProvider i18n={createTestI18n('en')}>
          <Stub initialEntries={['/projects']} />
        </I18nProvider>,
      );
    });
    expect(shapes[0]).toEqual(shapes[1]);
  });
});
