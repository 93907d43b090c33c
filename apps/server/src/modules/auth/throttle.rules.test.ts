import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelaySeconds, type BackoffPolicy, decideAttempt, LOGIN_BACKOFF } from './throttle.rules';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20) + seconds * 1000);

describe('backoffDelaySeconds', () => {
  it('lets five through, then doubles from 2 s up to the cap', () => {
    const delays = Array.from({ length: 16 }, (_, attempts) => backoffDelaySeconds(attempts, LOGIN_BACKOFF));
    expect(delays).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    expect(backoffDelaySeconds(1_000_000, LOGIN_BACKOFF)).toBe(300);
  });

  it('never falls as attempts grow and never passes the cap', () => {
    const policy = fc.record({
      freeAttempts: fc.integer({ min: 0, max: 10 }),
      capSeconds: fc.integer({ min: 1, max: 86_400 }),
      forgetAfterSeconds: fc.constant(3600),
    });
    fc.assert(
      fc.property(policy, fc.nat(10_000), (p: BackoffPolicy, n) => {
        expect(backoffDelaySeconds(n + 1, p)).toBeGreaterThanOrEqual(backoffDelaySeconds(n, p));
        expect(backoffDelaySeconds(n, p)).toBeLessThanOrEqual(p.capSeconds);
      }),
    );
  });
});

describe('decideAttempt', () => {
  it('counts the first attempt of a fresh key', () => {
    expect(decideAttempt(null, at(0), LOGIN_BACKOFF)).toEqual({ allowed: true, attempts: 1 });
  });

  it('refuses inside the delay with the seconds left, and counts once the delay is over', () => {
    const state = { attempts: 7, lastAttemptAt: at(0) };
    expect(decideAttempt(state, at(3), LOGIN_BACKOFF)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(decideAttempt(state, at(8), LOGIN_BACKOFF)).toEqual({ allowed: true, attempts: 8 });
  });

  it('forgets the attempts after an hour of quiet', () => {
    expect(decideAttempt({ attempts: 40, lastAttemptAt: at(0) }, at(3600), LOGIN_BACKOFF)).toEqual({ allowed: true, attempts: 1 });
  });

  it('is never a lock: whoever waits the cap gets an attempt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (attempts) => {
        expect(decideAttempt({ attempts, lastAttemptAt: at(0) }, at(LOGIN_BACKOFF.capSeconds), LOGIN_BACKOFF).allowed).toBe(true);
      }),
    );
  });

  it('a stored time slightly ahead (a racing attempt, another instance) is no reason to refuse a free attempt', () => {
    expect(decideAttempt({ attempts: 2, lastAttemptAt: at(1) }, at(0), LOGIN_BACKOFF)).toEqual({ allowed: true, attempts: 3 });
    expect(decideAttempt({ attempts: 5, lastAttemptAt: at(1) }, at(0), LOGIN_BACKOFF)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });
});
