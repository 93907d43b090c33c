// Zod-free: the back-office status buttons bundle this table; the server enforces the same one.
/**
 * Project lifecycle (issue 6, decision 0015): which status may follow which. Operators move a
 * project along these edges (with a confirmation and a reason); the scheduled jobs use the same
 * table (funding deadline, overdue and default checks). Anything else is refused.
 */

export const LIFECYCLE_STATUSES = [
  'DRAFT',
  'SECRET',
  'COMING_SOON',
  'GATHERING',
  'FUNDED',
  'ACTIVE',
  'REPAID',
  'DELAYED',
  'DEFAULTED',
  'RECOVERY',
  'WRITTEN_OFF',
  'CANCELLED',
] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

/**
 * The transition table. FUNDED → ACTIVE is the disbursement (it moves money and builds the
 * schedules), never a plain status change; → REPAID happens when repayments have paid everything;
 * FUNDED → GATHERING happens only when an investor revokes within the ECSP reflection period.
 */
export const STATUS_TRANSITIONS: Readonly<Record<LifecycleStatus, readonly LifecycleStatus[]>> = {
  DRAFT: ['SECRET', 'COMING_SOON', 'GATHERING'],
  SECRET: ['COMING_SOON', 'GATHERING', 'DRAFT'],
  COMING_SOON: ['GATHERING', 'SECRET', 'DRAFT'],
  GATHERING: ['FUNDED', 'CANCELLED'],
  // → GATHERING only when a revocation in the reflection period takes the project back under its target (decision 0027).
  FUNDED: ['ACTIVE', 'CANCELLED', 'GATHERING'],
  ACTIVE: ['REPAID', 'DELAYED'],
  DELAYED: ['ACTIVE', 'DEFAULTED', 'REPAID'],
  DEFAULTED: ['RECOVERY', 'WRITTEN_OFF', 'REPAID'],
  RECOVERY: ['REPAID', 'WRITTEN_OFF'],
  REPAID: [],
  WRITTEN_OFF: [],
  CANCELLED: [],
};

export function isLifecycleStatus(value: string): value is LifecycleStatus {
  return (LIFECYCLE_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: string): boolean {
  if (!isLifecycleStatus(from) || !isLifecycleStatus(to)) return false;
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Transitions that have their own action (money moves, a revocation), not the plain status endpoint. */
export const SPECIAL_TRANSITIONS: readonly (readonly [LifecycleStatus, LifecycleStatus])[] = [
  ['FUNDED', 'ACTIVE'], // disburse
  ['FUNDED', 'GATHERING'], // an investor revokes in the reflection period (decision 0027): never an operator's click
];

/**
 * What an operator may pick on the plain status endpoint: the table minus the disbursement and
 * minus REPAID (a loan becomes REPAID when repayments have paid everything, never by a click).
 */
export function manualTargets(from: string): LifecycleStatus[] {
  if (!isLifecycleStatus(from)) return [];
  return STATUS_TRANSITIONS[from].filter((to) => {
    if (SPECIAL_TRANSITIONS.some(([a, b]) => a === from && b === to)) return false;
    return to !== 'REPAID';
  });
}

/** Statuses after disbursement: a schedule exists and repayments may be recorded. */
export const LOAN_STATUSES: readonly LifecycleStatus[] = ['ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY'];

export function acceptsRepayment(status: string): boolean {
  return (LOAN_STATUSES as readonly string[]).includes(status);
}

/** Which project statuses need a reason from the operator (money or investors are affected). */
export function needsReason(to: string): boolean {
  return to === 'CANCELLED' || to === 'DEFAULTED' || to === 'RECOVERY' || to === 'WRITTEN_OFF' || to === 'DELAYED';
}
