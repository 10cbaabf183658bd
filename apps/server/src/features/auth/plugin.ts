import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthRepository } from './repository';
import { createAuthService, type AuthService } from './service';
import { createOAuthService, type OAuthService } from './oauth-service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    oauth: OAuthService;
  }
}

export const authServices = fp(
  async (app: FastifyInstance) => {
    const repository = createAuthRepository(app.db);
    const auth = createAuthService({
      codesPerAddressPerHour: app.deps.config.otpPerAddressPerHour,
      repository,
      users: app.users,
      tokens: app.tokens,
      mailer: app.mailer,
    });
    app.decorate('auth', auth);
    app.decorate(
      'oauth',
      createOAuthService({
        clients: app.deps.oidcClients,
        allowedOrigins: app.deps.allowedOrigins,
        repository,
        users: app.users,
        auth,
      }),
    );
  },
  { name: 'auth-services', dependencies: ['users-service'] },
);
