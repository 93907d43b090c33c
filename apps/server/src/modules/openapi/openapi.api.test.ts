import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AUTH_ENDPOINTS, DOCS_ENDPOINTS, ENDPOINTS, MAINTENANCE_ENDPOINTS, PHONE_ENDPOINTS, PROJECTS_ENDPOINTS } from '@platform/contract/endpoints';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from './openapi.document';

/**
 * GET /api/openapi.json and the reference page (decision 0050), against the whole app: the document
 * is valid OpenAPI, has exactly the table's operations (less the few registered hidden), no
 * catch-all, the schemas of known calls, and is built once; the page, its script and its stylesheet
 * (Swagger UI's, from swagger-ui-dist) load under the CSP.
 */

/** Registered with `hide: true`: the operator CLI's switch, the sandbox SMS inbox, the page, its script and its stylesheet. */
const HIDDEN = [MAINTENANCE_ENDPOINTS.set, PHONE_ENDPOINTS.devInbox, DOCS_ENDPOINTS.page, DOCS_ENDPOINTS.script, DOCS_ENDPOINTS.stylesheet]
  .map((e) => `${e.method} ${e.path}`)
  .sort();
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

let t: TestApp;
let doc: OpenApiDocument;
let etag: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const answer = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.openapi.path });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  doc = answer.json();
  etag = String(answer.headers.etag);
});
afterAll(() => t.close());

