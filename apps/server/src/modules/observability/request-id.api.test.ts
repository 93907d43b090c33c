import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadServerConfig } from '../../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

/** Decision 0051: every answer carries x-request-id; a sane incoming X-Request-Id is kept, anything else replaced. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('request ids', () => {
  it('echoes a sane incoming X-Request-Id on success and on errors', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc_DEF-9' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers[REQUEST_ID_HEADER]).toBe('lb-1234.abc_DEF-9');
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'trace-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[REQUEST_ID_HEADER]).toBe('trace-404');
    // The error body keeps its shape; the id travels in the header.
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Unknown API path' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: '{',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-400' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers[REQUEST_ID_HEADER]).toBe('trace-400');
    // Answered by the router before any hook (malformed percent-encoding).
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/get/project/%E0%A4%A', headers: { 'x-request-id': 'trace-bad-url' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers[REQUEST_ID_HEADER]).toBe('trace-bad-url');
  });

  it('generates a random id when none, or an unsafe one, comes in', async () => {
    const seen = new Set<string>();
    for (const headers of [
      {},
      { 'x-request-id': 'a'.repeat(65) },
      { 'x-request-id': 'two words' },
      { 'x-request-id': 'inject\r\nx: y' },
      { 'x-request-id': '' },
      { 'x-request-id': 'ünïcode' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: headers as Record<string, string> });
      const id = response.headers[REQUEST_ID_HEADER] as string;
      expect(id, JSON.stringify(headers)).toMatch(UUID);
      seen.add(id);
    }
    expect(seen.size).toBe(6);
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(64) } } as never)).toBe('a'.repeat(64));
    expect(requestIdOf({ headers: { 'x-request-id': ['a', 'b'] } } as never)).toMatch(UUID);
  });

  it('binds the id to the request logger (every log line of the request carries reqId)', async () => {
    const config = loadServerConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      SANDBOX: 'true',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/request-id-test',
    });
    const app = await buildApp({ config, database: t.database });
    let bindings: Record<string, unknown> = {};
    app.addHook('onResponse', async (request) => {
      bindings = (request.log as unknown as { bindings(): Record<string, unknown> }).bindings();
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'log-line-id' } });
    } finally {
      await app.close();
    }
    expect(bindings.reqId).toBe('log-line-id');
  });
});
