import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authReply,
  emailOnlyRequest,
  loginRequest,
  okReply,
  profileReply,
  registerReply,
  registerRequest,
  resetPasswordRequest,
  verifyEmailRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as auth from './service';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const meta = (request: { ip: string; headers: { 'user-agent'?: string; 'accept-language'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    acceptLanguage: request.headers['accept-language'],
  });

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Register an account',
        body: registerRequest,
        response: { 201: registerReply },
      },
    },
    async (request, reply) => {
      const result = await auth.register(ctx, request.body, meta(request));
      return reply.status(201).send({ success: true, email: result.email });
    },
  );

  app.post(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Verify an email address with its code',
        body: verifyEmailRequest,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await auth.verifyEmail(ctx, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/resend-verification',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Send the verification code again',
        body: emailOnlyRequest,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await auth.resendVerification(ctx, request.body.email, meta(request));
      return { success: true as const };
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimited: true, changesSessions: false },
      schema: {
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: { 200: authReply },
      },
    },
    async (request) => ({ success: true as const, ...(await auth.login(ctx, request.body, meta(request))) }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Sign out this session',
        response: { 200: okReply },
      },
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      await auth.logout(ctx, user, sessionId);
      return { success: true as const };
    },
  );

  app.get(
    '/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Read the signed-in user',
        response: { 200: profileReply },
      },
    },
    async (request) => ({ success: true as const, user: requireAuth(request).user }),
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Ask for a password reset code',
        body: emailOnlyRequest,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await auth.forgotPassword(ctx, request.body.email, meta(request));
      return { success: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Reset the password with a code',
        body: resetPasswordRequest,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body);
      return { success: true as const };
    },
  );
};
