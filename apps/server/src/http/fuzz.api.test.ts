import { AUTH_API, apiErrorSchema, ERROR_CODES, FILES_API, uploadResponseSchema } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/seed';
import { DEMO_BACKER_EMAILS } from '../seed/seed-demo-loans';
import { exampleOf, jsonSchemaOf, pathsOf, replaceAt } from '../test/schema-example';
import { createSessionClient, TEST_ORIGIN } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * No input answers 5xx (issue 10, decision 0021). Walks every registered /api route as a guest and
 * as a logged-in persona allowed on it, with spoiled path parameters, query values and JSON bodies
 * built from the route's own schemas: each field in turn gets a wrong type, null, a huge number, a
 * too-long string, control characters, broken Unicode or an amount the money parser cannot read.
 * Every answer must be below 500 and every error must be `{code, message, fieldErrors?}` JSON.
 * Fixed values and seeds: the same requests on every run.
 */
type Persona = 'guest' | 'investor' | 'debtor' | 'operator';
type Route = TestApp['app']['apiRoutes'][number];

/** Path and query values, already percent-encoded as a client would send them. */
const URL_VALUES = [
  '%00',
  'a%00b',
  '%01',
  '%1F',
  '%7F',
  '%0A',
  '%0D%0A',
  '%09',
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  'NaN',
  '1.5',
  '99999999999999.99',
  '..',
  '%2E%2E',
  '%2E%2E%2F%2E%2E%2Fetc',
  'x'.repeat(10_000),
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%EF%BF%BE',
  '%ED%A0%80',
  '%FF',
  '%C0%80',
  '%25',
  "'%20OR%201=1--",
];
/** Values every body field gets in turn. */
const BODY_VALUES: unknown[] = [null, 1e308, '\u0000', 'a\ud800', '99999999999999.99', 'x'.repeat(10_000), {}];
/** More values, a few per field in rotation: over a route's fields each is used. */
const MORE_BODY_VALUES: unknown[] = [
  true,
  0,
  -1,
  1.5,
  -1e308,
  2 ** 53 + 2,
  '',
  'a\u0000b',
  '\u0001\u001f',
  '\u007f',
  '\udc00',
  '\ufffe',
  'line\nbreak\ttab\r',
  '9999999999999.99',
  '99999999999.99',
  '-1.00',
  '0.00',
  '1e308',
  '😀'.repeat(1000),
  '../../etc/passwd',
  "' OR 1=1 --",
  [],
  [null],
  { nested: { deeper: ['x'] } },
];
const MORE_PER_FIELD = 5;
/** Whole bodies that are not what any route takes. */
const RAW_BODIES = ['null', '[]', '"x"', '0', '{}', '{"a":', '['.repeat(5000), '{"\\u0000":1}', '{"a":"\\ud800"}', `{"a":"${'y'.repeat(300_000)}"}`];
const MIN_REQUESTS = 5_000;

let t: TestApp;
const cookies = {} as Record<Persona, string>;
const EMAILS: Record<Exclude<Persona, 'guest'>, string> = { investor: 'investor@demo.invest', debtor: 'debtor@demo.invest', operator: 'operator@demo.invest' };
let otherUserId = 0;
let sent = 0;
let relogins = 0;
const problems: string[] = [];

async function logIn(persona: Exclude<Persona, 'guest'>): Promise<void> {
  const client = createSessionClient(t.app, { ip: '198.51.100.7' });
  const res = await client.post(AUTH_API.login, { email: EMAILS[persona], password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  cookies[persona] = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  cookies.guest = '';
  for (const persona of ['investor', 'debtor', 'operator'] as const) await logIn(persona);
  const [other] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BACKER_EMAILS[4]));
  otherUserId = other.id;
}, 120_000);
afterAll(() => t?.close());

/**
 * Who walks a route in full: a persona allowed on it (the guest for public calls, so calls that
 * end or replace a session never touch the personas' own). The guest also probes every other route.
 */
function personaFor(route: Route): Persona {
  if (route.access === 'operator') return 'operator';
  if (route.access === 'user' && route.url !== AUTH_API.returnToOperator) return /debtor/.test(route.url) ? 'debtor' : 'investor';
  if (route.access === 'public' && route.method === 'GET') return 'investor';
  return 'guest';
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/** Parameter values that reach the handler: the schema's example, another user's id for the user admin calls. */
function baselineParams(route: Route): Record<string, string> {
  const example = (exampleOf(jsonSchemaOf(route.schema?.params) ?? { type: 'object' }) ?? {}) as Record<string, unknown>;
  const params: Record<string, string> = {};
  for (const name of paramNames(route.url)) {
    params[name] = route.url.startsWith('/api/admin/users/:id') && name === 'id' ? String(otherUserId) : encodeURIComponent(String(example[name] ?? '1'));
  }
  return params;
}

function urlOf(route: Route, params: Record<string, string>, query: [string, string][] = []): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => params[name]);
  return query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
}

function queryOf(value: unknown): [string, string][] {
  return Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, encodeURIComponent(String(v))]);
}

