import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewsRepository, type NewsRepository } from './repository';
import { createNewsService, type NewsService } from './service';
import { createNewsAdminService, type NewsAdminService } from './admin-service';
import { createImageUploads, type ImageUploads } from './image-uploads';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
    newsAdmin: NewsAdminService;
    newsRepository: NewsRepository;
    newsImages: ImageUploads;
  }
}

export const newsServices = fp(
  async (app: FastifyInstance) => {
    const repository = createNewsRepository(app.db);
    app.decorate('newsRepository', repository);
    app.decorate('news', createNewsService({ repository }));
    app.decorate(
      'newsAdmin',
      createNewsAdminService({
        repository,
        userExists: async (id) => (await app.users.findById(id)) !== undefined,
      }),
    );
    app.decorate('newsImages', createImageUploads({ repository, files: app.files }));
  },
  { name: 'news-services', dependencies: ['users-service'] },
);
