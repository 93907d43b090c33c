import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { asCents, toCents, IDEMPOTENCY_HEADER, PAYMENTS_API, toWire } from '@platform/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { createFreshDatabase, freePort, HttpUser, newAgent, startServerProcess, type FreshDatabase, type Outcome, type ServerProcess } from './crash-harness';
import { ledgerViolations } from './ledger.invariants';
import { walletBalance } from './ledger.service';

/**
 * The books survive a crash: a real server process on PostgreSQL takes concurrent deposits over
 * HTTP (each with its own Idempotency-Key) from logged-in users, and is killed with SIGKILL while
 * requests are in flight. After a restart on the same database:
 *  (a) the ledger invariants hold;
 *  (b) every deposit answered with success before the kill is in the ledger (and its key's answer
 *      is stored), and nothing is there that was not asked for, nothing twice;
 *  (c) retrying every request without an answer with the SAME key succeeds, each deposit lands
 *      exactly once, and replaying an answered key returns the first answer and moves nothing.
 * Runs only in the PostgreSQL pass (*.pg.api.test.ts): PGlite has no second process to crash.
 */

const DEPOSIT_PATH = PAYMENTS_API.sandboxIncomingTransfer;
const USERS = 12;
const DEPOSITS_PER_USER = 20;
const CONCURRENCY = 24;
/** Kill once this many deposits were answered with success: the rest are queued or in flight. */
const KILL_AFTER_SUCCESSES = Math.floor((USERS * DEPOSITS_PER_USER) / 3);
const PASSWORD = 'Crash-test-2026';

interface Intent {
  user: number;
  key: string;
  /** Cents, unique per user: a wallet's deposit transfers map back to the requests by amount. */
  amount: number;
  first?: Outcome;
}

let fresh: FreshDatabase | null = null;
let database: Database | null = null;
let server: ServerProcess | null = null;
const agents: http.Agent[] = [];

const isSuccess = (o: Outcome | undefined) => o?.kind === 'answer' && o.answer.status >= 200 && o.answer.status < 300;

function describeOutcome(o: Outcome | undefined): string {
  if (!o) return 'not sent';
  return o.kind === 'answer' ? `${o.answer.status} ${JSON.stringify(o.answer.body).slice(0, 300)}` : `no answer (${o.error})`;
}

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    while (!stop() && queue.length > 0) await work(queue.shift()!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function deposit(client: HttpUser, intent: Intent): Promise<Outcome> {
  return client.request('POST', DEPOSIT_PATH, { amount: toWire(toCents(intent.amount)) }, { [IDEMPOTENCY_HEADER]: intent.key });
}

async function loggedInUsers(baseUrl: string, emails: string[]): Promise<HttpUser[]> {
  const agent = newAgent();
  agents.push(agent);
  return Promise.all(
    emails.map(async (email) => {
      const client = new HttpUser(baseUrl, agent);
      const login = await client.request('POST', '/api/security/login', { email, password: PASSWORD });
      if (!isSuccess(login)) throw new Error(`login of ${email} failed: ${describeOutcome(login)}\n--- server output ---\n${server?.output()}`);
      return client;
    }),
  );
}

/** Deposit transfers into each user's connectPay wallet, as amounts per user id. */
async function depositsInLedger(db: Database['db']): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ user_id: number; amount: string }>(
    db,
    sql`SELECT a.user_id, t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
        WHERE a.kind = 'wallet' AND t.code = 'deposit' AND t.phase = 'posted'`,
  );
  const byUser = new Map<number, number[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), asCents(r.amount)]);
  return byUser;
}

beforeAll(async () => {
  fresh = await createFreshDatabase(process.env.DATABASE_URL!);
}, 30_000);

afterAll(async () => {
  if (server) {
    server.kill('SIGKILL');
    await server.exited;
  }
  for (const agent of agents) agent.destroy();
  await database?.close();
  await fresh?.drop();
});

