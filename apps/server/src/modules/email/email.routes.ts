import { devMailboxResponseSchema } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
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

/**
 * The dev mailbox: what the outbox holds, to read reset links and the like without a mail server.
 * Registered only in the embedded default: it shows every recipient's mail (reset links included),
 * so it must never exist on a real deployment.
 */
export function registerEmailRoutes(app: FastifyInstance, options: { db: Db; enabled: boolean }): void {
  if (!options.enabled) return;
  const { db } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    DEV_MAILBOX_API,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: mailboxQuerySchema, response: { 200: devMailboxResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      const emails = await listOutbox(db, { to: request.query.to, limit: MAILBOX_LIMIT });
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

  typed.get(
    DEV_MAILBOX_PAGE,
    { config: { access: 'public' }, schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const emails = await listOutbox(db, { to: request.query.to, limit: MAILBOX_LIMIT });
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      reply.type('text/html; charset=utf-8');
      return renderMailboxPage(emails, request.query.to);
    },
  );
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
      const status = mail.sentAt
        ? `sent <time datetime="${mail.sentAt.toISOString()}">${mail.sentAt.toISOString()}</time>`
        : 'not sent (kept in the outbox)';
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
<p class="note">This mailbox exists only in the embedded default (no DATABASE_URL). It shows the emails the platform queued; without SMTP_URL they are not sent anywhere. A real deployment has no such page.</p>
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
