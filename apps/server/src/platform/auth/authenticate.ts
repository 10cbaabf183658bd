import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../errors/app-error';

export type CurrentUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the user when a valid token is present, and carries on without one. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: requires a signed-in administrator. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the bearer token when present; routes that need a user say so with `requireUser`. */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);

  async function loadUser(request: FastifyRequest): Promise<CurrentUser> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new AppError('unauthorized');
    const { userId } = await app.tokens.verifyAccessToken(token);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError('unauthorized');
    request.currentUser = user;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await loadUser(request);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    await loadUser(request).catch(() => undefined);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await loadUser(request);
    if (!user.isAdmin) throw new AppError('not_admin');
  });
});
