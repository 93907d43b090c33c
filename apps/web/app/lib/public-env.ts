import type { PublicEnv } from '@platform/contract';

/**
 * The inline script that puts the browser-safe configuration on `window.__ENV` before the client
 * code runs (read by features/auth/recaptcha.ts). `<` is escaped so that no value can close the
 * script element.
 */
export function publicEnvScript(env: PublicEnv): string {
  return `window.__ENV = ${JSON.stringify(env).replace(/</g, '\\u003c')};`;
}
