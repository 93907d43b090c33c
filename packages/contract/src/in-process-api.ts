import type { Locale } from './locales';

/** How server-rendered loaders call the API in the same process (the server passes it in the load context). */
export interface InProcessApiResponse {
  status: number;
  data: unknown;
  setCookies: string[];
  /** Response headers (e.g. retry-after), names in lower case. */
  headers?: Record<string, string>;
}

export interface InProcessApi {
  request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, init?: { body?: unknown; locale?: Locale }): Promise<InProcessApiResponse>;
}

/**
 * Configuration the browser may see (the server passes it in the load context; the root loader
 * puts it on `window.__ENV`). Public by nature only: the reCAPTCHA site key, never its secret.
 */
export interface PublicEnv {
  RECAPTCHA_SITE_KEY?: string;
}
