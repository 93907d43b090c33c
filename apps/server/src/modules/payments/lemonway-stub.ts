import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LemonwayTransaction } from './lemonway-client';

/**
 * Tests only: a local Lemonway on a free port (node:http) that speaks the protocol of the fixtures
 * in fixtures/lemonway/, written in the shapes of Lemonway's documentation (decision 0055; not
 * captured exchanges): the client-credentials token, accounts, dedicated IBANs, IBAN registration,
 * money-outs and transaction searches, with Lemonway's error answers. It checks what Lemonway
 * documents as required (Basic credential, bearer token, PSU-IP-Address, required body fields) and
 * records every request.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'lemonway');

export interface Fixture {
  request: { method: string; path: string; headers?: Record<string, string>; body?: unknown };
  response?: { status: number; body: unknown };
}

export function fixture(name: string): Fixture {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as Fixture;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface LemonwayStub {
  /** LEMONWAY_API_URL for the client (the token endpoint is at this origin). */
  apiUrl: string;
  /** The Basic credential it accepts (LEMONWAY_API_KEY). */
  apiKey: string;
  requests: RecordedRequest[];
  accounts: Map<string, { id: string; email: string; firstName: string; lastName: string; nationality: string; iban?: string }>;
  moneyIns: Map<string, LemonwayTransaction>;
  moneyOuts: Map<string, LemonwayTransaction>;
  /** Every token issued so far stops working (the next call gets a 401). */
  revokeTokens(): void;
  /** The next call whose path starts with this is not answered (the client times out). */
  hang(pathPrefix: string): void;
  /** The next call whose path starts with this gets the fixture's error answer. */
  failNext(pathPrefix: string, fixtureName: string): void;
  /** The status a money-out gets when it is made (3 done by default). */
  moneyOutStatus: number;
  close(): Promise<void>;
}

const API_BASE = '/mb/demo/dev/directkitrest';

