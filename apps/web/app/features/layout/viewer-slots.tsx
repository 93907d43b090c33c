import type { UserData } from '@platform/contract';
import { ManualKycModal } from '../manual-kyc/manual-kyc-modal';
import { AccountMergeModal } from '../merge/account-merge-modal';
import { NotificationsBell } from '../notifications/notifications-bell';
import { ConnectPayVerifyModal } from '../terms/connect-pay-verify-modal';
import { OnboardingAlerts } from './onboarding-alerts';
import { InviteFriendStrip, UserBalancePanel } from './user-slots';
import { VIEWER_SLOTS_MARKER } from './viewer-slots-lazy';

export { AccountModalButton } from './account-modal';

// The parts of the default layout that only a logged-in viewer sees (bell, balance panel with the
// lemonway migration and debtor pop-ups, onboarding alerts, manual KYC and merge prompts). Loaded
// lazily through viewer-slots-lazy.tsx: import them from there.

/**
 * Invite strip, notifications bell and balance panel above the content. Operators get the
 * operator shell (decision 0041): no invite strip and no investor balance, only the bell.
 */
export function ViewerTopbar({ viewer }: { viewer: UserData }) {
  const isOperator = viewer.role === 'operator';
  return (
    <div className="user-topbar" data-shell={isOperator ? 'operator' : 'investor'} {...{ [VIEWER_SLOTS_MARKER]: '' }}>
      {!isOperator && <InviteFriendStrip />}
      <div className="user-topbar__end">
        <NotificationsBell count={viewer.unreadNotifications ?? 0} />
        {!isOperator && <UserBalancePanel variant={viewer.wallet.paymentSource} />}
      </div>
    </div>
  );
}

/** Onboarding alerts and the manual KYC and account merge prompts of the alert area. */
export function ViewerAlerts({ viewer }: { viewer: UserData }) {
  return (
    <>
      <OnboardingAlerts viewer={viewer} />
      <ManualKycModal viewer={viewer} />
      <AccountMergeModal viewer={viewer} />
      <ConnectPayVerifyModal viewer={viewer} />
    </>
  );
}
