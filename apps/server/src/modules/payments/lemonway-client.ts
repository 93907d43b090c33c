/**
 * A client of Lemonway's Payment Account API v2 ("DirectKit REST", decision 0055), written against
 * Lemonway's public documentation as far as it is known here: an OAuth2 client-credentials token,
 * then JSON calls under `<api>/v2/...` with the bearer token and the PSU-IP-Address header. Amounts
 * are integer cents on both sides. Every path and field this module relies on is named in
 * LEMONWAY_PATHS and the types below, so a correction after the sandbox check is a one-line change.
 */

/** The calls used, relative to LEMONWAY_API_URL (e.g. https://sandbox-api.lemonway.fr/mb/<company>/dev/directkitrest). */
export const LEMONWAY_PATHS = {
  /** Relative to the API origin, unless LEMONWAY_OAUTH_URL names the token endpoint itself. */
  token: '/oauth/api/v1/oauth/token',
  createIndividualAccount: '/v2/accounts/individual',
  account: (accountId: string) => `/v2/accounts/${encodeURIComponent(accountId)}`,
  balances: (accountId: string) => `/v2/accounts/${encodeURIComponent(accountId)}/balances`,
  createVirtualIban: '/v2/moneyins/bankwire/iban/create',
  registerIban: '/v2/moneyouts/iban/extended',
  moneyOut: '/v2/moneyouts',
  moneyIn: (transactionId: string) => `/v2/moneyins?transactionId=${encodeURIComponent(transactionId)}`,
  moneyOutById: (transactionId: string) => `/v2/moneyouts?transactionId=${encodeURIComponent(transactionId)}`,
} as const;

/** Lemonway's transaction status codes as used here: 3 done, 4 failed; 0 and 16 still pending. */
export const LEMONWAY_STATUS = { pending: 0, success: 3, error: 4, waitingValidation: 16 } as const;

/** Lemonway's error code for "an account with this id exists already" (create is then looked up instead). */
export const LEMONWAY_ACCOUNT_EXISTS = 152;

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
}

/** A money-in or money-out as Lemonway reports it (the fields used here). */
export interface LemonwayTransaction {
  id: number | string;
  status: number;
  /** The wallet credited (money-in) or debited (money-out). */
  receiverAccountId?: string;
  senderAccountId?: string;
  creditAmount?: number;
  debitAmount?: number;
  comment?: string;
  /** Unix seconds. */
  date?: number;
  /** The payer of a wire, when Lemonway sends it. */
  senderName?: string;
  senderIban?: string;
  reference?: string;
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
      if (name === 'TimeoutError' || name === 'AbortError') throw new PaymentProviderError('timeout', `lemonway did not answer ${new URL(url).pathname} in time`);
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
    if (!body || typeof body.access_token !== 'string' || body.access_token === '') throw new PaymentProviderError('malformed', 'lemonway token answer has no access_token');
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
      if (response.ok) return json as T;
      const error = (json as ErrorBody | null)?.error;
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
  async createIndividualAccount(person: LemonwayIndividual): Promise<{ id: string }> {
    const body = await this.request<{ account?: { id?: string } }>('POST', LEMONWAY_PATHS.createIndividualAccount, {
      accountId: person.accountId,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      // A beneficiary of payments as much as a payer: the wallet receives deposits and repayments.
      payerOrBeneficiary: 2,
      isDebtor: false,
      isOneTimeCustomer: false,
      isTechWallet: false,
    });
    if (!body?.account?.id) throw new PaymentProviderError('malformed', 'lemonway created an account without an id');
    return { id: body.account.id };
  }

  async getAccount(accountId: string): Promise<{ id: string; balance?: number; status?: number }> {
    const body = await this.request<{ account?: { id?: string; balance?: number; status?: number } }>('GET', LEMONWAY_PATHS.account(accountId));
    if (!body?.account?.id) throw new PaymentProviderError('malformed', 'lemonway answered an account without an id');
    return { id: body.account.id, balance: body.account.balance, status: body.account.status };
  }

  /** The wallet's balance in cents. */
  async balance(accountId: string): Promise<number> {
    const body = await this.request<{ balance?: number; account?: { balance?: number } }>('GET', LEMONWAY_PATHS.balances(accountId));
    const cents = body?.balance ?? body?.account?.balance;
    if (typeof cents !== 'number' || !Number.isInteger(cents)) throw new PaymentProviderError('malformed', 'lemonway answered a balance that is not integer cents');
    return cents;
  }

  /** A dedicated (virtual) IBAN for wires into the wallet. */
  async createVirtualIban(accountId: string): Promise<{ id: number | string; iban: string; bic?: string; holder?: string }> {
    const body = await this.request<{ id?: number | string; iban?: string; bic?: string; holder?: string; status?: number }>('POST', LEMONWAY_PATHS.createVirtualIban, {
      wallet: accountId,
      ignoreIfExists: true,
    });
    if (!body?.iban || body.id === undefined) throw new PaymentProviderError('malformed', 'lemonway created a virtual IBAN without iban or id');
    return { id: body.id, iban: body.iban.replace(/\s+/g, '').toUpperCase(), bic: body.bic, holder: body.holder };
  }

  /** Registers the outgoing IBAN on the wallet (a money-out goes only to a registered one). */
  async registerIban(accountId: string, holder: string, iban: string): Promise<{ id: number }> {
    const body = await this.request<{ id?: number; status?: number }>('POST', LEMONWAY_PATHS.registerIban, {
      accountId,
      holder,
      iban: iban.replace(/\s+/g, '').toUpperCase(),
    });
    if (typeof body?.id !== 'number') throw new PaymentProviderError('malformed', 'lemonway registered an IBAN without an id');
    return { id: body.id };
  }

  async moneyOut(order: { accountId: string; bankAccountId: number; amountCents: number; comment: string }): Promise<LemonwayTransaction> {
    const body = await this.request<{ transaction?: LemonwayTransaction }>('POST', LEMONWAY_PATHS.moneyOut, {
      accountId: order.accountId,
      bankAccountId: order.bankAccountId,
      amountTotal: order.amountCents,
      comment: order.comment,
      autoCommission: false,
    });
    if (!body?.transaction || body.transaction.id === undefined) throw new PaymentProviderError('malformed', 'lemonway answered a money-out without a transaction');
    return body.transaction;
  }

  /** A transaction by id, or null when Lemonway has none (404 or an empty list). */
  async transaction(kind: 'moneyIn' | 'moneyOut', transactionId: string): Promise<LemonwayTransaction | null> {
    const path = kind === 'moneyIn' ? LEMONWAY_PATHS.moneyIn(transactionId) : LEMONWAY_PATHS.moneyOutById(transactionId);
    try {
      const body = await this.request<{ transactions?: { value?: LemonwayTransaction[] } }>('GET', path);
      const found = body?.transactions?.value?.find((t) => String(t.id) === transactionId);
      return found ?? null;
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}
