import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@platform/contract';
import { AUTH_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { metaOf } from '../../http/request-meta';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';
import { setDeviceCookie } from './known-devices';
import { clearSessionCookies, setSessionCookies } from './session.plugin';
import type { SessionsService } from './sessions.service';

export function registerAuthRoutes(app: FastifyInstance, deps: { auth: AuthService; users: UsersService; sessions: SessionsService; publicUrl: string }): void {
  const { auth, users, sessions, publicUrl } = deps;

  route(app, E.register, async (request, reply) => {
    const { tokens, deviceToken } = await auth.register(request.body, metaOf(request));
    setSessionCookies(reply, tokens, publicUrl);
    setDeviceCookie(reply, deviceToken, publicUrl);
    const session = (await sessions.resolve(tokens.accessToken))!;
    return reply.status(201).send(await users.getDetails(session, tokens.accessToken));
  });

  route(app, E.login, async (request, reply) => {
    const { tokens, twoStepRequired, deviceToken } = await auth.login(request.body, metaOf(request));
    setSessionCookies(reply, tokens, publicUrl);
    if (deviceToken) setDeviceCookie(reply, deviceToken, publicUrl);
    return { twoStepRequired };
  });

  route(app, E.twoStepToken, async () => ({ status: 'PENDING' as const }));

  route(app, E.twoStepVerify, async (request, reply) => {
    const { tokens, deviceToken } = await auth.verifyTwoStep(request.session!, request.body.code, metaOf(request));
    setSessionCookies(reply, tokens, publicUrl);
    setDeviceCookie(reply, deviceToken, publicUrl);
    return reply.status(204).send(null);
  });

  route(app, E.logout, async (request, reply) => {
    await auth.logout(request.session, metaOf(request));
    clearSessionCookies(reply, publicUrl);
    return reply.status(204).send(null);
  });

  route(app, E.refreshToken, async (request, reply) => {
    const rotated = await sessions.rotate(request.cookies[REFRESH_TOKEN_COOKIE]);
    if (!rotated || 'reused' in rotated) {
      clearSessionCookies(reply, publicUrl);
      throw new AppError('UNAUTHORIZED', 'The session has ended');
    }
    setSessionCookies(reply, rotated, publicUrl);
    return { tokenExpiresInSeconds: sessions.secondsLeft(rotated.accessExpiresAt) };
  });

  route(app, E.isJwtValid, async (request) => sessions.isJwtValid(request.params.jwt));

  route(app, E.forgotPassword, async (request, reply) => {
    await auth.forgotPassword(request.body, metaOf(request));
    return reply.status(204).send(null);
  });

  route(app, E.checkResetPasswordToken, async (request) => ({
    status: (await auth.isResetTokenValid(request.params.token)) ? ('SUCCESS' as const) : ('INVALID' as const),
  }));

  route(app, E.resetPassword, async (request, reply) => {
    await auth.resetPassword(request.body, metaOf(request));
    return reply.status(204).send(null);
  });

  route(app, E.userDetails, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return users.getDetails(request.session!, request.cookies[ACCESS_TOKEN_COOKIE]!);
  });

  // Spec section 7: the steps on their own (the same values as in the user data).
  route(app, E.registrationStep, async (request) => {
    const details = await users.getDetails(request.session!, request.cookies[ACCESS_TOKEN_COOKIE]!);
    return details.registrationStep;
  });
  route(app, E.verificationStep, async (request) => {
    const details = await users.getDetails(request.session!, request.cookies[ACCESS_TOKEN_COOKIE]!);
    return details.verificationStep;
  });

  route(app, E.changePassword, async (request, reply) => {
    await auth.changePassword(request.session!, request.body, metaOf(request));
    return reply.status(204).send(null);
  });

  route(app, E.changeLocale, async (request, reply) => {
    await auth.setLocale(request.viewer!.id, request.body.locale);
    return reply.status(204).send(null);
  });

  route(app, E.twoStepSetup, async (request) => auth.setupTwoStep(request.session!));

  route(app, E.twoStepEnable, async (request) => ({ recoveryCodes: await auth.enableTwoStep(request.session!, request.body.code, metaOf(request)) }));

  route(app, E.twoStepDisable, async (request, reply) => {
    await auth.disableTwoStep(request.session!, request.body, metaOf(request));
    return reply.status(204).send(null);
  });
}
