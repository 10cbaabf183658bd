import type { FastifyInstance } from 'fastify';
import type { TAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';
import type { TSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import type { TUploadImageResponse } from '@irreplaceable/contracts/news/admin-upload-image';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { bearer, signIn, uniqueEmail } from './factories';

/** The administrator every test app seeds (ADMIN_EMAILS defaults to admin@example.com). */
export const ADMIN_EMAIL = 'admin@example.com';

export async function signInAdmin(app: FastifyInstance): Promise<string> {
  return (await signIn(app, ADMIN_EMAIL, 'admin')).access_token;
}

/** A signed-in user with their token and profile. */
export async function signInUser(app: FastifyInstance, prefix = 'reader') {
  const { access_token: token } = await signIn(app, uniqueEmail(prefix));
  const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  return { token, user: me.json<TUser>() };
}

export function articleBody(overrides: Partial<TSaveNewsRequest> = {}): TSaveNewsRequest {
  return {
    title_en: 'Robots at the reception desk',
    title_zh: '前台的机器人',
    summary_en: 'What changes when the front desk talks back.',
    summary_zh: '当前台开始回答问题，会发生什么。',
    content_en: '<p>Receptionists now share the desk with software.</p>',
    content_zh: '<p>前台接待员如今与软件共用一张桌子。</p>',
    category: 'technology',
    tags: ['AI', 'work'],
    tags_zh: ['人工智能', '工作'],
    author: '',
    images: [],
    status: 'published',
    ...overrides,
  };
}

export async function createArticle(
  app: FastifyInstance,
  adminToken: string,
  overrides: Partial<TSaveNewsRequest> = {},
): Promise<TAdminNewsArticle> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: bearer(adminToken),
    payload: articleBody(overrides),
  });
  if (response.statusCode !== 200) throw new Error(`create article failed: ${response.body}`);
  return response.json<TAdminNewsArticle>();
}

/** A multipart/form-data body with one file, as a browser would send it. */
export function multipartFile(
  content: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const boundary = `----irreplaceable${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'image.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadImage(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  options: { filename?: string; contentType?: string } = {},
) {
  const { payload, headers } = multipartFile(content, options);
  return app.inject({
    method: 'POST',
    url: '/api/admin/news/images',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

export async function uploadedImage(app: FastifyInstance, token: string, content: Buffer) {
  const response = await uploadImage(app, token, content);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<TUploadImageResponse>();
}

/** A real 2×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0eNT6AAAAEUlEQVR4nGP4z8DwHwQZGBgAKO8E/BEdVaUAAAAASUVORK5CYII=',
  'base64',
);

export const SIMPLE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#1f3b57"/></svg>',
);
