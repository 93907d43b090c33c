import { PHONE_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { notFound } from '../../http/app-error';
import { isLocalRequest, metaOf } from '../../http/request-meta';
import type { RateLimiter } from '../auth/rate-limiter';
import { createPhoneService } from './phone.service';
import { createSandboxSms, unavailableSms, type SandboxSmsInbox, type SmsSender } from './sms';

/** Shown instead of an SMS text to anyone but an operator: every sandbox SMS carries a code. */
export const HIDDEN_SMS_TEXT = 'This SMS carries a confirmation code. Log in as an operator to read it here.';

/** The sandbox inbox of each app, for the API tests (they run on PostgreSQL too, where the dev inbox is off). */
export const sandboxInboxes = new WeakMap<FastifyInstance, SandboxSmsInbox>();

/**
 * Phone number confirmation by SMS code (issue 16, decision 0048). With the sandbox the SMS are
 * kept in memory and, in the embedded demo mode (`devInbox`, the dev mailbox's condition), read at
 * /api/dev/sms from this machine, codes shown to operators only. Without the sandbox no SMS
 * provider exists in this version: asking for a code answers 409.
 */
export function registerPhoneRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    secret: string;
    limiter: RateLimiter;
    sandbox: boolean;
    devInbox: boolean;
    sms?: SmsSender;
  },
): void {
  const sandboxSms = deps.sandbox ? createSandboxSms() : null;
  const sms = deps.sms ?? sandboxSms ?? unavailableSms;
  if (sandboxSms) sandboxInboxes.set(app, sandboxSms);
  const phone = createPhoneService({
    db: deps.db,
    secret: deps.secret,
    limiter: deps.limiter,
    sms,
  });

  // An operator acting as the user sees the numbers masked.
  route(app, E.state, (request) =>
    phone.state(request.viewer!.id, {
      masked: Boolean(request.viewer!.impersonatorUserId),
    }),
  );
  route(app, E.start, (request) => phone.start(request.viewer!.id, request.body.phone, metaOf(request)));
  route(app, E.resend, (request) => phone.resend(request.viewer!.id, metaOf(request)));
  route(app, E.confirm, (request) => phone.confirm(request.viewer!.id, request.body.code, metaOf(request)));

  // Always registered (it is in the endpoint table); outside the embedded demo mode it answers 404.
  const devInbox = deps.devInbox && !deps.sms ? sandboxSms : null;
  route(
    app,
    E.devInbox,
    async (request, reply) => {
      if (!devInbox || !isLocalRequest(request)) throw notFound();
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      const isOperator = request.viewer?.role === 'operator' && !request.viewer.impersonatorUserId;
      return {
        messages: devInbox.list({ to: request.query.to }).map((message) => ({
          id: message.id,
          to: message.to,
          text: isOperator ? message.text : HIDDEN_SMS_TEXT,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
    { hide: true },
  );
}
