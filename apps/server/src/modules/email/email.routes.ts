import { devMailboxResponseSchema } from '@platform/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendError } from '../../http/error-handler';
import { isLocalRequest } from '../../http/request-meta';
import { listOutbox, type OutboxEmail } from './outbox';

export const DEV_MAILBOX_API = '/api/dev/mailbox';
export const DEV_MAILBOX_PAGE = '/dev/mailbox';
const MAILBOX_LIMIT = 50;

const mailboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => value || undefined),
});

/** Emails that carry a one-time secret (a reset link, a withdrawal code): shown whole to operators only. */
export const SECRET_TEMPLATES: ReadonlySet<string> = new Set(['reset-password', 'withdrawal-code']);
export const HIDDEN_SECRET_TEXT = 'This email carries a one-time secret (a password reset link or a confirmation code). Log in as an operator to read it here.';

/** Operators see every email whole; anyone else sees secret-carrying emails with the secret hidden. */
export function mailboxView(emails: OutboxEmail[], viewer: FastifyRequest['viewer']): OutboxEmail[] {
  const isOperator = viewer?.role === 'operator' && !viewer.impersonatorUserId;
  if (isOperator) return emails;
  return emails.map((mail) => (SECRET_TEMPLATES.has(mail.template) ? { ...mail, text: HIDDEN_SECRET_TEXT } : mail));
}

/**
 * The dev mailbox: what the outbox holds, to read emails without a mail server. Registered only in
 * the embedded demo mode (SANDBOX, no DATABASE_URL, no SMTP_URL), answers only requests from this
 * machine, and hides reset links and codes from everyone but an operator (decision 0020): a guest
 * must never be able to reset someone else's password through it.
 */
export function registerEmailRoutes(app: FastifyInstance, options: { db: Db; enabled: boolean }): void {
  if (!options.enabled) return;
  const { db } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (reply: FastifyReply) => sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found' });

  typed.get(
    DEV_MAILBOX_API,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: mailboxQuerySchema, response: { 200: devMailboxResponseSchema } },
    },
    async (request, reply) => {
      if (!isLocalRequest(request)) return notFound(reply);
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      const emails = mailboxView(await listOutbox(db, { to: request.query.to, limit: MAILBOX_LIMIT }), request.viewer);
      return {
        emails: emails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
        })),
      };
    },
  );

  typed.get(DEV_MAILBOX_PAGE, { config: { access: 'public' }, schema: { hide: true, querystring: mailboxQuerySchema } }, async (request, reply) => {
    if (!isLocalRequest(request)) return notFound(reply);
    const emails = mailboxView(await listOutbox(db, { to: request.query.to, limit: MAILBOX_LIMIT }), request.viewer);
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    reply.type('text/html; charset=utf-8');
    return renderMailboxPage(emails, request.query.to);
  });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns http(s) URLs into links (trailing punctuation stays outside). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer noopener">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

export function renderMailboxPage(emails: OutboxEmail[], to: string | undefined): string {
  const heading = to ? `Emails to ${to}` : 'All emails';
  const items = emails
    .map((mail) => {
      const status = mail.sentAt ? `sent <time datetime="${mail.sentAt.toISOString()}">${mail.sentAt.toISOString()}</time>` : 'not sent (kept in the outbox)';
      return `<li>
<article aria-labelledby="mail-${mail.id}">
<h3 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h3>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Queued</dt><dd><time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></dd>
<dt>Status</dt><dd>${status}</dd>
</dl>
<pre>${linkify(mail.text)}</pre>
</article>
</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
main { max-width: 52rem; margin: 0 auto; padding: 1rem; }
.note { background: #fff4ce; border: 1px solid #8a6d00; padding: 0.75rem; }
form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 1rem 0; }
label { display: flex; flex-direction: column; font-weight: 600; }
input, button { font: inherit; padding: 0.4rem 0.6rem; }
ol { list-style: none; padding: 0; }
article { border: 1px solid #767676; border-radius: 4px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #f4f4f4; padding: 0.75rem; }
a { color: #0b57d0; }
a:focus, input:focus, button:focus { outline: 3px solid #1a1a1a; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="note">This mailbox exists only in the embedded demo mode (SANDBOX, no DATABASE_URL, no SMTP_URL) and answers only on this machine. It shows the emails the platform queued; they are not sent anywhere. Reset links and confirmation codes are shown to a logged-in operator only. A real deployment has no such page.</p>
<form method="get" action="${DEV_MAILBOX_PAGE}" role="search">
<label for="mailbox-to">Recipient address<input id="mailbox-to" name="to" type="email" autocomplete="off" value="${escapeHtml(to ?? '')}"></label>
<button type="submit">Show</button>
${to ? `<a href="${DEV_MAILBOX_PAGE}">Show all</a>` : ''}
</form>
<h2>${escapeHtml(heading)}</h2>
<p>${emails.length === 0 ? 'No emails.' : `${emails.length} email${emails.length === 1 ? '' : 's'}, newest first${emails.length === MAILBOX_LIMIT ? ` (the latest ${MAILBOX_LIMIT})` : ''}.`}</p>
<ol>
${items}
</ol>
</main>
</body>
</html>
`;
}
