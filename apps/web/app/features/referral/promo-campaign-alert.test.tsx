import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { PromoCampaignAlert, promoCampaignDismissKey } from './promo-campaign-alert';

function stubCampaign(campaign: { code: string; bonus: string; endsAt: string } | null, status = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(status === 200 ? { campaign } : { code: 'INTERNAL', message: 'x' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const BONUS2 = { code: 'BONUS2', bonus: '2.00', endsAt: '2031-05-31T20:59:59.000Z' };

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('PromoCampaignAlert', () => {
  it('shows the running campaign with its bonus and code; dismissing it is remembered by code', async () => {
    const calls = stubCampaign(BONUS2);
    const view = renderPage(<PromoCampaignAlert viewerId={null} />);
    const alert = await screen.findByTestId('promo-campaign-alert');
    expect(calls).toEqual([REFERRAL_ENDPOINTS.promoCampaign.path]);
    expect(alert).toHaveTextContent('Get a €2.00 bonus with the code BONUS2');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('promo-campaign-alert')).toBeNull();
    expect(window.localStorage.getItem(promoCampaignDismissKey('BONUS2'))).not.toBeNull();

    // The next page load: still hidden. Another campaign's code shows.
    view.unmount();
    stubCampaign(BONUS2);
    const again = renderPage(<PromoCampaignAlert viewerId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('promo-campaign-alert')).toBeNull();
    again.unmount();
    stubCampaign({ ...BONUS2, code: 'SUMMER5', bonus: '5.00' });
    renderPage(<PromoCampaignAlert viewerId={null} />);
    expect(await screen.findByTestId('promo-campaign-alert')).toHaveTextContent('Get a €5.00 bonus with the code SUMMER5');
  });

  it('in Bulgarian, from the public texts', async () => {
    stubCampaign(BONUS2);
    renderPage(<PromoCampaignAlert viewerId={null} />, { locale: 'bg' });
    // The amount's format follows the route's locale (the test router's path is English).
    const [before, between] = TRANSLATIONS.bg['promo.alert']!.split(/\{\{amount\}\}|\{\{code\}\}/);
    expect(await screen.findByTestId('promo-campaign-alert')).toHaveTextContent(`${before}€2.00${between}BONUS2`);
  });

  it('shows nothing without a campaign or when the call fails', async () => {
    stubCampaign(null);
    const view = renderPage(<PromoCampaignAlert viewerId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('promo-campaign-alert')).toBeNull();
    view.unmount();
    stubCampaign(BONUS2, 500);
    renderPage(<PromoCampaignAlert viewerId={1} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('promo-campaign-alert')).toBeNull();
  });
});
