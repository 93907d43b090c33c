/**
 * Per test file: one real server and one browser, started in beforeAll and closed in afterAll.
 * Journeys open a fresh browser context each (cookies and local storage do not leak between them).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './browser';
import { startServer, type TestServer } from './server';

export interface SuiteOptions {
  /** Extra server environment, computed in beforeAll (so it can name a stub started there). */
  env?: () => Record<string, string> | Promise<Record<string, string>>;
}

export interface Suite {
  readonly server: TestServer;
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A new context and page, scanned by axe on every navigation; closed after the file if the journey did not close it. */
  open(options?: BrowserContextOptions): Promise<OpenedPage>;
  /** A plain HTTP request to the server (no browser, no JavaScript). */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

export function useSuite(options: SuiteOptions = {}): Suite {
  let server: TestServer | null = null;
  let browser: Browser | null = null;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([(async () => startServer({ env: await options.env?.() }))(), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterAll(async () => {
    // Not p.close(): a journey that did not get to close its page has failed already; no last scan.
    await Promise.allSettled(opened.map((p) => p.context.close()));
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });

  const need = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what} is not running (beforeAll failed?)`);
    return value;
  };

  return {
    get server() {
      return need(server, 'server');
    },
    get baseUrl() {
      return need(server, 'server').baseUrl;
    },
    get browser() {
      return need(browser, 'browser');
    },
    async open(options) {
      const page = await openPage(need(browser, 'browser'), need(server, 'server').baseUrl, options);
      opened.push(page);
      return page;
    },
    fetch(pathname, init) {
      return fetch(new URL(pathname, need(server, 'server').baseUrl), { redirect: 'manual', ...init });
    },
  };
}

/** `expect.poll` with room for a slow machine (the default gives up after 1 s). */
export function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 50 });
}
