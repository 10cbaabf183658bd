import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUser } from '@irreplaceable/contracts/users/user';
import { ZUpdateMeRequest } from '@irreplaceable/contracts/users/update-me';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { createUsersRepository } from './repository';
import { createUsersService, toUserResponse, type UsersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export const usersService = fp(
  async (app: FastifyInstance) => {
    app.decorate('users', createUsersService(createUsersRepository(app.db)));
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
