import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewsRepository, type NewsRepository } from './repository';
import { createNewsService, type NewsService } from './service';
import { createNewsAdminService, type NewsAdminService } from './admin-service';
import { createImageUploads, type ImageUploads } from './image-uploads';
import { createShareImages, type ShareImages } from './share-images';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
    newsAdmin: NewsAdminService;
    newsRepository: NewsRepository;
    newsImages: ImageUploads;
    newsShareImages: ShareImages;
  }
}

export const newsServices = fp(
  async (app: FastifyInstance) => {
    const repository = createNewsRepository(app.db);
    const urlOf = (key: string) => app.files.urlOf(key);
    app.decorate('newsRepository', repository);
    app.decorate('news', createNewsService({ repository, urlOf }));
    app.decorate(
      'newsAdmin',
      createNewsAdminService({
        repository,
        userExists: async (id) => (await app.users.findById(id)) !== undefined,
        urlOf,
      }),
    );
    app.decorate('newsImages', createImageUploads({ repository, files: app.files }));
    app.decorate('newsShareImages', createShareImages({ files: app.files }));
  },
  { name: 'news-services', dependencies: ['users-service'] },
);
