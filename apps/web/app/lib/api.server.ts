import { buildPath, type InProcessApiResponse, type Locale } from '@platform/contract';
import { parseOk, urlOf, type Endpoint, type EndpointArgs, type EndpointOk } from '@platform/contract/endpoint';
import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import type { z } from 'zod';

/**
 * GET through the in-process API. A 503 becomes the maintenance error page, other failures the
 * error page with their status; the answer is checked against the endpoint's 200 schema (decision 0030).
 * The older form takes a URL and a schema, for calls not yet in the endpoint table.
 */
export async function apiGet<E extends Endpoint<'GET'>>(context: AppLoadContext, endpoint: E, args: EndpointArgs<E>): Promise<EndpointOk<E>>;
export async function apiGet<S extends z.ZodType>(context: AppLoadContext, url: string, schema: S): Promise<z.infer<S>>;
export async function apiGet(context: AppLoadContext, target: string | Endpoint, schemaOrArgs: unknown): Promise<unknown> {
  const url = typeof target === 'string' ? target : urlOf(target, schemaOrArgs as EndpointArgs<typeof target>);
  const response = await context.api.request('GET', url);
  if (response.status === 503) throw data(null, { status: 503 });
  if (response.status >= 400) throw data(null, { status: response.status === 404 ? 404 : response.status });
  if (typeof target === 'string') return (schemaOrArgs as z.ZodType).parse(response.data);
  const schema = target.response[200];
  if (!schema) throw new Error(`apiGet(${target.path}): the endpoint declares no 200 answer`);
  return schema.parse(response.data);
}

/** The answer of one in-process call, its 200/201 payload parsed by the endpoint's schema (`ok`, null when not that). */
export interface EndpointAnswer<E extends Endpoint> extends InProcessApiResponse {
  ok: EndpointOk<E> | null;
}

/** Calls an endpoint in-process with the visitor's session and leaves the statuses to the caller. */
export async function apiCall<E extends Endpoint>(context: AppLoadContext, endpoint: E, args: EndpointArgs<E>): Promise<EndpointAnswer<E>> {
  const answer = await context.api.request(endpoint.method, urlOf(endpoint, args), args.body === undefined ? undefined : { body: args.body });
  return { ...answer, ok: parseOk(endpoint, answer.status, answer.data) };
}

/** A loader's answer that ends the page (spec section 8): 503 → the maintenance error page, 401 → /logout. */
export function throwIfUnavailable(status: number, locale: Locale): void {
  if (status === 503) throw data(null, { status: 503 });
  if (status === 401) throw redirect(buildPath('logout', locale));
}
