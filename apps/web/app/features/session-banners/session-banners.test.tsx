import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPath, type Locale } from '@platform/contract';
import { createRoutesStub, redirect } from 'react-router';
import { renderWithProviders } from '../../components/ui/test-utils';
import { ImpersonationBanner, ReadOnlyBanner, SessionBanners, type SessionViewer } from './index';

const investor: SessionViewer = { email: 'new@demo.invest', readonly: false, impersonatedBy: null };
const impersonated: SessionViewer = { ...investor, impersonatedBy: { id: 1, email: 'operator@demo.invest' } };

function renderBanners(viewer: SessionViewer | null, { locale = 'en', url = '/projects/1' }: { locale?: Locale; url?: string } = {}) {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    { path: '/projects/:page?', Component: () => <SessionBanners viewer={viewer} /> },
    { path: '/lt/projektai/:page?', Component: () => <SessionBanners viewer={viewer} /> },
    {
      path: buildPath('impersonation-return', locale),
      action: ({ request }) => {
        posted.push(request.method);
        return redirect(buildPath('admin-users', locale));
      },
    },
    { path: buildPath('admin-users', locale), Component: () => <h1>user list</h1> },
  ]);
  return { ...renderWithProviders(<Stub initialEntries={[url]} />, { locale }), posted };
}

describe('session banners', () => {
  it('show nothing for guests and ordinary sessions', () => {
    renderBanners(null);
    expect(screen.queryByTestId('readonly-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
    renderBanners(investor);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('explain a read-only account', () => {
    renderBanners({ ...investor, readonly: true });
    const banner = screen.getByRole('region', { name: 'Your account is read-only' });
    expect(banner).toHaveAttribute('data-testid', 'readonly-banner');
    expect(banner).toHaveTextContent('you cannot invest, withdraw or change your details');
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });

  it('name both people while logged in as another user, and offer the way back', () => {
    renderBanners(impersonated);
    const banner = screen.getByRole('region', { name: 'Logged in as another user' });
    expect(within(banner).getByTestId('impersonation-text')).toHaveTextContent('You are logged in as new@demo.invest (operator operator@demo.invest).');
    const button = within(banner).getByRole('button', { name: 'Return to my account' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.getAttribute('action')).toBe(buildPath('impersonation-return', 'en'));
    expect(screen.queryByTestId('readonly-banner')).not.toBeInTheDocument();
  });

  it('say it in the impersonation banner when that account is read-only', () => {
    renderBanners({ ...impersonated, readonly: true });
    expect(screen.getByTestId('impersonation-banner')).toHaveTextContent('This account is read-only.');
    expect(screen.queryByTestId('readonly-banner')).not.toBeInTheDocument();
  });

  it('"Return to my account" posts to the return action and follows it to the user list', async () => {
    const user = userEvent.setup();
    const { posted } = renderBanners(impersonated);
    await user.click(screen.getByRole('button', { name: 'Return to my account' }));
    expect(await screen.findByRole('heading', { name: 'user list' })).toBeInTheDocument();
    expect(posted).toEqual(['POST']);
  });

  it('speak the page locale', () => {
    renderBanners(impersonated, { locale: 'lt', url: '/lt/projektai/1' });
    expect(screen.getByTestId('impersonation-text')).toHaveTextContent('Esate prisijungę kaip new@demo.invest (operatorius operator@demo.invest).');
    expect(screen.getByRole('button', { name: 'Grįžti į savo paskyrą' }).closest('form')?.getAttribute('action')).toBe(buildPath('impersonation-return', 'lt'));
  });

  it('render alone too', () => {
    renderWithProviders(<ReadOnlyBanner viewer={{ ...investor, readonly: true }} />);
    expect(screen.getByTestId('readonly-banner')).toBeInTheDocument();
    const Stub = createRoutesStub([{ path: '/', Component: () => <ImpersonationBanner viewer={investor} /> }]);
    renderWithProviders(<Stub />);
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });
});
