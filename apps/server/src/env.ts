import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicEnv } from '@platform/contract';
import { z } from 'zod';

/**
 * The one place that reads process.env. Parsed with zod at start-up; bad configuration stops
 * start-up with a message naming the variable and the reason.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise: a fresh clone is not reachable from the network (decision 0020). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as https://invest.example.com').optional(),
  /** Other origins the app is reached at; e-mail and KYC links follow the request only to these (decision 0042). */
  PUBLIC_URL_ALIASES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs such as https://www.invest.example.com' })))
    .default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Greenvest <no-reply@greenvest.local>'),
  CONNECTPAY_API_KEY: z.string().min(1).optional(),
  CONNECTPAY_WEBHOOK_SECRET: z.string().min(16).optional(),
  LEMONWAY_API_KEY: z.string().min(1).optional(),
  /** A real payment provider runs only with its API URL, key and webhook secret; otherwise its sandbox. */
  CONNECTPAY_API_URL: z.url().optional(),
  LEMONWAY_API_URL: z.url().optional(),
  LEMONWAY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Lemonway's OAuth2 token endpoint when it is not `<origin of LEMONWAY_API_URL>/oauth/api/v1/oauth/token` (decision 0055). */
  LEMONWAY_OAUTH_URL: z.url().optional(),
  /** The IP sent to Lemonway as PSU-IP-Address on server-side calls (the platform's public address; decision 0055). */
  LEMONWAY_PSU_IP: z.string().min(3).max(45).optional(),
  KYC_API_KEY: z.string().min(1).optional(),
  KYC_API_URL: z.url().optional(),
  KYC_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Which real identity provider KYC_API_URL is: 'veriff' (decision 0056; KYC_API_KEY is its API key,
   * KYC_WEBHOOK_SECRET its shared secret key). Without it a KYC_API_URL means the generic skeleton.
   */
  KYC_PROVIDER: z.enum(['veriff']).optional(),
  /**
   * Sandboxes (payment and KYC providers, the dev mailbox, demo accounts): on by default only for
   * the embedded database; anywhere else they run only when explicitly enabled (decision 0020).
   */
  SANDBOX: z.enum(['true', 'false']).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Where the server checks reCAPTCHA tokens: Google's siteverify; tests point it at a stub (decision 0023). */
  RECAPTCHA_VERIFY_URL: z.url('must be an absolute URL').default('https://www.google.com/recaptcha/api/siteverify'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** How long a guest's page or public list is reused (0 turns the cache off; decision 0029). */
  GUEST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Bearer token that reads GET /metrics from anywhere; unset, /metrics answers only this machine (decision 0051). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long closing may take after the drain (requests in flight, outbox, jobs, database) before the process exits 1 (decision 0051). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long /api/ready answers 503 while still serving before closing, for a load balancer to stop sending (decision 0051). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Where uploaded and generated files live: local disk under DATA_DIR/files (one instance), or an S3-compatible bucket (decision 0049). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The bucket (must exist; objects stay private). Required with STORAGE_DRIVER=s3. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The bucket's region; S3-compatible servers usually accept any. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, Ceph, another cloud); absent for AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' }).optional(),
  /** Access key of an account that may read, write and delete objects in S3_BUCKET. Required with STORAGE_DRIVER=s3. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** Its secret. Required with STORAGE_DRIVER=s3. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true: the bucket goes in the path (http://host/bucket/key), as most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Put before every object name, so one bucket can hold several environments (for example staging/). */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]{1,200}$/, 'may hold only letters, digits and . _ / -')
    .optional(),
  /** Encryption at rest asked of the server for every object: AES256 (S3-managed keys) or aws:kms (the account's KMS key). */
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

/** Every variable the schema reads; .env.example documents exactly these (env-example.test.ts). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof RawEnv)[];

export interface AppConfig extends Omit<RawEnv, 'SESSION_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  SESSION_SECRET: string;
  PUBLIC_URL: string;
  /** True when no DATABASE_URL is set: PGlite under DATA_DIR. */
  isEmbedded: boolean;
  /** SANDBOX as a boolean: sandbox providers, dev mailbox and demo data may run. */
  sandbox: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment. Never reads process.env itself: callers pass it, tests pass objects. */
export function parseEnv(source: Record<string, string | undefined>): RawEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  return result.data;
}

/**
 * Full configuration. In the embedded default a missing SESSION_SECRET is generated once and kept
 * in DATA_DIR/session-secret so sessions survive restarts; with DATABASE_URL (a real deployment,
 * possibly several instances) it must be given.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const raw = parseEnv(source);
  const dataDir = path.resolve(raw.DATA_DIR);
  const isEmbedded = !raw.DATABASE_URL;
  let secret = raw.SESSION_SECRET;
  if (!secret) {
    if (!isEmbedded) throw new ConfigError(['SESSION_SECRET: required when DATABASE_URL is set (all instances must share it)']);
    secret = readOrCreateSecret(dataDir);
  }
  const config: AppConfig = {
    ...raw,
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    isEmbedded,
    sandbox: raw.SANDBOX ? raw.SANDBOX === 'true' : isEmbedded,
  };
  return config;
}

/**
 * Configuration for a server that will serve requests: loadConfig plus the deployment checks
 * (sandbox or real providers, reCAPTCHA whole). Tools that only reach the database (the
 * maintenance CLI) use loadConfig alone.
 */
export function loadServerConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const config = loadConfig(source);
  const problems = deploymentProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Demo accounts and loans: only with the sandbox (SEED_DEMO=auto: on the embedded database). */
