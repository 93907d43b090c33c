/**
 * reCAPTCHA without Google (decision 0023). The server's verifier is pointed at a local HTTP stub
 * (RECAPTCHA_VERIFY_URL) that checks the secret and reads the action out of the token; in the
 * browser, Google's script URLs are answered by a stub `grecaptcha` through `page.route`, so the
 * platform's own client code loads the script, waits for `ready` and calls `execute`. The stub
 * loads the way Google's does: api.js from www.google.com loads a release script from
 * www.gstatic.com (without the page's nonce), which adds the invisible anchor iframe from
 * www.google.com. The page's CSP must allow all three, as it must for the real thing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

export const STUB_SITE_KEY = 'e2e-recaptcha-site-key';
export const STUB_SECRET_KEY = 'e2e-recaptcha-secret-key-never-in-a-page';

const TOKEN_PREFIX = 'stub-token';

/** A token as the browser stub makes it: the verifier reads the action back out of it. */
export function stubToken(action: string): string {
  return `${TOKEN_PREFIX}.${action}.${Math.random().toString(36).slice(2)}`;
}

export interface VerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  /** What the stub answered. */
  success: boolean;
  action: string | null;
}

export interface StubVerifier {
  url: string;
  calls: VerifyCall[];
  /** While true every token is refused (Google's answer for a bot). */
  refuse: boolean;
  close(): Promise<void>;
}

/** Google's siteverify as a local stub: success only for the right secret and a stub token. */
export async function startStubVerifier(secret = STUB_SECRET_KEY): Promise<StubVerifier> {
  const calls: VerifyCall[] = [];
  const stub: StubVerifier = { url: '', calls, refuse: false, close: async () => {} };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response');
      const parts = token?.split('.') ?? [];
      const action = parts.length === 3 && parts[0] === TOKEN_PREFIX ? parts[1] : null;
      const success = request.method === 'POST' && form.get('secret') === secret && action !== null && !stub.refuse;
      calls.push({ secret: form.get('secret'), response: token, remoteip: form.get('remoteip'), success, action });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(success ? { success, score: 0.9, action } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}

/** api.js: defines `grecaptcha` at once (ready queues) and loads the release script, as Google's does. */
const API_JS = `(function () {
  var key = new URL(document.currentScript.src).searchParams.get('render');
  var waiting = [];
  var isReady = false;
  window.__grecaptchaStub = { key: key, markReady: function () { isReady = true; waiting.splice(0).forEach(function (cb) { cb(); }); } };
  window.grecaptcha = {
    ready: function (cb) { if (isReady) cb(); else waiting.push(cb); },
    execute: function () { return Promise.reject(new Error('reCAPTCHA not loaded')); }
  };
  var release = document.createElement('script');
  release.src = 'https://www.gstatic.com/recaptcha/releases/e2e-stub/recaptcha__en.js';
  document.head.appendChild(release);
})();`;

/** The release script: execute() for the rendered key, ready once the anchor iframe loaded. */
const RELEASE_JS = `(function () {
  var stub = window.__grecaptchaStub;
  window.grecaptcha.execute = function (siteKey, options) {
    if (siteKey !== stub.key) return Promise.reject(new Error('Invalid site key'));
    return Promise.resolve('${TOKEN_PREFIX}.' + options.action + '.' + Math.random().toString(36).slice(2));
  };
  var frame = document.createElement('iframe');
  frame.title = 'reCAPTCHA';
  frame.style.display = 'none';
  frame.addEventListener('load', stub.markReady);
  frame.src = 'https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(stub.key);
  document.body.appendChild(frame);
})();`;

export interface GoogleStub {
  /** Every URL the page asked of Google, in order. */
  requests: string[];
}

/** Answers the page's requests to Google's reCAPTCHA hosts with the stub; anything else of theirs fails. */
export async function routeRecaptchaToStub(page: Page, options: { failScript?: boolean } = {}): Promise<GoogleStub> {
  const stub: GoogleStub = { requests: [] };
  const answer = async (route: import('playwright-core').Route) => {
    const url = new URL(route.request().url());
    stub.requests.push(url.href);
    if (options.failScript) return route.abort('connectionrefused');
    if (url.href.startsWith('https://www.google.com/recaptcha/api.js')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: API_JS });
    }
    if (url.href.startsWith('https://www.gstatic.com/recaptcha/releases/')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: RELEASE_JS });
    }
    if (url.href.startsWith('https://www.google.com/recaptcha/api2/anchor')) {
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>reCAPTCHA</title>' });
    }
    return route.abort('blockedbyclient');
  };
  await page.route('https://www.google.com/**', answer);
  await page.route('https://www.gstatic.com/**', answer);
  await page.route('https://recaptcha.google.com/**', answer);
  return stub;
}
