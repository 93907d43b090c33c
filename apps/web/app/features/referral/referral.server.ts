import { buildPath, localeFromPath, type BonusRewardsResponse, type Locale, type PromoRedemption, type ReferralsResponse } from '@platform/contract';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

/** Each part of the page loads on its own: one failed call leaves the others on the page. */
export type Part<T> = { kind: 'ok'; data: T } | { kind: 'error' };

export interface ReferralLoaderData {
  locale: Locale;
  /** The absolute invite link, or null while the overview failed. */
  inviteUrl: string | null;
  overview: Part<ReferralsResponse>;
  rewards: Part<BonusRewardsResponse>;
  promoCodes: Part<PromoRedemption[]>;
  meta: { title: string; description: string };
}

/**
 * The register page in the page's locale with `?ref=CODE`, on the origin the person is using (the
 * request's, as the links the server makes for a request do, decision 0042): the register route
 * reads `ref` into the form.
 */
export function inviteUrlOf(origin: string, locale: Locale, code: string): string {
  return new URL(buildPath('register', locale, {}, { ref: code }), origin).toString();
}

/** /referral: the caller's invite code and programme, friends, bonuses received and promo codes (decision 0044). */
export async function loadReferral({ request, context }: LoaderFunctionArgs): Promise<ReferralLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const meta = { title: `${t('referral.title')} | ${t('brand.name')}`, description: t('referral.meta_description') };
  const [overview, rewards, promoCodes] = await Promise.all([
    apiCall(context, REFERRAL_ENDPOINTS.referrals, {}),
    apiCall(context, REFERRAL_ENDPOINTS.rewards, {}),
    apiCall(context, REFERRAL_ENDPOINTS.promoCodes, {}),
  ]);
  for (const answer of [overview, rewards, promoCodes]) throwIfUnavailable(answer.status, locale);
  return {
    locale,
    meta,
    inviteUrl: overview.ok ? inviteUrlOf(url.origin, locale, overview.ok.code) : null,
    overview: overview.ok ? { kind: 'ok', data: overview.ok } : { kind: 'error' },
    rewards: rewards.ok ? { kind: 'ok', data: rewards.ok } : { kind: 'error' },
    promoCodes: promoCodes.ok ? { kind: 'ok', data: promoCodes.ok.redemptions } : { kind: 'error' },
  };
}
