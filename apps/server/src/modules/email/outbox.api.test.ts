import net from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { registerErrorHandler } from '../../http/error-handler';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerEmailRoutes } from './email.routes';
import { enqueueEmail } from './outbox';
import { createOutboxWorker, MAX_EMAIL_ATTEMPTS, type OutboxLogger } from './outbox-worker';

interface Delivery {
  from: string;
  to: string[];
  data: string;
}

interface FakeSmtp {
  port: number;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** A minimal SMTP peer: EHLO/HELO, MAIL FROM, RCPT TO (550 for bounce@...), DATA, RSET, NOOP, QUIT. */
async function startFakeSmtp(options: { dataDelayMs?: number } = {}): Promise<FakeSmtp> {
  const deliveries: Delivery[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let current: Delivery = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const delivery = { ...current, data: dataLines.join('\r\n') };
            current = { from: '', to: [], data: '' };
            dataLines = [];
            setTimeout(() => {
              deliveries.push(delivery);
              reply('250 2.0.0 queued');
            }, options.dataDelayMs ?? 0);
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-fake.test greets you\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (command === 'HELO') reply('250 fake.test');
        else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (address.startsWith('bounce@')) reply('550 5.1.1 no such user');
          else {
            current.to.push(address);
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET') {
          current = { from: '', to: [], data: '' };
          reply('250 ok');
        } else if (command === 'NOOP') reply('250 ok');
        else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const silent: OutboxLogger = { info: () => {}, warn: () => {}, error: () => {} };
const FROM = 'Greenvest <no-reply@invest.example.com>';
const header = (data: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(data)?.[1];

let testApp: TestApp;
let db: Db;
let smtp: FakeSmtp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  db = testApp.database.db;
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.close();
  await testApp?.close();
});

beforeEach(async () => {
  await db.delete(emailOutbox);
  smtp.deliveries.length = 0;
});

const smtpUrl = () => `smtp://127.0.0.1:${smtp.port}`;

async function rows() {
  return db.select().from(emailOutbox).orderBy(emailOutbox.id);
}

describe('enqueueEmail', () => {
  it('stores the rendered email in the outbox, unsent', async () => {
    await enqueueEmail(db, {
      to: 'anna@example.com',
      template: 'reset-password',
      locale: 'lt',
      params: { resetUrl: 'https://invest.example.com/lt/reset/abc', minutes: '60' },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ toAddress: 'anna@example.com', template: 'reset-password', locale: 'lt', sentAt: null, attempts: 0, lastError: null });
    expect(row.subject).toBe('Greenvest slaptažodžio atkūrimas');
    expect(row.textBody.split('\n')).toContain('https://invest.example.com/lt/reset/abc');
  });

  it('commits and rolls back with the caller transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'rolled@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await rows()).toHaveLength(0);

    await db.transaction(async (tx) => {
      await enqueueEmail(tx, { to: 'kept@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
    });
    expect((await rows()).map((r) => r.toAddress)).toEqual(['kept@example.com']);
  });

  it('refuses a recipient that could add headers or recipients', async () => {
    for (const to of ['a@example.com\r\nBcc: x@evil.example', 'a@example.com, b@example.com', 'not-an-address']) {
      await expect(enqueueEmail(db, { to, template: 'two-step-changed', locale: 'en', params: { enabled: 'true' } })).rejects.toThrow(/recipient/);
    }
    expect(await rows()).toHaveLength(0);
  });
});

describe('outbox worker', () => {
  it('sends over SMTP and marks the email sent', async () => {
    await enqueueEmail(db, {
      to: 'reader@example.com',
      template: 'reset-password',
      locale: 'en',
      params: { resetUrl: 'https://invest.example.com/reset-password/t0ken', minutes: '60' },
    });
    const worker = createOutboxWorker({ db, smtpUrl: smtpUrl(), from: FROM, log: silent });
    expect(await worker.sendPending()).toBe(1);
    await worker.stop();

    expect(smtp.deliveries).toHaveLength(1);
    const [delivery] = smtp.deliveries;
    expect(delivery.to).toEqual(['reader@example.com']);
    expect(delivery.from).toBe('no-reply@invest.example.com');
    expect(header(delivery.data, 'To')).toBe('reader@example.com');
    expect(header(delivery.data, 'Subject')).toBe('Reset your Greenvest password');
    expect(header(delivery.data, 'Message-ID')).toMatch(/^<outbox-\d+-\d+@invest\.example\.com>$/);
    expect(delivery.data).toContain('https://invest.example.com/reset-password/t0ken');

    const [row] = await rows();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(0);
    expect(row.lastError).toBeNull();
    // Nothing is sent twice.
    const again = createOutboxWorker({ db, smtpUrl: smtpUrl(), from: FROM, log: silent });
    expect(await again.sendPending()).toBe(0);
    await again.stop();
    expect(smtp.deliveries).toHaveLength(1);
  });

  it('sends oldest first and honours the limit', async () => {
    for (const n of [1, 2, 3]) {
      await enqueueEmail(db, { to: `user${n}@example.com`, template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
    }
    const worker = createOutboxWorker({ db, smtpUrl: smtpUrl(), from: FROM, log: silent });
    expect(await worker.sendPending(2)).toBe(2);
    expect(smtp.deliveries.map((d) => d.to[0])).toEqual(['user1@example.com', 'user2@example.com']);
    expect(await worker.sendPending(2)).toBe(1);
    await worker.stop();
    expect((await rows()).every((r) => r.sentAt)).toBe(true);
  });

  it('records a refused connection and keeps the email for a retry', async () => {
    await enqueueEmail(db, { to: 'later@example.com', template: 'two-step-changed', locale: 'pl', params: { enabled: 'false' } });
    const port = await closedPort();
    const worker = createOutboxWorker({ db, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, log: silent });
    expect(await worker.sendPending()).toBe(0);
    let [row] = await rows();
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    // The retry waits (30 s after creation for the first one): an immediate run leaves it alone.
    expect(await worker.sendPending()).toBe(0);
    [row] = await rows();
    expect(row.attempts).toBe(1);
    await worker.stop();

    // Once the server answers, the retry goes through.
    const healthy = createOutboxWorker({ db, smtpUrl: smtpUrl(), from: FROM, log: silent, retryBaseMs: 0 });
    expect(await healthy.sendPending()).toBe(1);
    await healthy.stop();
    [row] = await rows();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
  });

  it(`gives up after ${MAX_EMAIL_ATTEMPTS} attempts`, async () => {
    await enqueueEmail(db, { to: 'never@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
    const port = await closedPort();
    const errors: unknown[] = [];
    const log: OutboxLogger = { ...silent, error: ((facts: unknown) => errors.push(facts)) as OutboxLogger['error'] };
    const worker = createOutboxWorker({ db, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, log, retryBaseMs: 0 });
    for (let i = 0; i < MAX_EMAIL_ATTEMPTS + 2; i++) await worker.sendPending();
    await worker.stop();
    const [row] = await rows();
    expect(row.attempts).toBe(MAX_EMAIL_ATTEMPTS);
    expect(row.sentAt).toBeNull();
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).not.toContain('never@example.com');
  });

  it('gives up at once on a permanent (5xx) refusal', async () => {
    await enqueueEmail(db, { to: 'bounce@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
    const worker = createOutboxWorker({ db, smtpUrl: smtpUrl(), from: FROM, log: silent, retryBaseMs: 0 });
    expect(await worker.sendPending()).toBe(0);
    await worker.stop();
    const [row] = await rows();
    expect(row.attempts).toBe(MAX_EMAIL_ATTEMPTS);
    expect(row.lastError).toMatch(/550/);
    expect(smtp.deliveries).toHaveLength(0);
  });

  it('sends each email once when two runs (two instances) work at the same time', async () => {
    const slow = await startFakeSmtp({ dataDelayMs: 15 });
    try {
      for (let n = 0; n < 12; n++) {
        await enqueueEmail(db, { to: `c${n}@example.com`, template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
      }
      const url = `smtp://127.0.0.1:${slow.port}`;
      const a = createOutboxWorker({ db, smtpUrl: url, from: FROM, log: silent });
      const b = createOutboxWorker({ db, smtpUrl: url, from: FROM, log: silent });
      const [sentA, sentB] = await Promise.all([a.sendPending(), b.sendPending()]);
      await Promise.all([a.stop(), b.stop()]);
      expect(sentA + sentB).toBe(12);
      const recipients = slow.deliveries.map((d) => d.to[0]).sort();
      expect(recipients).toEqual(Array.from({ length: 12 }, (_, n) => `c${n}@example.com`).sort());
      expect((await rows()).every((r) => r.sentAt)).toBe(true);
    } finally {
      await slow.close();
    }
  });

  it('polls once started and stops cleanly', async () => {
    const worker = createOutboxWorker({ db, smtpUrl: smtpUrl(), from: FROM, log: silent });
    worker.start(20);
    await enqueueEmail(db, {
      to: 'polled@example.com',
      template: 'new-login',
      locale: 'bg',
      params: { time: new Date().toISOString(), ip: '198.51.100.4', userAgent: 'Test/1.0' },
    });
    await expect
      .poll(async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'polled@example.com')))[0]?.sentAt, { timeout: 5000 })
      .toBeInstanceOf(Date);
    await worker.stop();
    expect(smtp.deliveries.map((d) => d.to[0])).toEqual(['polled@example.com']);
  });

  it('does nothing without an SMTP URL (emails stay in the dev mailbox)', async () => {
    await enqueueEmail(db, { to: 'local@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });
    const infos: unknown[] = [];
    const worker = createOutboxWorker({
      db,
      smtpUrl: undefined,
      from: FROM,
      log: { ...silent, info: ((msg: unknown) => infos.push(msg)) as OutboxLogger['info'] },
    });
    worker.start(10);
    expect(await worker.sendPending()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    expect(infos).toHaveLength(1);
    const [row] = await rows();
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(0);
  });
});

describe('dev mailbox routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const routes: { url: string; access?: string }[] = [];
    app.addHook('onRoute', (route) => {
      routes.push({ url: route.url, access: route.config?.access });
    });
    registerEmailRoutes(app, { db, enabled: true });
    await app.ready();
    expect(routes.filter((r) => r.url.includes('mailbox'))).toEqual(
      expect.arrayContaining([
        { url: '/api/dev/mailbox', access: 'public' },
        { url: '/dev/mailbox', access: 'public' },
      ]),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the emails of one recipient, newest first, at most 50', async () => {
    for (let n = 0; n < 53; n++) {
      await enqueueEmail(db, { to: 'many@example.com', template: 'two-step-changed', locale: 'en', params: { enabled: n % 2 ? 'true' : 'false' } });
    }
    await enqueueEmail(db, { to: 'other@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/' } });

    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=Many@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { emails } = response.json() as { emails: { id: number; to: string; subject: string; text: string; createdAt: string; sentAt: string | null }[] };
    expect(emails).toHaveLength(50);
    expect(emails.every((e) => e.to === 'many@example.com')).toBe(true);
    const ids = emails.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(emails[0]).toMatchObject({ subject: 'Two-step verification turned off', sentAt: null });
    expect(Date.parse(emails[0].createdAt)).not.toBeNaN();

    const all = (await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json() as { emails: { to: string }[] };
    expect(all.emails[0].to).toBe('other@example.com');

    const bad = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${'x'.repeat(300)}` });
    expect(bad.statusCode).toBe(400);
  });

  it('renders an escaped, accessible HTML page with clickable links', async () => {
    await enqueueEmail(db, {
      to: 'page@example.com',
      template: 'new-login',
      locale: 'en',
      params: { time: '2025-01-02T03:04:05Z', ip: '192.0.2.1', userAgent: '<script>alert("x")</script><img src=x onerror=alert(1)>' },
    });
    await enqueueEmail(db, {
      to: 'page@example.com',
      template: 'reset-password',
      locale: 'en',
      params: { resetUrl: 'https://invest.example.com/reset-password/a"b<c', minutes: '60' },
    });
    await enqueueEmail(db, { to: 'page@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'https://invest.example.com/start/a"b<c' } });
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox?to=page@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<title>Dev mailbox</title>');
    expect(html).toContain('exists only in the embedded demo mode');
    // Without an operator session the reset email's link is hidden (decision 0020).
    expect(html).not.toContain('/reset-password/');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The URL class percent-encodes quote and angle bracket, so the link is both valid and inert.
    expect(html).toContain('<a href="https://invest.example.com/start/a%22b%3Cc" rel="noreferrer noopener">');
    expect(html).toContain('<h3 id="mail-');
    expect(html).toContain('3 emails, newest first.');
    expect(html.indexOf('Reset your Greenvest password')).toBeLessThan(html.indexOf('New login to your Greenvest account'));
    expect(html).toContain('value="page@example.com"');

    const empty = await app.inject({ method: 'GET', url: '/dev/mailbox?to=%22%3E%3Cscript%3E@x.y' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No emails.');
    expect(empty.body).not.toContain('<script');
  });

  it('does not exist when disabled (any real deployment)', async () => {
    const off = Fastify({ logger: false });
    off.setValidatorCompiler(validatorCompiler);
    off.setSerializerCompiler(serializerCompiler);
    registerEmailRoutes(off, { db, enabled: false });
    await off.ready();
    expect((await off.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await off.close();
  });
});
