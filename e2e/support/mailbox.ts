/**
 * Reads the dev mailbox as an operator: reset links and confirmation codes are hidden from
 * everyone else (decision 0020). Logs in through the API once per suite and keeps the cookies.
 */
import { AUTH_API } from '@platform/contract';
import { DEMO_PASSWORD } from './session';
import type { Suite } from './suite';

export interface MailboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

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

/** The emails to `to`, newest first, secrets included. */
export async function readMailbox(suite: Suite, to: string): Promise<MailboxEmail[]> {
  if (!operatorCookies.has(suite)) operatorCookies.set(suite, logInOperator(suite));
  const cookie = await operatorCookies.get(suite)!;
  const response = await suite.fetch(`${AUTH_API.devMailbox}?to=${encodeURIComponent(to)}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`dev mailbox answered ${response.status}`);
  return ((await response.json()) as { emails: MailboxEmail[] }).emails;
}
