import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadViewerResult } from './session.server';

const fakeContext = (status: number, data: unknown) =>
  ({ api: { request: async () => ({ status, data, setCookies: [] }) }, cspNonce: '' }) as unknown as AppLoadContext;
const withSession = new Request('http://x/', { headers: { cookie: 'access_token=abc' } });
const guest = new Request('http://x/');

describe('loading the viewer (spec section 8: user details failing at start)', () => {
  it('is a guest on 401, or without a session cookie whatever happened', async () => {
    expect(await loadViewerResult(withSession, fakeContext(401, null))).toEqual({ kind: 'guest' });
    expect(await loadViewerResult(guest, fakeContext(500, null))).toEqual({ kind: 'guest' });
  });
  it('fails for someone with a session when the call fails or answers nonsense', async () => {
    expect(await loadViewerResult(withSession, fakeContext(500, null))).toEqual({ kind: 'failed' });
    expect(await loadViewerResult(withSession, fakeContext(200, { id: 'x' }))).toEqual({ kind: 'failed' });
  });
  it('shows the 503 page instead of ending the session while the service is unavailable (maintenance)', async () => {
    for (const request of [withSession, guest]) {
      const thrown = await loadViewerResult(request, fakeContext(503, { code: 'MAINTENANCE', message: 'x' })).catch((error: unknown) => error);
      expect((thrown as { init?: { status?: number } }).init?.status).toBe(503);
    }
  });
});
