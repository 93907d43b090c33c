import { ACCESS_TOKEN_COOKIE, apiErrorSchema, IDEMPOTENCY_HEADER, REFRESH_TOKEN_COOKIE } from '@platform/contract';
import type { Endpoint, EndpointAccess } from '@platform/contract/endpoints';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the API, made from the endpoint table (decisions 0030, 0050): one
 * operation per entry, its parameters, body and answers converted from the entry's zod schemas
 * by zod's own `z.toJSONSchema` (JSON Schema 2020-12, the dialect of OpenAPI 3.1). Routes outside
 * the table (the JSON 404 catch-all, the pages, the built files) are not in it; entries the server
 * registers with `hide: true` are left out by the caller.
 */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security: Record<string, string[]>[];
}

export interface OpenApiOptions {
  /** `METHOD /api/path` of the entries to leave out (registered with `hide: true`). */
  hidden?: ReadonlySet<string>;
  version?: string;
}

export const SESSION_SCHEME = 'sessionCookie';
const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

const ACCESS_TEXT: Record<EndpointAccess, string> = {
  public: 'Access: **public** — anyone; a session cookie, when sent, may change the answer (e.g. the viewer’s own data).',
  user: 'Access: **user** — a logged-in session (cookie `' + ACCESS_TOKEN_COOKIE + '`).',
  operator: 'Access: **operator** — a logged-in session of a user with the role `operator` (not while logged in as another user).',
  pendingTwoStep: 'Access: **pending two-step** — a session that passed the password and still owes its second step.',
};

/** `/api/get/project/:id` → `/api/get/project/{id}` (a parameter ends at `/` or `.`). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** `adminProjects` → `Admin projects`. */
function tagName(area: string): string {
  const words = area.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `listPendingKyc` → `List pending kyc`. */
function summaryOf(key: string): string {
  return tagName(key);
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Dates and transforms have no JSON form: they become `{}` (any), never a failure.
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  if (json.$defs) throw new Error('openapi: a schema with $defs (recursive or registered with an id) needs hoisting into components');
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', pathNames: string[]): NonNullable<OpenApiOperation['parameters']> {
  if (!schema) return where === 'path' ? pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) : [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

function isWrite(method: string): boolean {
  return method !== 'GET';
}

function operationOf(area: string, key: string, endpoint: Endpoint): OpenApiOperation {
  const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const parameters = [...parametersOf(endpoint.params, 'path', pathNames), ...parametersOf(endpoint.query, 'query', [])];
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(endpoint.response)) {
    if (!schema) continue;
    responses[status] = { description: Number(status) < 300 ? 'Success' : 'Answer', content: { 'application/json': { schema: toSchema(schema, 'output') } } };
  }
  if (Object.keys(responses).length === 0) {
    // No answer schema: the call streams a file (a download, an export, a document).
    responses['200'] = { description: 'A file or a document (not JSON)', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
  }
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body);
  if (hasInput && !responses['400']) responses['400'] = ERROR_RESPONSE;
  if (endpoint.access !== 'public' && !responses['401']) responses['401'] = ERROR_RESPONSE;
  if ((endpoint.access === 'operator' || isWrite(endpoint.method)) && !responses['403']) responses['403'] = ERROR_RESPONSE;
  if (!responses['429']) responses['429'] = ERROR_RESPONSE;
  responses['4XX'] = ERROR_RESPONSE;

  const notes = [ACCESS_TEXT[endpoint.access]];
  if (isWrite(endpoint.method) && endpoint.access !== 'public') {
    const allowed = [endpoint.allowReadonly && 'read-only accounts', endpoint.allowImpersonation && 'operators logged in as another user'].filter(Boolean);
    notes.push(
      allowed.length > 0 ? `Also allowed for ${allowed.join(' and ')}.` : 'Refused for read-only accounts and for operators logged in as another user.',
    );
  }
  const operation: OpenApiOperation = {
    operationId: `${area}.${key}`,
    summary: summaryOf(key),
    description: notes.join('\n\n'),
    tags: [tagName(area)],
    responses,
    // A public call may still carry the session cookie (optional security); the others need it.
    security: endpoint.access === 'public' ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }],
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (endpoint.body) operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } } };
  return operation;
}

const DESCRIPTION = [
  'The platform’s HTTP API, generated from the endpoint table that the server registers and the web client calls (decision 0030).',
  '',
  `**Authentication.** A session is two HttpOnly cookies set by the login call: \`${ACCESS_TOKEN_COOKIE}\` (short-lived) and \`${REFRESH_TOKEN_COOKIE}\` (renewed by the refresh call). There is no bearer token. Each operation states its access level: public, user, operator, or pending two-step.`,
  '',
  '**Cross-site requests.** A state-changing call made with a session cookie must carry an `Origin` (or `Referer`) of the platform itself, else it is refused with `CSRF_FAILED`.',
  '',
  `**Money calls** (deposits, withdrawals, investments, market trades) need an \`${IDEMPOTENCY_HEADER}\` header: a repeat with the same key answers the stored result.`,
  '',
  '**Errors.** Every 4xx answer is JSON `{code, message, fieldErrors?}` (`ApiError`); `code` is stable, `message` is for logs, `fieldErrors` names the invalid input fields.',
].join('\n');

/** The document of the given areas of the endpoint table (`ENDPOINT_AREAS`). */
export function buildOpenApiDocument(areas: Record<string, Record<string, Endpoint>>, options: OpenApiOptions = {}): OpenApiDocument {
  const hidden = options.hidden ?? new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  const tags: OpenApiDocument['tags'] = [];
  for (const [area, endpoints] of Object.entries(areas)) {
    let count = 0;
    for (const [key, endpoint] of Object.entries(endpoints)) {
      if (hidden.has(`${endpoint.method} ${endpoint.path}`)) continue;
      const path = openApiPath(endpoint.path);
      const method = endpoint.method.toLowerCase();
      const item = (paths[path] ??= {});
      if (item[method]) throw new Error(`openapi: ${endpoint.method} ${endpoint.path} is in the table twice`);
      item[method] = operationOf(area, key, endpoint);
      count += 1;
    }
    if (count > 0) tags.push({ name: tagName(area), description: `The ${tagName(area).toLowerCase()} area of the endpoint table.` });
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Loan platform API', version: options.version ?? '1.0.0', description: DESCRIPTION },
    tags,
    paths,
    components: {
      schemas: { ApiError: toSchema(apiErrorSchema, 'output') },
      responses: {
        Error: {
          description: 'Client error: `{code, message, fieldErrors?}`',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: ACCESS_TOKEN_COOKIE,
          description: 'The session’s access token, an HttpOnly cookie set by the login call (and renewed by the refresh call).',
        },
      },
    },
  };
}
