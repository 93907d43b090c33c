/**
 * Growing delay (decision 0022): the first `freeAttempts` attempts since the last success go
 * through at once; after that each attempt must come at least 2, 4, 8, … seconds after the one
 * before, never more than `capSeconds`. Attempts are forgotten after `forgetAfterSeconds` of
 * quiet. A delay, not a lock: whoever waits the (capped) delay may try again.
 */
export interface BackoffPolicy {
  freeAttempts: number;
  capSeconds: number;
  forgetAfterSeconds: number;
}

/** Passwords: at most one guess per 5 minutes per account once the delay is at its cap. */
export const LOGIN_BACKOFF: BackoffPolicy = { freeAttempts: 5, capSeconds: 300, forgetAfterSeconds: 3600 };

/** Two-step codes: a 6-digit code is a smaller space than a password, so the cap is longer. */
export const TWO_STEP_BACKOFF: BackoffPolicy = { freeAttempts: 5, capSeconds: 900, forgetAfterSeconds: 3600 };

/** Seconds the next attempt must wait after the last one, given the attempts made so far. */
export function backoffDelaySeconds(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  const exponent = attempts - policy.freeAttempts + 1;
  // 2^exponent overflows nothing up to the cap; stop computing powers once past it.
  return exponent >= 31 ? policy.capSeconds : Math.min(2 ** exponent, policy.capSeconds);
}

export interface BackoffState {
  attempts: number;
  lastAttemptAt: Date;
}

/**
 * Whether an attempt at `now` may go ahead, and the attempts to store if it does. A refused
 * attempt changes nothing, so hammering cannot push the wait beyond the cap.
 */
export function decideAttempt(
  state: BackoffState | null,
  now: Date,
  policy: BackoffPolicy,
): { allowed: true; attempts: number } | { allowed: false; retryAfterSeconds: number } {
  // A racing attempt (or another instance's clock) may have stored a time a little ahead of ours.
  const sinceLastMs = state ? Math.max(0, now.getTime() - state.lastAttemptAt.getTime()) : Infinity;
  const previous = state && sinceLastMs < policy.forgetAfterSeconds * 1000 ? state.attempts : 0;
  const delayMs = backoffDelaySeconds(previous, policy) * 1000;
  if (delayMs > 0 && sinceLastMs < delayMs) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((delayMs - sinceLastMs) / 1000)) };
  return { allowed: true, attempts: previous + 1 };
}
