import { defineEndpoint } from '../endpoint';
import {
  devSmsInboxQuerySchema,
  devSmsInboxResponseSchema,
  phoneCodeSentSchema,
  phoneConfirmBodySchema,
  phoneStartBodySchema,
  phoneStateSchema,
} from '../phone';

/**
 * Phone number confirmation by SMS code (issue 16, decision 0048). The state is readable in every
 * session (an operator acting as the user sees the numbers masked); sending and confirming are the
 * person's own acts, refused to read-only and impersonated sessions (the session plugin's default).
 */
export const PHONE_ENDPOINTS = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/user/phone',
    response: { 200: phoneStateSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  /** Sends a code to a new number (the number waiting before is dropped). 429 while the resend timer runs. */
  start: defineEndpoint({
    method: 'POST',
    path: '/api/user/phone/start',
    body: phoneStartBodySchema,
    response: { 200: phoneCodeSentSchema },
    access: 'user',
  }),
  /** A new code to the waiting number; 429 with Retry-After while the timer runs, 404 when no number waits. */
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/user/phone/resend',
    response: { 200: phoneCodeSentSchema },
    access: 'user',
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/user/phone/confirm',
    body: phoneConfirmBodySchema,
    response: { 200: phoneStateSchema },
    access: 'user',
  }),
  /** The sandbox's SMS (dev inbox): 404 outside the embedded demo mode or from another machine; texts to operators only. */
  devInbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/sms',
    query: devSmsInboxQuerySchema,
    response: { 200: devSmsInboxResponseSchema },
    access: 'public',
  }),
} as const;
