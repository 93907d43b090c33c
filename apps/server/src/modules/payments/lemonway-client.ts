/**
 * A client of Lemonway's Payment Account API v2 ("DirectKit REST", decision 0055), checked against
 * Lemonway's public documentation (documentation.lemonway.com, the DirectKit API 2.0 reference and
 * its OpenAPI definition): an OAuth2 client-credentials token, then JSON calls under `<api>/v2/...`
 * with the bearer token and the PSU-IP-Address header. Amounts are integer cents on both sides.
 * Every path and field this module relies on is named in LEMONWAY_PATHS and the types below;
 * decision 0055 lists each with the documentation page it was checked against.
 */

/** The calls used, relative to LEMONWAY_API_URL (e.g. https://sandbox-api.lemonway.fr/mb/<company>/dev/directkitrest). */
export const LEMONWAY_PATHS = {
  /** Relative to the API origin, unless LEMONWAY_OAUTH_URL names the token endpoint itself (production has its own auth host). */
  token: '/oauth/api/v1/oauth/token',
  createIndividualAccount: '/v2/accounts/individual',
  /** Account details, balance included (there is no per-account balances call; /v2/accounts/balances lists all accounts). */
  account: (accountId: string) => `/v2/accounts/${encodeURIComponent(accountId)}`,
  createVirtualIban: '/v2/moneyins/bankwire/iban/create',
  /** Registers an IBAN (SEPA) for money-outs; /v2/moneyouts/iban/extended is the one for other account formats. */
  registerIban: '/v2/moneyouts/iban',
  moneyOut: '/v2/moneyouts',
  /** The money-in search takes `transactionId`; the money-out search spells it `transactionid`. */
  moneyIn: (transactionId: string) => `/v2/moneyins?transactionId=${encodeURIComponent(transactionId)}`,
  moneyOutById: (transactionId: string) => `/v2/moneyouts?transactionid=${encodeURIComponent(transactionId)}`,
} as const;

/** Money-in statuses as Lemonway documents them: 0 is success (unlike money-outs). */
export const LEMONWAY_MONEY_IN_STATUS = { success: 0, lemonwayError: 3, pending: 4, pspError: 6, cancelled: 7, validationPending: 16 } as const;

/** Money-out statuses as Lemonway documents them: 0 waiting, 3 success, 4 error. */
export const LEMONWAY_MONEY_OUT_STATUS = { pending: 0, success: 3, error: 4 } as const;

/** The countries Lemonway issues dedicated IBANs from (ISO 3166-1 alpha-2). */
export const LEMONWAY_VIRTUAL_IBAN_COUNTRIES = ['BE', 'ES', 'FR', 'IT'] as const;
export type LemonwayVirtualIbanCountry = (typeof LEMONWAY_VIRTUAL_IBAN_COUNTRIES)[number];

/** Lemonway's error code for "wallet id already exists" (create is then looked up instead). */
export const LEMONWAY_ACCOUNT_EXISTS = 152;

/** Lemonway's error code for "transaction not found". */
export const LEMONWAY_TRANSACTION_NOT_FOUND = 143;

export type PaymentProviderFailure = 'refused' | 'not_found' | 'unauthorized' | 'timeout' | 'unavailable' | 'malformed';