describe('ledger after a SIGKILL of the server', () => {
  it('keeps every answered deposit, holds its invariants, and retried keys move money exactly once', async () => {
    const port = await freePort();
    const sessionSecret = randomBytes(32).toString('base64url');
    const start = () => startServerProcess({ databaseUrl: fresh!.url, port, sessionSecret });
    server = await start(); // migrates the fresh database

    database = await openDatabase({ url: fresh!.url });
    const db = database.db;
    const tag = randomBytes(3).toString('hex');
    const passwordHash = await hash(PASSWORD);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: USERS }, (_, i) => ({
          email: `crash-${tag}-${i}@ledger.test`,
          passwordHash,
          displayName: `Crash ${i}`,
          identifyStatus: 'approved',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userIds = created.map((u) => u.id);

    const intents: Intent[] = [];
    for (let i = 0; i < DEPOSITS_PER_USER; i++) {
      for (let user = 0; user < USERS; user++) intents.push({ user, key: `crash-${tag}-${user}-${i}`, amount: (i + 1) * 1_000 + user });
    }

    // 1. The workload, and a SIGKILL in the middle of it.
    const clients = await loggedInUsers(
      server.baseUrl,
      created.map((u) => u.email),
    );
    const victim = server;
    let successes = 0;
    let killed = false;
    await runPool(
      intents,
      CONCURRENCY,
      async (intent) => {
        intent.first = await deposit(clients[intent.user]!, intent);
        if (isSuccess(intent.first) && ++successes >= KILL_AFTER_SUCCESSES && !killed) {
          killed = true;
          victim.kill('SIGKILL');
        }
      },
      () => killed,
    );
    expect(killed, 'the workload ended before the kill').toBe(true);
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    server = null;

    const answered = intents.filter((i) => isSuccess(i.first));
    const inDoubt = intents.filter((i) => i.first?.kind === 'no-answer');
    const refused = intents.filter((i) => i.first?.kind === 'answer' && !isSuccess(i.first));
    const notSent = intents.filter((i) => !i.first);
    expect(
      refused.map((i) => `${i.key}: ${describeOutcome(i.first)}`),
      'deposits refused before the kill',
    ).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
    expect(inDoubt.length, 'no request was in flight at the kill').toBeGreaterThan(0);

    // 2. Restart on the same database.
    server = await start();

    // (a) The books balance and every account's totals match its transfers.
    expect(await ledgerViolations(db)).toEqual([]);

    // (b) Every answered deposit is there; only asked-for deposits are there; none twice.
    const afterCrash = await depositsInLedger(db);
    for (let user = 0; user < USERS; user++) {
      const inLedger = afterCrash.get(userIds[user]!) ?? [];
      const mine = intents.filter((i) => i.user === user);
      const mustHave = mine.filter((i) => isSuccess(i.first)).map((i) => i.amount);
      const mayHave = new Set(mine.filter((i) => i.first).map((i) => i.amount));
      expect(new Set(inLedger).size, `user ${user}: a deposit landed twice`).toBe(inLedger.length);
      expect(
        inLedger.filter((a) => !mayHave.has(a)),
        `user ${user}: deposits nobody sent`,
      ).toEqual([]);
      expect(
        mustHave.filter((a) => !inLedger.includes(a)),
        `user ${user}: answered deposits lost in the crash`,
      ).toEqual([]);
      const balance = await walletBalance(db, userIds[user]!);
      expect(balance.balance).toBeGreaterThanOrEqual(mustHave.reduce((s, a) => s + a, 0));
    }
    const committedInDoubt = inDoubt.filter((i) => (afterCrash.get(userIds[i.user]!) ?? []).includes(i.amount)).length;
    console.info(
      `crash test: ${answered.length} answered before the kill, ${inDoubt.length} in flight (${committedInDoubt} of them committed), ${notSent.length} not sent`,
    );
    const storedAnswers = await queryRows<{ user_id: number; key: string; status_code: number | null }>(
      db,
      sql`SELECT user_id, key, status_code FROM idempotency_requests WHERE key LIKE ${`crash-${tag}-%`}`,
    );
    const stored = new Map(storedAnswers.map((r) => [`${r.user_id}/${r.key}`, r.status_code]));
    const unstored = answered.filter((i) => !stored.get(`${userIds[i.user]}/${i.key}`));
    expect(
      unstored.map((i) => i.key),
      'answered keys without a stored answer',
    ).toEqual([]);

    // (c) Retry everything without an answer (and send what never left) with the same keys.
    // Same users, same session cookies (sessions live in the database); fresh connections.
    const agent = newAgent();
    agents.push(agent);
    for (const c of clients) c.agent = agent;
    const retried = new Map<Intent, Outcome>();
    await runPool([...inDoubt, ...notSent], CONCURRENCY, async (intent) => {
      retried.set(intent, await deposit(clients[intent.user]!, intent));
    });
    const failedRetries = [...retried].filter(([, o]) => !isSuccess(o)).map(([i, o]) => `${i.key}: ${describeOutcome(o)}`);
    expect(failedRetries, 'retries with the same key after the restart').toEqual([]);

    // A key answered before the kill replays its first answer and moves nothing.
    const replays = new Map<Intent, Outcome>();
    await runPool(answered, CONCURRENCY, async (intent) => {
      replays.set(intent, await deposit(clients[intent.user]!, intent));
    });
    for (const [intent, outcome] of replays) {
      expect(outcome.kind === 'answer' ? outcome.answer : outcome, `replay of ${intent.key}`).toEqual(
        intent.first!.kind === 'answer' ? intent.first!.answer : null,
      );
    }

    const final = await depositsInLedger(db);
    for (let user = 0; user < USERS; user++) {
      const intended = intents.filter((i) => i.user === user).map((i) => i.amount);
      const inLedger = final.get(userIds[user]!) ?? [];
      expect(
        [...inLedger].sort((a, b) => a - b),
        `user ${user}: deposits after the retries`,
      ).toEqual([...intended].sort((a, b) => a - b));
      const balance = await walletBalance(db, userIds[user]!);
      expect(balance.balance, `user ${user}: balance`).toBe(intended.reduce((s, a) => s + a, 0));
    }
    expect(await ledgerViolations(db)).toEqual([]);
  }, 90_000);
});
