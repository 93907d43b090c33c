import type { z } from 'zod';

/** Who may call an endpoint (the server's session plugin enforces it; decision 0030). */
export type EndpointAccess = 'public' | 'user' | 'operator' | 'pendingTwoStep';
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A parameter's name without a file extension after it (`:id.pdf` is the parameter `id`). */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

/** `{ id: string | number }` for '/api/get/project/:id': a path's parameters, read from its pattern. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in ParamName<Name>]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in ParamName<Name>]: string | number }
    : Record<never, never>;

/** One API call: what the server registers and what the web client builds and checks (decision 0030). */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends Partial<Record<number, z.ZodType>> = Partial<Record<number, z.ZodType>>,
> {
  method: M;
  /** Fastify's pattern, word for word the path the server serves (`:name` for a parameter). */
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Answer schemas by status. No entry for a call that streams a file. */
  response: Response;
  access: EndpointAccess;
  /** State-changing call a read-only account may still make. */
  allowReadonly?: boolean;
  /** State-changing call allowed in a "logged in as another user" session. */
  allowImpersonation?: boolean;
}

/** Declares an endpoint; the literal types of method and path are kept for the typed client. */
export function defineEndpoint<
  const M extends EndpointMethod,
  const P extends `/api/${string}`,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends Partial<Record<number, z.ZodType>> = Record<never, never>,
>(endpoint: Endpoint<M, P, Params, Query, Body, Response>): Endpoint<M, P, Params, Query, Body, Response> {
  return endpoint;
}

/** The schema of an optional part of an endpoint, `undefined` when it has none. */
export type SchemaOf<T> = [NonNullable<T>] extends [never] ? undefined : NonNullable<T>;

/** The query an endpoint accepts, as the caller writes it (before the schema's coercion and defaults). */
export type EndpointQuery<E extends Endpoint> = SchemaOf<E['query']> extends z.ZodType ? Partial<z.input<SchemaOf<E['query']>>> : never;
/** The body an endpoint accepts, as the caller writes it. */
export type EndpointBody<E extends Endpoint> = SchemaOf<E['body']> extends z.ZodType ? z.input<SchemaOf<E['body']>> : never;
/** The answer of status 200 (or 201 when there is no 200), as parsed by its schema. */
export type EndpointOk<E extends Endpoint> = E['response'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : E['response'] extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : unknown;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The URL of one call: parameters put into the pattern (encoded), the query appended (undefined and null left out). */
export function buildUrl<E extends Endpoint>(
  endpoint: E,
  ...[params, query]: keyof PathParams<E['path']> extends never
    ? [params?: Record<never, never>, query?: EndpointQuery<E>]
    : [params: PathParams<E['path']>, query?: EndpointQuery<E>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`buildUrl(${endpoint.path}): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type ParamsArg<E extends Endpoint> = keyof PathParams<E['path']> extends never ? { params?: Record<never, never> } : { params: PathParams<E['path']> };
type BodyArg<E extends Endpoint> = SchemaOf<E['body']> extends z.ZodType ? { body: EndpointBody<E> } : { body?: never };

/** What a client passes to call endpoint E: the path's parameters, the query, the body. */
export type EndpointArgs<E extends Endpoint> = ParamsArg<E> & { query?: EndpointQuery<E> } & BodyArg<E>;

/** The URL of a call from its arguments (see buildUrl). */
export function urlOf<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>): string {
  return (buildUrl as (endpoint: Endpoint, params?: object, query?: object) => string)(endpoint, args.params, args.query);
}

/** The 200 (else 201) answer parsed by the endpoint's schema; null when the status or the shape is not that. */
export function parseOk<E extends Endpoint>(endpoint: E, status: number, payload: unknown): EndpointOk<E> | null {
  const schema = endpoint.response[200]
    ? { status: 200, schema: endpoint.response[200] }
    : endpoint.response[201]
      ? { status: 201, schema: endpoint.response[201] }
      : null;
  if (!schema || status !== schema.status) return null;
  const parsed = schema.schema.safeParse(payload);
  return parsed.success ? (parsed.data as EndpointOk<E>) : null;
}

/**
 * A list's two downloads (decision 0039): `<path>/export.csv` and `<path>/export.xlsx` as the
 * entries `<name>Csv` and `<name>Xlsx` of an endpoint group (spread it in), with the same query
 * (the list's filters, and `locale` for the headings). They answer a file, not JSON. An
 * investor's exports may be read by a read-only account and by an operator logged in as them.
 */
export function defineExportEndpoints<const N extends string, const P extends `/api/${string}`, Query extends z.ZodType>(
  name: N,
  path: P,
  query: Query,
  access: 'user' | 'operator',
) {
  const shared = { method: 'GET' as const, query, response: {}, access, ...(access === 'user' ? { allowReadonly: true, allowImpersonation: true } : {}) };
  const csv: Endpoint<'GET', `${P}/export.csv`, undefined, Query, undefined, Record<never, never>> = { ...shared, path: `${path}/export.csv` };
  const xlsx: Endpoint<'GET', `${P}/export.xlsx`, undefined, Query, undefined, Record<never, never>> = { ...shared, path: `${path}/export.xlsx` };
  return { [`${name}Csv`]: csv, [`${name}Xlsx`]: xlsx } as { [K in `${N}Csv`]: typeof csv } & { [K in `${N}Xlsx`]: typeof xlsx };
}