export function shouldSeedDemo(config: AppConfig): boolean {
  if (!config.sandbox) return false;
  return config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && config.isEmbedded);
}

/**
 * The configuration the browser may see, delivered by the root loader (decision 0023). Only values
 * that are public by nature belong here: never a secret key.
 */
export function getPublicEnv(config: AppConfig): PublicEnv {
  return config.RECAPTCHA_SITE_KEY ? { RECAPTCHA_SITE_KEY: config.RECAPTCHA_SITE_KEY } : {};
}

/** The dev mailbox shows what the outbox holds: only in the embedded demo mode without real email delivery. */
export function isDevMailboxOn(config: AppConfig): boolean {
  return config.sandbox && config.isEmbedded && !config.SMTP_URL;
}

/**
 * Providers whose real adapter is still a skeleton (not verified against the provider's API). A
 * start without the sandbox refuses to use them: a skeleton must never stand between investors and
 * their money or identity. Empty this list entry by entry as the real adapters land.
 */
export const SKELETON_PROVIDERS: readonly {
  name: string;
  variable: keyof RawEnv;
  /** Set, this variable names a real adapter instead. */ realWith?: keyof RawEnv;
}[] = [
  { name: 'connectPay payments', variable: 'CONNECTPAY_API_URL' },
  { name: 'identity verification (KYC)', variable: 'KYC_API_URL', realWith: 'KYC_PROVIDER' },
  /** Checked against Lemonway's documentation but not usable yet: accounts need the KYC nationality, a cancelled money-out's status is undocumented (decision 0055). */
  { name: 'lemonway payments', variable: 'LEMONWAY_API_URL' },
];

/** What the configuration lacks to start as configured; each line names the variable. */
export function deploymentProblems(config: AppConfig, skeletons = SKELETON_PROVIDERS): string[] {
  const problems: string[] = [];
  problems.push(...storageProblems(config));
  if (config.RECAPTCHA_SECRET_KEY && !config.RECAPTCHA_SITE_KEY) {
    problems.push('RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET_KEY is set (reCAPTCHA would refuse every login and registration)');
  }
  if (config.RECAPTCHA_SITE_KEY && !config.RECAPTCHA_SECRET_KEY) {
    problems.push('RECAPTCHA_SECRET_KEY: required when RECAPTCHA_SITE_KEY is set (the server could not verify the tokens)');
  }
  // A named identity provider runs even beside the sandbox (a staging set-up): it must be whole (decision 0056).
  if (config.KYC_PROVIDER) {
    for (const variable of ['KYC_API_URL', 'KYC_API_KEY', 'KYC_WEBHOOK_SECRET'] as const) {
      if (!config[variable])
        problems.push(`${variable}: required when KYC_PROVIDER is set (the ${config.KYC_PROVIDER} adapter needs its API URL, API key and shared secret)`);
    }
  }
  if (config.sandbox) return problems;
  if (config.KYC_PROVIDER && config.KYC_API_URL && !config.KYC_API_URL.startsWith('https://')) {
    problems.push('KYC_API_URL: must be https:// without SANDBOX=true (the API key travels with every request)');
  }
  if (config.SEED_DEMO === 'always') problems.push('SEED_DEMO: demo accounts need SANDBOX=true');
  if (config.RECAPTCHA_SECRET_KEY && !config.RECAPTCHA_VERIFY_URL.startsWith('https://')) {
    problems.push('RECAPTCHA_VERIFY_URL: must be https:// without SANDBOX=true (the secret key travels with every check)');
  }
  const required: [keyof RawEnv, string][] = [
    ['CONNECTPAY_API_URL', 'the connectPay API'],
    ['CONNECTPAY_API_KEY', 'the connectPay API'],
    ['CONNECTPAY_WEBHOOK_SECRET', 'connectPay webhooks'],
    ['LEMONWAY_API_URL', 'the lemonway API'],
    ['LEMONWAY_API_KEY', 'the lemonway API'],
    ['LEMONWAY_WEBHOOK_SECRET', 'lemonway webhooks'],
    ['KYC_API_URL', 'the identity-verification provider'],
    ['KYC_API_KEY', 'the identity-verification provider'],
    ['KYC_WEBHOOK_SECRET', 'identity-verification webhooks'],
    ['SMTP_URL', 'sending emails (the dev mailbox exists only in the sandbox)'],
  ];
  for (const [variable, purpose] of required) {
    if (!config[variable]) problems.push(`${variable}: required without SANDBOX=true (${purpose})`);
  }
  for (const skeleton of skeletons) {
    if (config[skeleton.variable] && !(skeleton.realWith && config[skeleton.realWith])) {
      problems.push(`${skeleton.variable}: the ${skeleton.name} adapter is only a skeleton in this version; run with SANDBOX=true until it is implemented`);
    }
  }
  return problems;
}

/** What STORAGE_DRIVER=s3 lacks, each line naming the variable; checked with or without the sandbox (decision 0049). */
export function storageProblems(config: Pick<RawEnv, 'STORAGE_DRIVER' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): string[] {
  if (config.STORAGE_DRIVER !== 's3') return [];
  const required: ['S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string][] = [
    ['S3_BUCKET', 'the bucket that holds the files'],
    ['S3_ACCESS_KEY_ID', 'the account that reads and writes the bucket'],
    ['S3_SECRET_ACCESS_KEY', 'the account that reads and writes the bucket'],
  ];
  return required.filter(([variable]) => !config[variable]).map(([variable, purpose]) => `${variable}: required with STORAGE_DRIVER=s3 (${purpose})`);
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
