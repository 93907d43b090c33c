import { z } from 'zod';
import {
  changeLocaleBodySchema,
  changePasswordBodySchema,
  checkResetTokenResponseSchema,
  forgotPasswordBodySchema,
  jwtParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  refreshResponseSchema,
  registerBodySchema,
  registrationStepSchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
  twoStepDisableBodySchema,
  twoStepEnableBodySchema,
  twoStepEnableResponseSchema,
  twoStepSetupResponseSchema,
  userDataSchema,
  verificationStepSchema,
  verifyTwoStepBodySchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';

const noContent = { 204: z.null() };

/** Accounts, sessions and two-step login (issue 3). */
export const AUTH_ENDPOINTS = {
  register: defineEndpoint({ method: 'POST', path: '/api/security/register', body: registerBodySchema, response: { 201: userDataSchema }, access: 'public' }),
  login: defineEndpoint({ method: 'POST', path: '/api/security/login', body: loginBodySchema, response: { 200: loginResponseSchema }, access: 'public' }),
  /** Answers only while the login waits for its second step. */
  twoStepToken: defineEndpoint({
    method: 'GET',
    path: '/api/security/google/token',
    response: { 200: z.object({ status: z.literal('PENDING') }) },
    access: 'pendingTwoStep',
  }),
  twoStepVerify: defineEndpoint({
    method: 'POST',
    path: '/api/security/google/verify',
    body: verifyTwoStepBodySchema,
    response: noContent,
    access: 'pendingTwoStep',
  }),
  /** Ending the session must work for every session, read-only and impersonated included. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/security/logout',
    response: noContent,
    access: 'public',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/api/security/refresh-token',
    response: { 200: refreshResponseSchema },
    access: 'public',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  isJwtValid: defineEndpoint({ method: 'GET', path: '/api/get/is-jwt-valid/:jwt', params: jwtParamsSchema, response: { 200: z.boolean() }, access: 'public' }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/security/forgot-password',
    body: forgotPasswordBodySchema,
    response: noContent,
    access: 'public',
  }),
  checkResetPasswordToken: defineEndpoint({
    method: 'GET',
    path: '/api/security/check-reset-password-token/:token',
    params: resetTokenParamsSchema,
    response: { 200: checkResetTokenResponseSchema },
    access: 'public',
  }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/security/reset-password', body: resetPasswordBodySchema, response: noContent, access: 'public' }),
  userDetails: defineEndpoint({ method: 'GET', path: '/api/user/details', response: { 200: userDataSchema }, access: 'user' }),
  /** Spec section 7: the steps on their own (the same values as in the user data). */
  registrationStep: defineEndpoint({ method: 'GET', path: '/api/get/registration-step', response: { 200: registrationStepSchema }, access: 'user' }),
  verificationStep: defineEndpoint({ method: 'GET', path: '/api/get/verification-step', response: { 200: verificationStepSchema }, access: 'user' }),
  changePassword: defineEndpoint({ method: 'POST', path: '/api/user/change-password', body: changePasswordBodySchema, response: noContent, access: 'user' }),
  changeLocale: defineEndpoint({ method: 'POST', path: '/api/user/locale', body: changeLocaleBodySchema, response: noContent, access: 'user' }),
  twoStepSetup: defineEndpoint({ method: 'POST', path: '/api/security/google/setup', response: { 200: twoStepSetupResponseSchema }, access: 'user' }),
  twoStepEnable: defineEndpoint({
    method: 'POST',
    path: '/api/security/google/enable',
    body: twoStepEnableBodySchema,
    response: { 200: twoStepEnableResponseSchema },
    access: 'user',
  }),
  twoStepDisable: defineEndpoint({ method: 'POST', path: '/api/security/google/disable', body: twoStepDisableBodySchema, response: noContent, access: 'user' }),
} as const;
