import {
  ACCESS_TOKEN_COOKIE,
  AUTH_API,
  changeLocaleBodySchema,
  changePasswordBodySchema,
  checkResetTokenResponseSchema,
  forgotPasswordBodySchema,
  jwtParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  REFRESH_TOKEN_COOKIE,
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
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { metaOf } from '../../http/request-meta';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';
import { setDeviceCookie } from './known-devices';
import { clearSessionCookies, setSessionCookies } from './session.plugin';
import type { SessionsService } from './sessions.service';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; users: UsersService; sessions: SessionsService; publicUrl: string },
): void {
  const { auth, users, sessions, publicUrl } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const noContent = { 204: z.null() };

  typed.post(
    AUTH_API.register,
    { config: { access: 'public' }, schema: { body: registerBodySchema, response: { 201: userDataSchema } } },
    async (request, reply) => {
      const { tokens, deviceToken } = await auth.register(request.body, metaOf(request));
      setSessionCookies(reply, tokens, publicUrl);
      setDeviceCookie(reply, deviceToken, publicUrl);
      const session = (await sessions.resolve(tokens.accessToken))!;
      return reply.status(201).send(await users.getDetails(session, tokens.accessToken));
    },
  );

  typed.post(
    AUTH_API.login,
    { config: { access: 'public' }, schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { tokens, twoStepRequired, deviceToken } = await auth.login(request.body, metaOf(request));
      setSessionCookies(reply, tokens, publicUrl);
      if (deviceToken) setDeviceCookie(reply, deviceToken, publicUrl);
      return { twoStepRequired };
    },
  );

  typed.get(AUTH_API.twoStepToken, { config: { access: 'pendingTwoStep' }, schema: { response: { 200: z.object({ status: z.literal('PENDING') }) } } }, async () => ({
    status: 'PENDING' as const,
  }));

  typed.post(
    AUTH_API.twoStepVerify,
    { config: { access: 'pendingTwoStep' }, schema: { body: verifyTwoStepBodySchema, response: noContent } },
    async (request, reply) => {
      const { tokens, deviceToken } = await auth.verifyTwoStep(request.session!, request.body.code, metaOf(request));
      setSessionCookies(reply, tokens, publicUrl);
      setDeviceCookie(reply, deviceToken, publicUrl);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    AUTH_API.logout,
    { config: { access: 'public', allowReadonly: true, allowImpersonation: true }, schema: { response: noContent } },
    async (request, reply) => {
      await auth.logout(request.session, metaOf(request));
      clearSessionCookies(reply, publicUrl);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    AUTH_API.refreshToken,
    { config: { access: 'public', allowReadonly: true, allowImpersonation: true }, schema: { response: { 200: refreshResponseSchema } } },
    async (request, reply) => {
      const rotated = await sessions.rotate(request.cookies[REFRESH_TOKEN_COOKIE]);
      if (!rotated || 'reused' in rotated) {
        clearSessionCookies(reply, publicUrl);
        throw new AppError('UNAUTHORIZED', 'The session has ended');
      }
      setSessionCookies(reply, rotated, publicUrl);
      return { tokenExpiresInSeconds: sessions.secondsLeft(rotated.accessExpiresAt) };
    },
  );

  typed.get('/api/get/is-jwt-valid/:jwt', { config: { access: 'public' }, schema: { params: jwtParamsSchema, response: { 200: z.boolean() } } }, async (request) =>
    sessions.isJwtValid(request.params.jwt),
  );

  typed.post(
    AUTH_API.forgotPassword,
    { config: { access: 'public' }, schema: { body: forgotPasswordBodySchema, response: noContent } },
    async (request, reply) => {
      await auth.forgotPassword(request.body, metaOf(request));
      return reply.status(204).send(null);
    },
  );

  typed.get(
    '/api/security/check-reset-password-token/:token',
    { config: { access: 'public' }, schema: { params: resetTokenParamsSchema, response: { 200: checkResetTokenResponseSchema } } },
    async (request) => ({ status: (await auth.isResetTokenValid(request.params.token)) ? ('SUCCESS' as const) : ('INVALID' as const) }),
  );

  typed.post(
    AUTH_API.resetPassword,
    { config: { access: 'public' }, schema: { body: resetPasswordBodySchema, response: noContent } },
    async (request, reply) => {
      await auth.resetPassword(request.body, metaOf(request));
      return reply.status(204).send(null);
    },
  );

  typed.get(AUTH_API.userDetails, { config: { access: 'user' }, schema: { response: { 200: userDataSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return users.getDetails(request.session!, request.cookies[ACCESS_TOKEN_COOKIE]!);
  });

  // Spec section 7: the steps on their own (the same values as in the user data).
  typed.get(AUTH_API.registrationStep, { config: { access: 'user' }, schema: { response: { 200: registrationStepSchema } } }, async (request) => {
    const details = await users.getDetails(request.session!, request.cookies[ACCESS_TOKEN_COOKIE]!);
    return details.registrationStep;
  });
  typed.get(AUTH_API.verificationStep, { config: { access: 'user' }, schema: { response: { 200: verificationStepSchema } } }, async (request) => {
    const details = await users.getDetails(request.session!, request.cookies[ACCESS_TOKEN_COOKIE]!);
    return details.verificationStep;
  });

  typed.post(
    AUTH_API.changePassword,
    { config: { access: 'user' }, schema: { body: changePasswordBodySchema, response: noContent } },
    async (request, reply) => {
      await auth.changePassword(request.session!, request.body, metaOf(request));
      return reply.status(204).send(null);
    },
  );

  typed.post(AUTH_API.changeLocale, { config: { access: 'user' }, schema: { body: changeLocaleBodySchema, response: noContent } }, async (request, reply) => {
    await auth.setLocale(request.viewer!.id, request.body.locale);
    return reply.status(204).send(null);
  });

  typed.post(AUTH_API.twoStepSetup, { config: { access: 'user' }, schema: { response: { 200: twoStepSetupResponseSchema } } }, async (request) =>
    auth.setupTwoStep(request.session!),
  );

  typed.post(
    AUTH_API.twoStepEnable,
    { config: { access: 'user' }, schema: { body: twoStepEnableBodySchema, response: { 200: twoStepEnableResponseSchema } } },
    async (request) => ({ recoveryCodes: await auth.enableTwoStep(request.session!, request.body.code, metaOf(request)) }),
  );

  typed.post(
    AUTH_API.twoStepDisable,
    { config: { access: 'user' }, schema: { body: twoStepDisableBodySchema, response: noContent } },
    async (request, reply) => {
      await auth.disableTwoStep(request.session!, request.body, metaOf(request));
      return reply.status(204).send(null);
    },
  );

}
