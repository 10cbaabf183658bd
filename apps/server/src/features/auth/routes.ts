import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRequestOtpRequest, ZRequestOtpResponse } from '@irreplaceable/contracts/auth/request-otp';
import { ZVerifyOtpRequest, ZVerifyOtpResponse } from '@irreplaceable/contracts/auth/verify-otp';
import {
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
} from '@irreplaceable/contracts/auth/refresh-token';
import { ZLogoutRequest } from '@irreplaceable/contracts/auth/logout';
import { ZAdminSessionResponse } from '@irreplaceable/contracts/auth/admin-session';
import {
  ZOAuthAuthorizeQuery,
  ZOAuthAuthorizeResponse,
  ZOAuthCallbackRequest,
  ZOAuthCallbackResponse,
  ZOAuthProvider,
} from '@irreplaceable/contracts/auth/oauth';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';

const SENT_MESSAGE = {
  en: 'OTP sent successfully, check your email',
  zh: '验证码已发送，请查收邮件',
} as const;

export async function authRoutes(app: FastifyInstance) {
  /** Sign-in writes are limited harder than the API as a whole. */
  const strictLimit = {
    rateLimit: { max: app.deps.config.signInPerMinute, timeWindow: '1 minute' },
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    422: ZErrorResponse,
    429: ZErrorResponse,
  };
  const tags = ['auth'];

  api.post(
    '/auth/request-otp',
    {
      config: strictLimit,
      schema: { tags, body: ZRequestOtpRequest, response: { 200: ZRequestOtpResponse, ...errors } },
    },
    async (request) => {
      const { resendAfter } = await app.auth.requestCode(
        request.body.email,
        request.ip,
        request.language,
      );
      return { message: SENT_MESSAGE[request.language], resend_after: resendAfter };
    },
  );

  api.post(
    '/auth/verify-otp',
    {
      config: strictLimit,
      schema: { tags, body: ZVerifyOtpRequest, response: { 200: ZVerifyOtpResponse, ...errors } },
    },
    async (request) => app.auth.verifyCode({ ...request.body, language: request.language }),
  );

  api.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        body: ZRefreshTokenRequest,
        response: { 200: ZRefreshTokenResponse, ...errors },
      },
    },
    async (request) => app.auth.refresh(request.body.refresh_token),
  );

  api.post(
    '/auth/admin-session',
    {
      config: strictLimit,
      preHandler: app.requireAdmin,
      schema: { tags, response: { 200: ZAdminSessionResponse, ...errors } },
    },
    async (request) => app.auth.openAdminSession(request.currentUser!),
  );

  api.post(
    '/auth/logout',
    { schema: { tags, body: ZLogoutRequest.optional(), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.auth.logout(request.body?.refresh_token);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/auth/oauth/:provider/authorize',
    {
      config: strictLimit,
      schema: {
        tags,
        params: z.object({ provider: ZOAuthProvider }),
        querystring: ZOAuthAuthorizeQuery,
        response: { 200: ZOAuthAuthorizeResponse, 503: ZErrorResponse, ...errors },
      },
    },
    async (request) => ({
      authorization_url: await app.oauth.authorize(
        request.params.provider,
        request.query.redirect_uri,
        request.query.return_url,
      ),
    }),
  );

  api.post(
    '/auth/oauth/:provider/callback',
    {
      config: strictLimit,
      schema: {
        tags,
        params: z.object({ provider: ZOAuthProvider }),
        body: ZOAuthCallbackRequest,
        response: { 200: ZOAuthCallbackResponse, 503: ZErrorResponse, ...errors },
      },
    },
    async (request) => app.oauth.callback(request.params.provider, request.body, request.language),
  );
}
