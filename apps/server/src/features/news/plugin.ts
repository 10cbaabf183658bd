import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewsRepository, type NewsRepository } from './repository';
import { createNewsService, type NewsService } from './service';
import { createNewsAdminService, type NewsAdminService } from './admin-service';
import { createImageUploads, type ImageUploads } from './image-uploads';
import { createShareImages, type ShareImages } from './share-images';
import type { ReadCache } from '../../platform/cache/read-cache';
import { newsReadTags } from '../../platform/cache/news-read-tags';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
    newsAdmin: NewsAdminService;
    newsRepository: NewsRepository;
    newsImages: ImageUploads;
    newsShareImages: ShareImages;
  }
}

/** Admins' changes reach the public reads at once: each forgets the board and the article's reads. */
function invalidatingAdmin(admin: NewsAdminService, cache: ReadCache): NewsAdminService {
  const changed = async <T>(id: number, result: T) => {
    await cache.invalidate(newsReadTags.articleChanged(id));
    return result;
  };
  return {
    ...admin,
    create: async (body, adminId, options) => {
      const article = await admin.create(body, adminId, options);
      return changed(article.id, article);
    },
    update: async (id, body) => changed(id, await admin.update(id, body)),
    setStatus: async (id, status) => changed(id, await admin.setStatus(id, status)),
    remove: async (id) => changed(id, await admin.remove(id)),
  };
}

export const newsServices = fp(
  async (app: FastifyInstance) => {
    const repository = createNewsRepository(app.db);
    const urlOf = (key: string) => app.files.urlOf(key);
    app.decorate('newsRepository', repository);
    app.decorate('news', createNewsService({ repository, urlOf, cache: app.readCache }));
    const admin = createNewsAdminService({
      repository,
      userExists: async (id) => (await app.users.findById(id)) !== undefined,
      urlOf,
    });
    app.decorate('newsAdmin', invalidatingAdmin(admin, app.readCache));
    app.decorate('newsImages', createImageUploads({ repository, files: app.files }));
    app.decorate('newsShareImages', createShareImages({ files: app.files }));
  },
  { name: 'news-services', dependencies: ['users-service'] },
);