function operations(document: OpenApiDocument): { key: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

function operation(method: string, path: string): OpenApiOperation {
  const found = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
  expect(found, `${method} ${path} is in the document`).toBeDefined();
  return found!;
}

function bodySchema(op: OpenApiOperation): JsonSchema {
  return op.requestBody!.content['application/json'].schema;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document (the check above can fail)', async () => {
    type Editable = {
      info: { title?: string };
      paths: Record<string, Record<string, { parameters: { in: string }[] }>>;
      components: { securitySchemes: Record<string, { in: string }> };
    };
    const breaks: ((broken: Editable) => void)[] = [
      (broken) => delete broken.info.title,
      (broken) => (broken.paths[openApiPath(PROJECTS_ENDPOINTS.project.path)].get.parameters[0].in = 'body'),
      (broken) => (broken.components.securitySchemes.sessionCookie.in = 'session'),
    ];
    for (const change of breaks) {
      const broken = structuredClone(doc) as unknown as Editable;
      change(broken);
      expect((await new Validator().validate(broken as never)).valid, change.toString()).toBe(false);
    }
  });

  it('has every operation of the endpoint table except the hidden ones, and nothing else', () => {
    const hidden = t.app.apiRoutes.filter((r) => (r.schema as { hide?: boolean } | undefined)?.hide).map((r) => `${r.method} ${r.url}`);
    expect(hidden.filter((key) => key !== 'GET /api/dev/mailbox').sort()).toEqual(HIDDEN);
    const expected = ENDPOINTS.filter((e) => !HIDDEN.includes(`${e.method} ${e.path}`)).map((e) => `${e.method} ${openApiPath(e.path)}`);
    const listed = operations(doc).map((o) => o.key);
    expect(listed.length).toBe(ENDPOINTS.length - HIDDEN.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
    // Each one is served by the app with the access its description states.
    const served = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${openApiPath(r.url)}`, r]));
    for (const { key, operation: op } of operations(doc)) {
      const route = served.get(key);
      expect(route, `${key} is served`).toBeDefined();
      const level = { public: 'public', user: 'user', operator: 'operator', pendingTwoStep: 'pending two-step' }[route!.access];
      expect(op.description, key).toContain(`Access: **${level}**`);
    }
  });

  it('lists no catch-all, page or file route', () => {
    for (const path of Object.keys(doc.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      expect(path, path).not.toMatch(/\*/);
    }
    expect(doc.paths['/api/*']).toBeUndefined();
    expect(doc.paths[DOCS_ENDPOINTS.page.path]).toBeUndefined();
    expect(doc.paths[MAINTENANCE_ENDPOINTS.set.path]).toBeUndefined();
  });

  it('has an operation id, a tag of its area and a response for each operation', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { key, operation: op } of operations(doc)) {
      expect(op.operationId, key).toMatch(/^\w+\.\w+$/);
      ids.add(op.operationId);
      expect(op.tags.length, key).toBe(1);
      expect(tags.has(op.tags[0]), key).toBe(true);
      expect(
        Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)),
        key,
      ).toBe(true);
    }
    expect(ids.size).toBe(operations(doc).length);
    expect(operation('POST', AUTH_ENDPOINTS.login.path).tags).toEqual(['Auth']);
  });

  it('describes the login and registration bodies', () => {
    const login = bodySchema(operation('POST', AUTH_ENDPOINTS.login.path));
    expect(login.type).toBe('object');
    expect([...(login.required as string[])].sort()).toEqual(['email', 'password']);
    expect(Object.keys(login.properties as object).sort()).toEqual(['captchaToken', 'email', 'password']);
    expect(operation('POST', AUTH_ENDPOINTS.login.path).requestBody?.required).toBe(true);

    const register = operation('POST', AUTH_ENDPOINTS.register.path);
    const body = bodySchema(register);
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password', 'type']));
    for (const optional of ['referralCode', 'promoCode', 'company', 'captchaToken']) expect(body.required as string[]).not.toContain(optional);
    expect((body.properties as Record<string, JsonSchema>).type).toMatchObject({ enum: ['private', 'company'] });
    // 201 with the new user, and 4xx answers in the shared error shape.
    expect(register.responses['201']).toBeDefined();
    expect(register.responses['400']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('puts path parameters and the query in parameters', () => {
    const project = operation('GET', PROJECTS_ENDPOINTS.project.path);
    expect(project.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const list = operation('GET', PROJECTS_ENDPOINTS.list.path);
    const names = (list.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(expect.arrayContaining(['path:set', 'path:page']));
  });

  it('states the session cookie as the security of logged-in calls', () => {
    expect(doc.components.securitySchemes.sessionCookie).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'access_token' }));
    const byAccess = (access: string) => ENDPOINTS.find((e) => e.access === access && !HIDDEN.includes(`${e.method} ${e.path}`))!;
    for (const access of ['user', 'operator', 'pendingTwoStep']) {
      const endpoint = byAccess(access);
      const op = operation(endpoint.method, endpoint.path);
      expect(op.security, endpoint.path).toEqual([{ sessionCookie: [] }]);
      expect(op.responses['401'], endpoint.path).toEqual({ $ref: '#/components/responses/Error' });
    }
    expect(operation('POST', AUTH_ENDPOINTS.login.path).security).toEqual([{}, { sessionCookie: [] }]);
    const admin = byAccess('operator');
    expect(operation(admin.method, admin.path).responses['403']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('shares the error shape {code, message, fieldErrors?}', () => {
    const error = doc.components.schemas.ApiError;
    expect(error).toMatchObject({ type: 'object', required: ['code', 'message'] });
    expect(Object.keys(error.properties as object).sort()).toEqual(['code', 'fieldErrors', 'message']);
    expect(doc.components.responses.Error.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
  });

  it('is built once, cacheable, and answers 304 to its ETag', async () => {
    const again = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.openapi.path });
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const notModified = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.openapi.path, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const compressed = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.openapi.path, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(doc);
    // An encoding refused with q=0 is not used (RFC 9110 §12.5.3).
    const refusesBrotli = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.openapi.path, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(refusesBrotli.rawPayload).toString('utf8'))).toEqual(doc);
  });
});

describe('the reference page', () => {
  it('answers HTML whose one inline script carries the CSP nonce', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.page.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(csp).toContain("connect-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` src="${DOCS_ENDPOINTS.script.path}"`, ` nonce="${nonce}"`]);
    expect(page.body).toContain(`"url":"${DOCS_ENDPOINTS.openapi.path}"`);
    // Nothing sent to another origin: no validator badge (validator.swagger.io), no document from the address bar.
    expect(page.body).toContain('"validatorUrl":null');
    expect(page.body).toContain('"queryConfigEnabled":false');
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toContain(`<link rel="stylesheet" href="${DOCS_ENDPOINTS.stylesheet.path}" />`);
    // The page's own CSP, nothing added for Swagger UI: no eval, scripts by nonce only.
    expect(csp).not.toContain('unsafe-eval');
    expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
    // A fresh nonce per answer.
    const again = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.page.path });
    expect(String(again.headers['content-security-policy'])).not.toContain(`'nonce-${nonce}'`);
  });

  it('serves Swagger UI’s script and stylesheet from here, compressed, cacheable, with an ETag', async () => {
    const assets = [
      { endpoint: DOCS_ENDPOINTS.script, type: /^text\/javascript/, marker: 'SwaggerUIBundle' },
      { endpoint: DOCS_ENDPOINTS.stylesheet, type: /^text\/css/, marker: '.swagger-ui' },
    ];
    for (const { endpoint, type, marker } of assets) {
      const plain = await t.app.inject({ method: 'GET', url: endpoint.path });
      expect(plain.statusCode, endpoint.path).toBe(200);
      expect(plain.headers['content-type'], endpoint.path).toMatch(type);
      expect(plain.body, endpoint.path).toContain(marker);
      expect(plain.body, endpoint.path).not.toContain('sourceMappingURL');
      expect(plain.headers['cache-control'], endpoint.path).toMatch(/^public, max-age=\d+/);
      const br = await t.app.inject({ method: 'GET', url: endpoint.path, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], endpoint.path).toBe('br');
      expect(br.rawPayload.length, endpoint.path).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), endpoint.path).toBe(true);
      const notModified = await t.app.inject({ method: 'GET', url: endpoint.path, headers: { 'if-none-match': String(plain.headers.etag) } });
      expect(notModified.statusCode, endpoint.path).toBe(304);
    }
    // The script is the whole bundle (about 1.7 MB), not a stub.
    const script = await t.app.inject({ method: 'GET', url: DOCS_ENDPOINTS.script.path });
    expect(script.rawPayload.length).toBeGreaterThan(1_000_000);
  });
});