async function send(persona: Persona, method: string, url: string, body?: string): Promise<LightMyRequestResponse> {
  sent += 1;
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    payload: body,
    remoteAddress: '198.51.100.7',
    headers: {
      origin: TEST_ORIGIN,
      'idempotency-key': `fuzz-key-${sent}`,
      ...(cookies[persona] ? { cookie: cookies[persona] } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
  });
  const label = `${persona} ${method} ${url.slice(0, 160)}${body !== undefined ? ` ${body.slice(0, 120)}` : ''}`;
  // The upload call's own refusals keep the spec's shape {id, status, message}.
  const json = safeJson(res.body);
  const isErrorBody = isApiError(json) || (url.startsWith(FILES_API.upload) && uploadResponseSchema.safeParse(json).success);
  if (res.statusCode >= 500) problems.push(`${res.statusCode} ${label}`);
  else if (res.statusCode >= 400 && !isErrorBody) problems.push(`${res.statusCode} not an error body: ${label} -> ${res.body.slice(0, 120)}`);
  return res;
}

/** `{code, message, fieldErrors?}` with a code of the contract and nothing else (not Fastify's own error body). */
function isApiError(json: unknown): boolean {
  const parsed = apiErrorSchema.strict().safeParse(json);
  return parsed.success && parsed.data.code in ERROR_CODES;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The personas still logged in after a route that may have changed their session (a re-login counts). */
async function keepSessions(personas: Persona[]): Promise<void> {
  for (const persona of personas) {
    if (persona === 'guest') continue;
    const res = await t.app.inject({ method: 'GET', url: AUTH_API.userDetails, headers: { cookie: cookies[persona] } });
    if (res.statusCode !== 200) {
      relogins += 1;
      await logIn(persona);
    }
  }
}

/** A route's baseline request, one spoiled in each place (what a caller without access sees). */
async function probeRoute(route: Route, persona: Persona): Promise<void> {
  const params = baselineParams(route);
  const body = route.method === 'GET' ? undefined : JSON.stringify(exampleOf(jsonSchemaOf(route.schema?.body) ?? { type: 'object' }));
  await send(persona, route.method, urlOf(route, params), body);
  for (const name of Object.keys(params)) await send(persona, route.method, urlOf(route, { ...params, [name]: 'a%00b' }), body);
  await send(persona, route.method, urlOf(route, params, [['search', '%00']]), body);
  if (body !== undefined) for (const raw of ['{"a":"\\u0000"}', '{"a":', 'null']) await send(persona, route.method, urlOf(route, params), raw);
}

async function fuzzRoute(route: Route, persona: Persona): Promise<void> {
  const params = baselineParams(route);
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const baseQuery = queryOf(querySchema ? exampleOf(querySchema) : {});
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const isGet = route.method === 'GET';
  const baseBody = bodySchema ? exampleOf(bodySchema) : {};
  const bodyText = isGet ? undefined : JSON.stringify(baseBody);

  await send(persona, route.method, urlOf(route, params, baseQuery), bodyText);
  for (const name of Object.keys(params)) {
    for (const value of URL_VALUES) await send(persona, route.method, urlOf(route, { ...params, [name]: value }, baseQuery), bodyText);
  }
  // Query: every key the schema knows gets every value; routes without one get a few stray keys.
  const keys = querySchema ? Object.keys(querySchema.properties ?? {}) : [];
  for (const key of keys) {
    for (const value of URL_VALUES) await send(persona, route.method, urlOf(route, params, [...baseQuery.filter(([k]) => k !== key), [key, value]]), bodyText);
    await send(persona, route.method, urlOf(route, params, [...baseQuery, [key, 'a'], [key, 'b']]), bodyText);
  }
  for (const value of ['%00', '%0A', '%ED%A0%80', 'x'.repeat(5000)])
    await send(persona, route.method, urlOf(route, params, [...baseQuery, ['search', value], ['page', value]]), bodyText);
  if (isGet) return;
  // Body: each field in turn, then bodies of the wrong shape altogether.
  for (const [index, path] of pathsOf(baseBody).entries()) {
    const more = Array.from({ length: MORE_PER_FIELD }, (_, i) => MORE_BODY_VALUES[(index * MORE_PER_FIELD + i) % MORE_BODY_VALUES.length]);
    for (const value of [...BODY_VALUES, ...more])
      await send(persona, route.method, urlOf(route, params, baseQuery), JSON.stringify(replaceAt(baseBody, path, value)));
  }
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    await send(persona, route.method, urlOf(route, params, baseQuery), JSON.stringify({ ...baseBody, '\u0000key': 'x', 'ctl\u0001': 'y' }));
  }
  for (const raw of RAW_BODIES) await send(persona, route.method, urlOf(route, params, baseQuery), raw);
}

describe('fuzzing every API route', () => {
  it('answers every spoiled request below 500, with the error shape', async () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const persona = personaFor(route);
      await fuzzRoute(route, persona);
      if (persona !== 'guest') await probeRoute(route, 'guest');
      await keepSessions([persona]);
    }
    console.log(`fuzz: ${sent} requests over ${routes.length} routes, ${relogins} re-logins, ${problems.length} problems`);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 600_000);
});
