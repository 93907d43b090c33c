import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithProviders } from '../../components/ui/test-utils';
import { I18nProvider } from '../../lib/i18n';
import { OfflineBanner } from './online-status';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner (spec: online/offline status is tracked)', () => {
  it('appears when the browser goes offline and goes when it is back', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline');
    goOffline(false);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('starts offline when the browser already is, and in the locale of the page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />, { locale: 'lt' });
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('Esate neprisijungę prie interneto');
  });

  it('renders nothing on the server (no navigator there: online is assumed)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const html = renderToString(
      <I18nProvider i18n={createTestI18n('en')}>
        <OfflineBanner />
      </I18nProvider>,
    );
    expect(html).toBe('');
  });
});
