import { screen } from '@testing-library/react';
import { LOCALES, type UserData } from '@platform/contract';
import { getTranslations, KEY_NAMESPACES } from '@platform/contract/i18n/index';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { NAV_ITEMS } from './nav-items';
import { Sidebar } from './sidebar';

const operator = { id: 1, email: 'op@b.example', type: 'private', role: 'operator' } as unknown as UserData;

describe('nav items', () => {
  it('labels every entry with a public key (the sidebar is on every page) and no two entries alike, in every locale', () => {
    for (const item of NAV_ITEMS) expect([item.labelKey, KEY_NAMESPACES[item.labelKey]]).toEqual([item.labelKey, 'public']);
    for (const locale of LOCALES) {
      const texts = getTranslations(locale, ['public']);
      const labels = NAV_ITEMS.map((item) => texts[item.labelKey]);
      expect(new Set(labels).size, locale).toBe(labels.length);
    }
  });

  it('shows an operator the public secondary market and the market back office as two differently named entries', () => {
    renderPage(<Sidebar viewer={operator} collapsed={false} onToggleCollapsed={() => {}} />);
    expect(screen.getByRole('link', { name: 'Secondary market' })).toHaveAttribute('href', '/secondary-market/1');
    expect(screen.getByRole('link', { name: 'Market back office' })).toHaveAttribute('href', '/admin/secondary-market');
  });
});
