import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router';
import type { Locale } from '@platform/contract';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';

/** Renders a form component as a page with a stub action (and the real texts), for component tests. */
export function renderPage(element: ReactElement, { action, locale = 'en' }: { action?: ActionFunction; locale?: Locale } = {}) {
  const i18n = createTestI18n(locale);
  const router = createMemoryRouter(
    [
      { path: '/', element, action: action ?? (() => null) },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  const result = render(
    <TestProviders i18n={i18n}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
