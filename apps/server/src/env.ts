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
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as https://invest.example.com').optional(),
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
  KYC_API_KEY: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Where the server checks reCAPTCHA tokens: Google's siteverify; tests point it at a stub (decision 0023). */
  RECAPTCHA_VERIFY_URL: z.url('must be an absolute URL').default('https://www.google.com/recaptcha/api/siteverify'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<RawEnv, 'SESSION_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  SESSION_SECRET: string;
  PUBLIC_URL: string;
  /** True when no DATABASE_URL is set: PGlite under DATA_DIR. */
  isEmbedded: boolean;
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
  return {
    ...raw,
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    isEmbedded,
  };
}

/**
 * The configuration the browser may see, delivered by the root loader (decision 0023). Only values
 * that are public by nature belong here: never a secret key.
 */
export function getPublicEnv(config: AppConfig): PublicEnv {
  return config.RECAPTCHA_SITE_KEY ? { RECAPTCHA_SITE_KEY: config.RECAPTCHA_SITE_KEY } : {};
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
