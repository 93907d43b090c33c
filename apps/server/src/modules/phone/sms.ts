import { AppError } from '../../http/app-error';

/** One SMS: an E.164 number and a plain text. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Where SMS go (decision 0048). The phone service calls `send` inside the transaction that stores the
 * code, so a send that throws leaves no code behind. A real provider's adapter implements this; the
 * sandbox one keeps the messages in memory, read through the dev SMS inbox.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SandboxSms {
  id: number;
  to: string;
  text: string;
  createdAt: Date;
}

/** The last messages kept by the sandbox (older ones drop out). */
export const SANDBOX_SMS_KEPT = 200;

/**
 * The sandbox: nothing leaves the machine, the message is kept (newest last, at most
 * SANDBOX_SMS_KEPT) for the dev SMS inbox and the tests. The same service code runs as with a real
 * provider; only this last step differs.
 */
export interface SandboxSmsInbox extends SmsSender {
  /** Newest first; `to` an E.164 number. */
  list(options?: { to?: string; limit?: number }): SandboxSms[];
}

export function createSandboxSms(now: () => Date = () => new Date()): SandboxSmsInbox {
  const messages: SandboxSms[] = [];
  let nextId = 1;
  return {
    async send({ to, text }) {
      messages.push({ id: nextId++, to, text, createdAt: now() });
      if (messages.length > SANDBOX_SMS_KEPT) messages.splice(0, messages.length - SANDBOX_SMS_KEPT);
    },
    list({ to, limit = 50 } = {}) {
      return messages
        .filter((message) => to === undefined || message.to === to)
        .reverse()
        .slice(0, Math.min(Math.max(limit, 1), SANDBOX_SMS_KEPT));
    },
  };
}

/**
 * Without the sandbox there is no SMS provider in this version: asking for a code is refused with
 * 409 (nothing is stored), never a 5xx. Replace with the provider's adapter when one is chosen.
 */
export const unavailableSms: SmsSender = {
  async send() {
    throw new AppError('CONFLICT', 'No SMS provider is configured: phone numbers cannot be confirmed on this installation', { phone: ['sms_unavailable'] });
  },
};
