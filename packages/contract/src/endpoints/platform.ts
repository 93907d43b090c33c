import { z } from 'zod';
import { translationsQuerySchema, translationsSchema } from '../api';
import { defineEndpoint } from '../endpoint';

/** Page texts per namespace (decision 0026). */
export const TRANSLATIONS_ENDPOINTS = {
  translations: defineEndpoint({
    method: 'GET',
    path: '/api/get/translations',
    query: translationsQuerySchema,
    response: { 200: translationsSchema },
    access: 'public',
  }),
} as const;

/** The maintenance switch (spec section 8). */
export const MAINTENANCE_ENDPOINTS = {
  check: defineEndpoint({ method: 'GET', path: '/api/get/check-maintenance', response: { 200: z.boolean() }, access: 'public' }),
  /** Not a session call: the operator CLI proves itself with its token, from loopback only. */
  set: defineEndpoint({
    method: 'POST',
    path: '/api/internal/maintenance',
    body: z.object({ enabled: z.boolean() }),
    response: { 200: z.object({ enabled: z.boolean() }) },
    access: 'public',
  }),
} as const;

/** For the process supervisor and the load balancer: alive, and ready (database reachable, migrations applied). */
export const HEALTH_ENDPOINTS = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: { 200: z.object({ status: z.literal('ok') }) }, access: 'public' }),
  ready: defineEndpoint({ method: 'GET', path: '/api/ready', response: { 200: z.object({ status: z.literal('ready') }) }, access: 'public' }),
} as const;
