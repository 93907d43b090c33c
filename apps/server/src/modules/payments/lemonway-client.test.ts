import { cents } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { LemonwayPaymentAdapter, parseLemonwayNotification } from './lemonway-adapter';
import { LEMONWAY_MONEY_IN_STATUS, LEMONWAY_MONEY_OUT_STATUS, LemonwayClient, PaymentProviderError } from './lemonway-client';
import { fixture, startLemonwayStub, type LemonwayStub } from './lemonway-stub';

let stub: LemonwayStub;
beforeAll(async () => {
  stub = await startLemonwayStub();
});
afterAll(() => stub.close());

const clientOf = (extra: Partial<ConstructorParameters<typeof LemonwayClient>[0]> = {}) =>
  new LemonwayClient({ apiUrl: stub.apiUrl, apiKey: stub.apiKey, psuIp: '203.0.113.7', timeoutMs: 2_000, ...extra });
const since = (start: number) => stub.requests.slice(start);
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as PaymentProviderError;
  }
  throw new Error('expected a failure');
};

describe('lemonway client against the stub', () => {
  it('takes a client-credentials token as recorded and reuses it until it nears expiry', async () => {
    let now = 1_000_000;
    const client = clientOf({ now: () => now });
    const start = stub.requests.length;
    await client.createIndividualAccount({ accountId: 'gv-1', email: 'a@example.com', firstName: 'Ana', lastName: 'Bee', nationality: 'LTU' });
    await client.getAccount('gv-1');
    expect(client.tokensIssued).toBe(1);
    const [tokenCall, createCall, getCall] = since(start);
    const recorded = fixture('token').request;
    expect(tokenCall).toMatchObject({ method: recorded.method, path: recorded.path, body: recorded.body });
    expect(tokenCall!.headers.authorization).toBe(`Basic ${stub.apiKey}`);
    expect(tokenCall!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(createCall!.headers.authorization).toBe('Bearer stub-token-1');
    expect(createCall!.headers['psu-ip-address']).toBe('203.0.113.7');
    expect(getCall!.path).toMatch(/\/v2\/accounts\/gv-1$/);
    // 90 days (expires_in 7776000) less the 60 s margin: then a new token.
    now += 7_776_000 * 1000 - 59_000;
    await client.getAccount('gv-1');
    expect(client.tokensIssued).toBe(2);
  });

  it('sends the documented request shapes (the fixtures) to the documented paths and reads the documented answers', async () => {
    const client = clientOf();
    const start = stub.requests.length;
    const created = await client.createIndividualAccount({
      accountId: 'gv-42',
      email: 'investor@demo.invest',
      firstName: 'Viktoras',
      lastName: 'Investor',
      nationality: 'LTU',
      birthDate: '1985-04-12',
    });
    expect(created).toEqual({ id: 'gv-42', internalId: 1093 });
    const iban = await client.createVirtualIban('gv-42');
    expect(iban.iban).toMatch(/^FR76\d{23}$/);
    expect(iban.bic).toBe('BNPAFRPPXXX');
    const bank = await client.registerIban('gv-42', 'Viktoras Investor', 'LT12 1000 0111 0100 1000');
    expect(bank.status).toBe(5);
    const out = await client.moneyOut({ accountId: 'gv-42', ibanId: bank.ibanId, amountCents: 5000, comment: 'withdrawal-1', reference: 'withdrawal-1' });
    expect(out.status).toBe(LEMONWAY_MONEY_OUT_STATUS.success);
    const posts = since(start).filter((r) => r.method === 'POST' && !r.path.includes('/oauth/'));
    const route = (r: { path: string }) => r.path.replace(/^\/mb\/[^/]+\/[^/]+\/directkitrest/, '');
    for (const [i, name] of (['create-account', 'create-virtual-iban', 'register-iban', 'money-out'] as const).entries()) {
      expect(route(posts[i]!)).toBe(fixture(name).request.path);
    }
    const bodies = posts.map((r) => JSON.parse(r.body) as unknown);
    expect(bodies[0]).toEqual(fixture('create-account').request.body);
    expect(bodies[1]).toEqual(fixture('create-virtual-iban').request.body);
    expect(bodies[2]).toEqual(fixture('register-iban').request.body);
    expect(bodies[3]).toEqual({ ...(fixture('money-out').request.body as object), ibanId: bank.ibanId });

    const lookupStart = stub.requests.length;
    expect(await client.transaction('moneyOut', String(out.id))).toMatchObject({ id: out.id, status: 3, debitAmount: 5000, reference: 'withdrawal-1' });
    stub.moneyIns.set('88120', (fixture('money-in-lookup').response!.body as { transactions: { value: [never] } }).transactions.value[0]);
    expect(await client.balance('gv-42')).toBe(12_345 - 5000);
    expect(await client.transaction('moneyIn', '88120')).toMatchObject({
      receiverAccountId: 'gv-42',
      creditAmount: 12_345,
      status: LEMONWAY_MONEY_IN_STATUS.success,
    });
    expect(await client.transaction('moneyIn', '404404')).toBeNull();
    expect(since(lookupStart).map(route)).toEqual([
      `/v2/moneyouts?transactionid=${out.id}`,
      '/v2/accounts/gv-42',
      fixture('money-in-lookup').request.path,
      fixture('transaction-not-found').request.path,
    ]);
    // Not an id Lemonway could have issued: nothing is asked.
    expect(await client.transaction('moneyIn', '88120 OR 1=1')).toBeNull();
    expect(stub.requests.length).toBe(lookupStart + 4);
  });

  it('treats an answer carrying an error code as a refusal, even with HTTP 200', async () => {
    const client = clientOf();
    stub.failNext('/v2/moneyouts/iban', 'error-in-200');
    const refused = await failure(client.registerIban('gv-42', 'Viktoras Investor', 'LT121000011101001000'));
    expect([refused.kind, refused.httpStatus, refused.providerCode]).toEqual(['refused', 200, 221]);
  });

  it('on a 401 drops the token and retries once with a new one; a second 401 fails', async () => {
    const client = clientOf();
    await client.getAccount('gv-42');
    stub.revokeTokens();
    expect((await client.getAccount('gv-42')).id).toBe('gv-42');
    expect(client.tokensIssued).toBe(2);

    stub.failNext('/v2/accounts/gv-42', 'error-unauthorized');
    stub.failNext('/v2/accounts/gv-42', 'error-unauthorized');
    const start = stub.requests.length;
    const error = await failure(client.getAccount('gv-42'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.kind).toBe('unauthorized');
    expect(client.tokensIssued).toBe(3);
    // One call, one new token, one retry: no loop.
    expect(since(start).map((r) => r.path.replace(/^\/mb\/[^/]+\/[^/]+\/directkitrest/, ''))).toEqual([
      '/v2/accounts/gv-42',
      '/oauth/api/v1/oauth/token',
      '/v2/accounts/gv-42',
    ]);
  });

  it('maps answers to failures: refused with Lemonway’s code, not found, bad key, timeout, unreachable', async () => {
    const client = clientOf();
    stub.failNext('/v2/moneyouts', 'error-refused');
    const refused = await failure(client.moneyOut({ accountId: 'gv-42', ibanId: 31, amountCents: 1, comment: 'x', reference: 'x' }));
    expect([refused.kind, refused.httpStatus, refused.providerCode]).toEqual(['refused', 400, 110]);
    expect(refused.message).toMatch(/Insufficient credit/);
    expect((await failure(client.getAccount('nobody'))).kind).toBe('not_found');
    expect((await failure(clientOf({ apiKey: 'wrong' }).getAccount('gv-42'))).kind).toBe('unauthorized');

    stub.hang('/v2/moneyins');
    const slow = clientOf({ timeoutMs: 300 });
    const timedOut = await failure(slow.transaction('moneyIn', '1'));
    expect(timedOut.kind).toBe('timeout');
    const unreachable = new LemonwayClient({ apiUrl: 'http://127.0.0.1:9/x', apiKey: 'k', timeoutMs: 2_000 });
    expect((await failure(unreachable.getAccount('gv-42'))).kind).toBe('unavailable');
  });
});

describe('lemonway adapter', () => {
  const adapter = () => new LemonwayPaymentAdapter({ client: clientOf(), webhookToken: 'notification-token-123', accountPrefix: 'ad-' });

  it('opens an account with a virtual IBAN, and again after a lost answer (account exists)', async () => {
    const a = adapter();
    const first = await a.openAccount({ id: 7, holderName: 'Jonas Petras Jonaitis', email: 'jonas@example.com', nationality: 'ltu' });
    expect(first).toMatchObject({ providerAccountId: 'ad-7', reference: 'ad-7', holderName: 'Jonas Petras Jonaitis' });
    expect(stub.accounts.get('ad-7')).toMatchObject({ firstName: 'Jonas Petras', lastName: 'Jonaitis', email: 'jonas@example.com', nationality: 'LTU' });
    const again = await a.openAccount({ id: 7, holderName: 'Jonas Petras Jonaitis', email: 'jonas@example.com', nationality: 'LTU' });
    expect(again.iban).toBe(first.iban);
  });

  it('refuses to open an account without the nationality Lemonway requires, before calling it', async () => {
    const start = stub.requests.length;
    for (const nationality of [undefined, '', 'LT', 'Lithuanian']) {
      const refused = await adapter()
        .openAccount({ id: 10, holderName: 'Ana Bee', email: 'ana@example.com', nationality })
        .catch((e: unknown) => e);
      expect((refused as AppError).statusCode).toBe(409);
    }
    expect(since(start)).toEqual([]);
  });

  it('maps a refusal to a 409 and an outage to a 503, never a provider error', async () => {
    const a = adapter();
    await a.openAccount({ id: 8, holderName: 'Ana Bee', email: 'ana@example.com', nationality: 'LTU' });
    stub.failNext('/v2/moneyouts', 'error-refused');
    const refused = await a
      .requestPayout({ withdrawalId: 1, amountCents: cents(100), iban: 'LT121000011101001000', holderName: 'Ana Bee', reference: 'withdrawal-1', userId: 8 })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(409);
    const down = new LemonwayPaymentAdapter({ client: new LemonwayClient({ apiUrl: 'http://127.0.0.1:9/x', apiKey: 'k' }), webhookToken: 't' });
    const outage = await down.openAccount({ id: 9, holderName: 'Ana Bee', nationality: 'LTU' }).catch((e: unknown) => e);
    expect((outage as AppError).statusCode).toBe(503);
  });

  it('reads notifications in JSON and form encoding, and refuses a wrong token before calling Lemonway', async () => {
    const json = fixture('notification-money-in').request;
    expect(parseLemonwayNotification(JSON.stringify(json.body), 'application/json')).toEqual({ category: 10, transactionId: '88120' });
    const form = fixture('notification-money-out').request;
    expect(parseLemonwayNotification(form.body as string, 'application/x-www-form-urlencoded; charset=utf-8')).toEqual({
      category: 15,
      transactionId: '90212',
      originTransactionId: '90211',
    });
    expect(parseLemonwayNotification('{"NotifCategory":"10"}', 'application/json')).toBeNull();
    expect(parseLemonwayNotification('not json', 'application/json')).toBeNull();
    const start = stub.requests.length;
    const outcome = await adapter().receiveNotification({
      rawBody: JSON.stringify(json.body),
      contentType: 'application/json',
      query: { token: 'notification-token-12' },
    });
    expect(outcome.kind).toBe('refused');
    expect(since(start)).toEqual([]);
  });
});
