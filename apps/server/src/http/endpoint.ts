import type { Endpoint, SchemaOf } from '@platform/contract/endpoints';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of endpoint E receives: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<SchemaOf<E['params']>>;
  Querystring: Out<SchemaOf<E['query']>>;
  Body: Out<SchemaOf<E['body']>>;
}>;

/** What a handler may return: the 200 answer (checked and stripped by its schema), or the reply it sent itself. */
export type EndpointResult<E extends Endpoint> = (E['response'] extends { 200: infer S extends z.ZodType } ? z.input<S> : unknown) | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => EndpointResult<E> | Promise<EndpointResult<E>>;

/** Route options that are the server's own business, not the contract's (e.g. `guestCache: true`, `hide`). */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'access' | 'allowReadonly' | 'allowImpersonation'>;
  /** Left out of the OpenAPI document. */
  hide?: boolean;
}

/**
 * Registers one endpoint of the contract's table (decision 0030): its method and path, its schemas
 * as Fastify's params/querystring/body/response (so input is validated and output stripped), and
 * its access in config, where the session plugin reads it.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}): void {
  const schema: FastifySchema & { hide?: boolean } = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (Object.keys(endpoint.response).length > 0) schema.response = endpoint.response;
  if (extras.hide) schema.hide = true;
  const config: FastifyContextConfig = { ...extras.config, access: endpoint.access };
  if (endpoint.allowReadonly) config.allowReadonly = true;
  if (endpoint.allowImpersonation) config.allowImpersonation = true;
  app.route({ method: endpoint.method, url: endpoint.path, schema, config, handler: handler as unknown as RouteHandlerMethod });
}
