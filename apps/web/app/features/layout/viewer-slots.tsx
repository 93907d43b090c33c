import type { UserData } from '@platform/contract';
import { ManualKycModal } from '../manual-kyc/manual-kyc-modal';
import { AccountMergeModal } from '../merge/account-merge-modal';
import { NotificationsBell } from '../notifications/notifications-bell';
import { OnboardingAlerts } from './onboarding-alerts';
import { InviteFriendStrip, UserBalancePanel } from './user-slots';

// The parts of the default layout that only a logged-in viewer sees. default-shell.tsx loads this
// module lazily, so a guest's first load carries none of it (bell, balance panel with the lemonway
// migration and debtor pop-ups, onboarding alerts, manual KYC and merge prompts).

/** Invite strip, notifications bell and balance panel above the content. */
export function ViewerTopbar({ viewer }: { viewer: UserData }) {
  return (
    <div className="user-topbar">
      <InviteFriendStrip />
      <div className="user-topbar__end">
        <NotificationsBell count={viewer.unreadNotifications ?? 0} />
        <UserBalancePanel variant={viewer.wallet.paymentSource} />
      </div>
    </div>
  );
}

/** Onboarding alerts and the manual KYC and account merge prompts of the alert area. */
export function ViewerAlerts({ viewer }: { viewer: UserData }) {
  // The marker tells that this lazily loaded part has rendered (browser journeys wait for it).
  return (
    <div data-testid="viewer-alerts" className="viewer-alerts">
      <OnboardingAlerts viewer={viewer} />
      <ManualKycModal viewer={viewer} />
      <AccountMergeModal viewer={viewer} />
    </div>
  );
}
