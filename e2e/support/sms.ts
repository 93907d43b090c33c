/**
 * Reads the dev SMS inbox (decision 0048) as an operator, like support/mailbox.ts reads the dev
 * mailbox: every sandbox SMS carries a code, shown to operators only.
 */
import { AUTH_API, DEV_SMS_API, type DevSmsInbox } from '@platform/contract';
import { DEMO_PASSWORD } from './session';
import type { Suite } from './suite';

const operatorCookies = new WeakMap<Suite, Promise<string>>();

async function logInOperator(suite: Suite): Promise<string> {
  const response = await suite.fetch(AUTH_API.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: suite.baseUrl },
    body: JSON.stringify({ email: 'operator@demo.invest', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`operator login answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The SMS to `to` (E.164), newest first, codes included. */
export async function readSms(suite: Suite, to: string): Promise<DevSmsInbox['messages']> {
  if (!operatorCookies.has(suite)) operatorCookies.set(suite, logInOperator(suite));
  const cookie = await operatorCookies.get(suite)!;
  const response = await suite.fetch(`${DEV_SMS_API}?to=${encodeURIComponent(to)}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`dev SMS inbox answered ${response.status}`);
  return ((await response.json()) as DevSmsInbox).messages;
}

/** The six-digit code of the newest SMS to `to`. */
export async function lastSmsCode(suite: Suite, to: string): Promise<string> {
  const [message] = await readSms(suite, to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code to ${to}`);
  return code;
}
