import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUser } from '@irreplaceable/contracts/users/user';
import { ZUpdateMeRequest } from '@irreplaceable/contracts/users/update-me';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { createUsersRepository } from './repository';
import { createUsersService, toUserResponse, type UsersService } from './service';
import { newsReadTags } from '../../platform/cache/news-read-tags';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export const usersService = fp(
  async (app: FastifyInstance) => {
    const users = createUsersService(createUsersRepository(app.db));
    app.decorate('users', {
      ...users,
      // A person's name and picture show on their comments and on the articles they wrote.
      async updateProfile(user, changes) {
        const updated = await users.updateProfile(user, changes);
        await app.readCache.invalidate([newsReadTags.board, newsReadTags.everyArticle]);
        return updated;
      },
    });
  },
  { name: 'users-service' },
);

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: ZErrorResponse, 422: ZErrorResponse };

  api.get(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], response: { 200: ZUser, ...errors } },
    },
    async (request) => toUserResponse(request.currentUser!),
  );

  api.patch(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], body: ZUpdateMeRequest, response: { 200: ZUser, ...errors } },
    },
    async (request) =>
      toUserResponse(await app.users.updateProfile(request.currentUser!, request.body)),
  );
}
