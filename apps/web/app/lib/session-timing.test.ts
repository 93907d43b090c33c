import { describe, expect, it } from 'vitest';
import { refreshDelayMs, shouldPollUserData, USER_DATA_POLL_MS } from './session-timing';

describe('session timing', () => {
  it('renews the access token a minute before it ends', () => {
    expect(refreshDelayMs(900)).toBe(840_000);
    expect(refreshDelayMs(30)).toBe(1_000);
  });
  it('polls user data every 53 s only while logged in and focused', () => {
    expect(USER_DATA_POLL_MS).toBe(53_000);
    expect(shouldPollUserData(true, true)).toBe(true);
    expect(shouldPollUserData(true, false)).toBe(false);
    expect(shouldPollUserData(false, true)).toBe(false);
  });
});
