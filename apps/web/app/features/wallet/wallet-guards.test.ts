import { describe, expect, it } from 'vitest';
import { walletPageRedirect } from '../../lib/guards';

const viewer = (paymentSource: 'connectPay' | 'lemonway', amount: string) => ({ wallet: { paymentSource, lemonwayBalance: { amount } } });

describe('wallet page guards (spec section 6)', () => {
  it('opens the connectPay page only for connectPay users', () => {
    expect(walletPageRedirect('account-e-wallet', viewer('connectPay', '0.00'), 'en')).toBeNull();
    expect(walletPageRedirect('account-e-wallet', viewer('lemonway', '10.00'), 'lt')).toBe('/lt/projektai/1');
  });

  it('opens the lemonway page with a lemonway balance or source', () => {
    expect(walletPageRedirect('account-lemonway', viewer('lemonway', '0.00'), 'en')).toBeNull();
    expect(walletPageRedirect('account-lemonway', viewer('connectPay', '0.01'), 'en')).toBeNull();
    expect(walletPageRedirect('account-lemonway', viewer('connectPay', '0.00'), 'en')).toBe('/projects/1');
  });

  it('leaves other pages and guests alone', () => {
    expect(walletPageRedirect('account-wallet', viewer('lemonway', '0.00'), 'en')).toBeNull();
    expect(walletPageRedirect('account-lemonway', null, 'en')).toBeNull();
  });
});