export async function startLemonwayStub(): Promise<LemonwayStub> {
  const token = fixture('token');
  const apiKey = 'c3R1Yi1jbGllbnQ6c3R1Yi1zZWNyZXQ=';
  let tokens = new Set<string>();
  let issued = 0;
  let nextTransaction = 90_000;
  let nextBankAccount = 30;
  const hanging: string[] = [];
  const failures: Array<{ prefix: string; fixture: Fixture }> = [];
  const stub: LemonwayStub = {
    apiUrl: '',
    apiKey,
    requests: [],
    accounts: new Map(),
    moneyIns: new Map(),
    moneyOuts: new Map(),
    revokeTokens: () => {
      tokens = new Set();
    },
    hang: (prefix) => void hanging.push(prefix),
    failNext: (prefix, name) => void failures.push({ prefix, fixture: fixture(name) }),
    moneyOutStatus: 3,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) => send(res, status, { error: { code, message } });

  function api(method: string, route: string, query: URLSearchParams, body: Record<string, unknown>, res: ServerResponse): void {
    if (method === 'POST' && route === '/v2/accounts/individual') {
      const id = String(body.accountId ?? '');
      // The fields Lemonway documents as required.
      if (!id || !body.email || !body.firstName || !body.lastName || !body.nationality || body.payerOrBeneficiary === undefined) {
        return error(res, 400, 100, 'accountId, email, firstName, lastName, nationality and payerOrBeneficiary are required');
      }
      if (stub.accounts.has(id)) return send(res, 400, fixture('create-account-exists').response!.body);
      stub.accounts.set(id, {
        id,
        email: String(body.email),
        firstName: String(body.firstName),
        lastName: String(body.lastName),
        nationality: String(body.nationality),
      });
      const shape = fixture('create-account').response!.body as { account: object };
      return send(res, 200, { account: { ...shape.account, id } });
    }
    const account = /^\/v2\/accounts\/([^/]+)$/.exec(route);
    if (method === 'GET' && account) {
      const found = stub.accounts.get(decodeURIComponent(account[1]!));
      if (!found) return error(res, 404, 147, 'Wallet not found');
      const shape = fixture('get-account').response!.body as { account: object };
      return send(res, 200, {
        account: { ...shape.account, id: found.id, email: found.email, firstname: found.firstName, lastname: found.lastName, balance: balanceOf(found.id) },
      });
    }
    if (method === 'POST' && route === '/v2/moneyins/bankwire/iban/create') {
      const found = stub.accounts.get(String(body.wallet ?? ''));
      if (!found) return error(res, 400, 147, 'Wallet not found');
      if (!['BE', 'ES', 'FR', 'IT'].includes(String(body.country ?? ''))) return error(res, 400, 100, 'country must be BE, ES, FR or IT');
      found.iban ??= `FR76300040000${String(stub.accounts.size).padStart(14, '0')}`;
      const shape = fixture('create-virtual-iban').response!.body as object;
      return send(res, 200, { ...shape, iban: found.iban, holder: `${found.firstName} ${found.lastName}` });
    }
    if (method === 'POST' && route === '/v2/moneyouts/iban') {
      if (!stub.accounts.has(String(body.accountId ?? ''))) return error(res, 400, 147, 'Wallet not found');
      if (typeof body.iban !== 'string' || !body.holder) return error(res, 400, 100, 'accountId, holder and iban are required');
      nextBankAccount += 1;
      return send(res, 200, { ...(fixture('register-iban').response!.body as object), ibanId: nextBankAccount });
    }
    if (method === 'POST' && route === '/v2/moneyouts') {
      const id = String(body.accountId ?? '');
      if (!stub.accounts.has(id)) return error(res, 400, 147, 'Wallet not found');
      if (typeof body.autoCommission !== 'boolean') return error(res, 400, 100, 'autoCommission is required');
      if (!Number.isInteger(body.totalAmount) || (body.totalAmount as number) <= 0) return error(res, 400, 100, 'totalAmount must be integer cents');
      nextTransaction += 1;
      const shape = (fixture('money-out').response!.body as { transaction: LemonwayTransaction }).transaction;
      const transaction: LemonwayTransaction = {
        ...shape,
        id: nextTransaction,
        senderAccountId: id,
        debitAmount: body.totalAmount as number,
        IbanId: typeof body.ibanId === 'number' ? body.ibanId : undefined,
        comment: String(body.comment ?? ''),
        reference: typeof body.reference === 'string' ? body.reference : undefined,
        status: stub.moneyOutStatus,
        date: Math.floor(Date.now() / 1000),
      };
      stub.moneyOuts.set(String(transaction.id), transaction);
      return send(res, 200, { transaction });
    }
    // Lemonway's two searches spell the id differently: transactionId for money-ins, transactionid for money-outs.
    if (method === 'GET' && route === '/v2/moneyins') {
      const found = stub.moneyIns.get(query.get('transactionId') ?? '');
      return send(res, 200, { transactions: { value: found ? [found] : [] } });
    }
    if (method === 'GET' && route === '/v2/moneyouts') {
      const found = stub.moneyOuts.get(query.get('transactionid') ?? '');
      return send(res, 200, { transactions: { value: found ? [found] : [] } });
    }
    return error(res, 404, 404, `no such call: ${method} ${route}`);
  }

  /** Money-ins count when 0 (success), money-outs when 3 (success): Lemonway's codes differ by direction. */
  function balanceOf(accountId: string): number {
    let total = 0;
    for (const t of stub.moneyIns.values()) if (t.receiverAccountId === accountId && t.status === 0) total += t.creditAmount ?? 0;
    for (const t of stub.moneyOuts.values()) if (t.senderAccountId === accountId && t.status === 3) total -= t.debitAmount ?? 0;
    return total;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const raw = Buffer.concat(chunks).toString('utf8');
      stub.requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, headers: req.headers, body: raw });
      const hang = hanging.findIndex((prefix) => url.pathname.startsWith(`${API_BASE}${prefix}`) || url.pathname.startsWith(prefix));
      if (hang >= 0) {
        hanging.splice(hang, 1);
        return;
      }

      if (url.pathname === token.request.path) {
        if (req.method !== 'POST') return error(res, 405, 405, 'POST only');
        if (req.headers.authorization !== `Basic ${apiKey}`) return send(res, 401, { error: 'invalid_client' });
        if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
        issued += 1;
        const value = `stub-token-${issued}`;
        tokens.add(value);
        return send(res, 200, { ...(token.response!.body as object), access_token: value });
      }
      if (!url.pathname.startsWith(API_BASE)) return error(res, 404, 404, 'not found');
      const route = url.pathname.slice(API_BASE.length);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return send(res, 401, fixture('error-unauthorized').response!.body);
      if (!req.headers['psu-ip-address']) return error(res, 400, 100, 'PSU-IP-Address header is required');
      const failure = failures.findIndex((f) => route.startsWith(f.prefix));
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        return send(res, f!.fixture.response!.status, f!.fixture.response!.body);
      }
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return error(res, 400, 100, 'body is not JSON');
        }
      }
      api(req.method ?? 'GET', route, url.searchParams, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  stub.apiUrl = `http://127.0.0.1:${port}${API_BASE}`;
  return stub;
}