/** A failed provider call, by kind; the adapter maps kinds onto the platform's errors. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderFailure,
    message: string,
    readonly httpStatus?: number,
    /** Lemonway's own error code from `{error: {code, message}}`, when it sent one. */
    readonly providerCode?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface LemonwayClientOptions {
  /** The DirectKit REST base, up to (not including) `/v2`. */
  apiUrl: string;
  /** The Basic credential: Lemonway's API key as issued (already base64), or `client_id:client_secret`. */
  apiKey: string;
  /** The token endpoint; defaults to `<origin of apiUrl>/oauth/api/v1/oauth/token`. */
  oauthUrl?: string;
  /** Sent as PSU-IP-Address (Lemonway asks for the end user's or the platform's IP). */
  psuIp?: string;
  /** The country dedicated IBANs are issued from (Lemonway serves BE, ES, FR and IT); FR unless set. */
  virtualIbanCountry?: LemonwayVirtualIbanCountry;
  /** Per call; a call that takes longer fails as 'timeout'. */
  timeoutMs?: number;
  /** Seconds before expiry at which a cached token is renewed. */
  tokenMarginSeconds?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface LemonwayIndividual {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-3 (several separated by commas); Lemonway requires it. */
  nationality: string;
  /** YYYY-MM-DD, when known (Lemonway's `birth.date`). */
  birthDate?: string;
}

/**
 * A money-in (TransactionInDetails) or money-out (TransactionOut) as Lemonway documents it, the
 * fields used here. Money-ins name no payer name or IBAN in the documented answer.
 */
export interface LemonwayTransaction {
  id: number;
  /** See LEMONWAY_MONEY_IN_STATUS / LEMONWAY_MONEY_OUT_STATUS: the same number means different things. */
  status: number;
  /** The wallet credited (money-in) or debited (money-out). */
  receiverAccountId?: string;
  senderAccountId?: string;
  creditAmount?: number;
  debitAmount?: number;
  commissionAmount?: number;
  comment?: string;
  /** Unix seconds (UTC). */
  date?: number;
  executionDate?: number;
  /** Payment method: 1 bank transfer in, 3 bank transfer out, … */
  method?: number;
  /** Our own id for the call (money-outs: the withdrawal reference). */
  reference?: string;
  /** Money-outs: the registered IBAN paid to (Lemonway spells it with a capital I). */
  IbanId?: number;
}

interface ErrorBody {
  error?: { code?: number; message?: string };
}

const encodeBasic = (key: string) => (key.includes(':') ? Buffer.from(key, 'utf8').toString('base64') : key);

export class LemonwayClient {
  private readonly apiUrl: string;
  private readonly oauthUrl: string;
  private readonly options: LemonwayClientOptions;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  /** Tokens issued so far (tests read it to see the cache work). */
  tokensIssued = 0;

  constructor(options: LemonwayClientOptions) {
    if (!options.apiUrl || !options.apiKey) throw new Error('lemonway is not configured (LEMONWAY_API_URL, LEMONWAY_API_KEY)');
    this.options = options;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.oauthUrl = options.oauthUrl ?? `${new URL(this.apiUrl).origin}${LEMONWAY_PATHS.token}`;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000) });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PaymentProviderError('timeout', `lemonway did not answer ${new URL(url).pathname} in time`);
      throw new PaymentProviderError('unavailable', `lemonway could not be reached: ${(error as Error).message}`);
    }
  }

  /** A valid bearer token: the cached one until `tokenMarginSeconds` before it expires, else a new one (one request at a time). */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - (this.options.tokenMarginSeconds ?? 60) * 1000 > this.now()) return this.token.value;
    this.pendingToken ??= this.issueToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async issueToken(): Promise<string> {
    const response = await this.send(this.oauthUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${encodeBasic(this.options.apiKey)}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new PaymentProviderError('unauthorized', `lemonway refused the API key (${response.status})`, response.status);
    }
    if (!response.ok) throw new PaymentProviderError('unavailable', `lemonway token endpoint answered ${response.status}`, response.status);
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!body || typeof body.access_token !== 'string' || body.access_token === '')
      throw new PaymentProviderError('malformed', 'lemonway token answer has no access_token');
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: this.now() + seconds * 1000 };
    this.tokensIssued += 1;
    return body.access_token;
  }

  /** One API call; a 401 drops the token and retries once with a new one. */
  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const response = await this.send(`${this.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'psu-ip-address': this.options.psuIp ?? '127.0.0.1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        if (response.ok) throw new PaymentProviderError('malformed', `lemonway answered ${path} with non-JSON`, response.status);
      }
      const error = (json as ErrorBody | null)?.error;
      // Every documented answer may carry `error` next to the result; one with a code is a refusal whatever the HTTP status.
      if (response.ok && typeof error?.code === 'number' && error.code !== 0) {
        throw new PaymentProviderError(
          'refused',
          `lemonway ${method} ${path.split('?')[0]} refused${error.message ? `: ${error.message}` : ''}`,
          response.status,
          error.code,
        );
      }
      if (response.ok) return json as T;
      const detail = error?.message ? `: ${error.message}` : '';
      const label = `lemonway ${method} ${path.split('?')[0]} answered ${response.status}${detail}`;
      if (response.status === 401 || response.status === 403) throw new PaymentProviderError('unauthorized', label, response.status, error?.code);
      if (response.status === 404) throw new PaymentProviderError('not_found', label, response.status, error?.code);
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
        throw new PaymentProviderError('refused', label, response.status, error?.code);
      }
      throw new PaymentProviderError('unavailable', label, response.status, error?.code);
    }
  }

  /** Creates the individual payment account (Lemonway's "wallet") under our own account id. */
  async createIndividualAccount(person: LemonwayIndividual): Promise<{ id: string; internalId?: number }> {
    const body = await this.request<{ account?: { id?: string; internalId?: number } }>('POST', LEMONWAY_PATHS.createIndividualAccount, {
      accountId: person.accountId,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      nationality: person.nationality,
      ...(person.birthDate ? { birth: { date: person.birthDate } } : {}),
      // 2: a beneficiary (1 would be a payer only): the wallet receives deposits and repayments.
      payerOrBeneficiary: 2,
      isDebtor: false,
      isOneTimeCustomerAccount: false,
      isTechnicalAccount: false,
    });
    if (!body?.account?.id) throw new PaymentProviderError('malformed', 'lemonway created an account without an id');
    return { id: body.account.id, internalId: body.account.internalId };
  }

  async getAccount(accountId: string): Promise<{ id: string; balance?: number; status?: number }> {
    const body = await this.request<{ account?: { id?: string; balance?: number; status?: number } }>('GET', LEMONWAY_PATHS.account(accountId));
    if (!body?.account?.id) throw new PaymentProviderError('malformed', 'lemonway answered an account without an id');
    return { id: body.account.id, balance: body.account.balance, status: body.account.status };
  }

  /** The wallet's balance in cents (from the account details). */
  async balance(accountId: string): Promise<number> {
    const { balance } = await this.getAccount(accountId);
    if (typeof balance !== 'number' || !Number.isInteger(balance))
      throw new PaymentProviderError('malformed', 'lemonway answered a balance that is not integer cents');
    return balance;
  }

  /** A dedicated (virtual) IBAN for wires into the wallet. */
  async createVirtualIban(accountId: string): Promise<{ id: number; iban: string; bic?: string; holder?: string; status?: number }> {
    const body = await this.request<{ id?: number; iban?: string; bic?: string; holder?: string; status?: number }>('POST', LEMONWAY_PATHS.createVirtualIban, {
      wallet: accountId,
      country: this.options.virtualIbanCountry ?? 'FR',
    });
    if (!body?.iban || typeof body.id !== 'number') throw new PaymentProviderError('malformed', 'lemonway created a virtual IBAN without iban or id');
    return { id: body.id, iban: body.iban.replace(/\s+/g, '').toUpperCase(), bic: body.bic, holder: body.holder, status: body.status };
  }

  /** Registers the outgoing IBAN on the wallet (a money-out goes only to a registered one). */
  async registerIban(accountId: string, holder: string, iban: string): Promise<{ ibanId: number; status?: number }> {
    const body = await this.request<{ ibanId?: number; status?: number }>('POST', LEMONWAY_PATHS.registerIban, {
      accountId,
      holder,
      iban: iban.replace(/\s+/g, '').toUpperCase(),
    });
    if (typeof body?.ibanId !== 'number') throw new PaymentProviderError('malformed', 'lemonway registered an IBAN without an ibanId');
    return { ibanId: body.ibanId, status: body.status };
  }

  /** A money-out of `amountCents` to a registered IBAN; `reference` (ours, at most 50 characters) can find it again. */
  async moneyOut(order: { accountId: string; ibanId: number; amountCents: number; comment: string; reference: string }): Promise<LemonwayTransaction> {
    const body = await this.request<{ transaction?: LemonwayTransaction }>('POST', LEMONWAY_PATHS.moneyOut, {
      accountId: order.accountId,
      ibanId: order.ibanId,
      totalAmount: order.amountCents,
      comment: order.comment,
      autoCommission: false,
      reference: order.reference.slice(0, 50),
    });
    if (!body?.transaction || typeof body.transaction.id !== 'number')
      throw new PaymentProviderError('malformed', 'lemonway answered a money-out without a transaction');
    return body.transaction;
  }

  /** A transaction by id, or null when Lemonway has none (404 or an empty list). */
  async transaction(kind: 'moneyIn' | 'moneyOut', transactionId: string): Promise<LemonwayTransaction | null> {
    if (!/^\d{1,19}$/.test(transactionId)) return null;
    const path = kind === 'moneyIn' ? LEMONWAY_PATHS.moneyIn(transactionId) : LEMONWAY_PATHS.moneyOutById(transactionId);
    try {
      const body = await this.request<{ transactions?: { value?: LemonwayTransaction[] } }>('GET', path);
      const found = body?.transactions?.value?.find((t) => String(t.id) === transactionId);
      return found ?? null;
    } catch (error) {
      if (error instanceof PaymentProviderError && (error.kind === 'not_found' || error.providerCode === LEMONWAY_TRANSACTION_NOT_FOUND)) return null;
      throw error;
    }
  }
}
