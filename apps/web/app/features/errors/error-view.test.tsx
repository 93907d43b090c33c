import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPageGuard, ErrorView } from './error-view';

function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <MantineProvider env="test">{ui}</MantineProvider> }]);
  return render(<RouterProvider router={router} />);
}

describe('error page (spec section 2)', () => {
  it('404: "This page could not be found" with a button to projects page 1', () => {
    renderInRouter(<ErrorView status={404} locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/projects/1');
  });

  it('500 is shown as 404 with page_does_not_exist, in the page locale', () => {
    renderInRouter(<ErrorView status={500} locale="lt" />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByText('500')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tokio puslapio nėra');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/lt/projektai/1');
  });

  it('503 shows the maintenance title and description without the go-to-main-page button', () => {
    renderInRouter(<ErrorView status={503} locale="pl" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ulepszamy platformę');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failure while showing the error page shows the fallback with a go-back-home link', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render failed');
    };
    render(
      <ErrorPageGuard locale="en">
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});
