import type { NotificationEventName } from '@platform/contract';

/**
 * Which notifications also go out as an email (decision 0018). Pure, so the rule is unit tested.
 *
 * - State events (funded, disbursed, delayed, defaulted, cancelled) tell that a project entered a
 *   state: a person is emailed about them once per project, however often the state is re-entered
 *   or re-announced (a delay job that runs daily must not mail daily).
 * - Every other event is a distinct fact (an investment, a repayment, an update) and is emailed,
 *   but only once per person, event and project within one notify call: a holder of three
 *   investments in a repaying project gets three notifications and one email.
 * - Closed accounts (also merged ones) get no email.
 */
export const ONCE_PER_PROJECT_EVENTS: ReadonlySet<NotificationEventName> = new Set(['funded', 'disbursed', 'delayed', 'defaulted', 'cancelled']);

export interface EmailCandidate {
  userId: number;
  event: NotificationEventName;
  projectId: number;
  /** The account is closed (closed or merged into another): nothing is sent. */
  closed: boolean;
}

export const emailKey = (c: { userId: number; event: string; projectId: number }): string => `${c.userId}:${c.event}:${c.projectId}`;

/**
 * Indexes of `candidates` that get an email. `alreadyNotified` holds emailKey()s of notifications
 * written before this call (only state events are looked up).
 */
export function selectEmails(candidates: readonly EmailCandidate[], alreadyNotified: ReadonlySet<string>): number[] {
  const chosen: number[] = [];
  const seen = new Set<string>();
  candidates.forEach((candidate, index) => {
    if (candidate.closed) return;
    const key = emailKey(candidate);
    if (seen.has(key)) return;
    seen.add(key);
    if (ONCE_PER_PROJECT_EVENTS.has(candidate.event) && alreadyNotified.has(key)) return;
    chosen.push(index);
  });
  return chosen;
}
