import { screen } from '@testing-library/react';
import type { UserData } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { NAV_ITEMS } from './nav-items';
import { Sidebar } from './sidebar';

const viewer = (type: 'private' | 'company', role: 'investor' | 'operator' = 'investor') =>
  ({ id: 1, email: 'a@b.example', type, role }) as unknown as UserData;

function renderSidebar(user: UserData | null) {
  renderPage(<Sidebar viewer={user} collapsed={false} onToggleCollapsed={() => {}} />);
  return screen.getAllByRole('list')[0];
}

describe('sidebar items by viewer', () => {
  it('the company page is listed in the nav items for company accounts only', () => {
    expect(NAV_ITEMS.find((item) => item.route === 'account-company')).toMatchObject({ labelKey: 'nav.company', userOnly: true, companyOnly: true });
  });

  it('shows the company entry to a company account, linking to /account/company', () => {
    const nav = renderSidebar(viewer('company'));
    const link = screen.getByRole('link', { name: 'Company' });
    expect(nav.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/account/company');
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('hides it from private accounts', () => {
    renderSidebar(viewer('private'));
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('hides it from a private operator and from guests', () => {
    const { unmount } = renderPage(<Sidebar viewer={viewer('private', 'operator')} collapsed={false} onToggleCollapsed={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back office' })).toBeTruthy();
    unmount();
    renderSidebar(null);
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});
