import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAnalysisAllowance,
  ZAnalysisHistoryQuery,
  ZAnalysisIdParams,
  ZAnalysisReadQuery,
  ZDeleteAnalysisResponse,
  ZStartAnalysisResponse,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { cleanFileName } from '@irreplaceable/contracts/common/file-name';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import {
  ZCvAnalysisResponse,
  ZCvHistoryResponse,
  ZRoleJobParams,
  ZRoleJobResponse,
  ZStartCvAnalysisFields,
  ZStartCvAnalysisJson,
} from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { AppError } from '../../platform/errors/app-error';

const FILE_FIELD = 'file';

/** A zod failure of the fields as the one error shape, naming the first bad field. */
function invalidField(error: { issues: { path: PropertyKey[] }[] }): AppError {
  return new AppError('validation_error', { field: String(error.issues[0]?.path[0] ?? 'input') });
}

/**
 * The multipart form: `file`, `mode` and `language` in any order. The file is read whole (at
 * most 10 MB, refused above that by the parser) before the fields are judged, so the answer
 * names every problem the same way whatever the order.
 */
async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { fileName: string | undefined; bytes: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== FILE_FIELD || file) {
        await part.toBuffer();
        throw new AppError('validation_error', { field: FILE_FIELD });
      }
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const parsed = ZStartCvAnalysisFields.safeParse(fields);
  if (!parsed.success) throw invalidField(parsed.error);
  if (!file) throw new AppError('validation_error', { field: FILE_FIELD });
  return { ...parsed.data, file };
}

/**
 * CV analysis (spec 000 sections 2 and 9; DESIGN.md section 8). Signed-in users only; another
 * user's analysis is simply not found.
 */
export async function cvAnalysisRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: CV_ANALYSIS.fileMaxBytes, files: 1, fields: 4, parts: 5 },
  });
  app.addHook('onRequest', app.requireUser);
  const tags = ['cv-analysis'];
  const errors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    409: ZErrorResponse,
    410: ZErrorResponse,
    413: ZErrorResponse,
    415: ZErrorResponse,
    422: ZErrorResponse,
    429: ZErrorResponse,
  };

  api.post(
    '/cv-analysis',
    {
      // Per person, not per address: an office or a campus shares one. The limit runs once the
      // user is known (preHandler), so a signed-out flood is refused by the sign-in check first.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
        },
        nulInBody: 'strip',
      },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Multipart with `file`, `mode` and `language` (any order), or JSON `{cv_text, mode, language}`.',
        response: { 200: ZStartAnalysisResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.currentUser!.id;
      if (request.isMultipart()) {
        const { file, mode, language } = await readForm(request);
        const row = await app.cvAnalysis.startFromFile({ userId, mode, language }, file);
        return { id: row.id, status: row.status };
      }
      const parsed = ZStartCvAnalysisJson.safeParse(request.body);
      if (!parsed.success) throw invalidField(parsed.error);
      const { cv_text, mode, language } = parsed.data;
      const row = await app.cvAnalysis.startFromText({ userId, mode, language }, cv_text);
      return { id: row.id, status: row.status };
    },
  );

  api.get(
    '/cv-analysis/allowance',
    { schema: { tags, response: { 200: ZAnalysisAllowance, ...errors } } },
    async (request) => app.personalAnalyses.allowance(request.currentUser!.id, 'cv'),
  );

  api.get(
    '/cv-analysis/history',
    {
      schema: {
        tags,
        querystring: ZAnalysisHistoryQuery,
        response: { 200: ZCvHistoryResponse, ...errors },
      },
    },
    async (request) =>
      app.cvAnalysis.history(
        request.currentUser!.id,
        request.query.page,
        request.query.page_size,
        request.language,
      ),
  );

  api.get(
    '/cv-analysis/:id',
    {
      schema: {
        tags,
        params: ZAnalysisIdParams,
        querystring: ZAnalysisReadQuery,
        response: { 200: ZCvAnalysisResponse, ...errors },
      },
    },
    async (request) =>
      app.cvAnalysis.read(request.currentUser!.id, request.params.id, request.query.lang),
  );

  api.delete(
    '/cv-analysis/:id',
    {
      schema: {
        tags,
        params: ZAnalysisIdParams,
        response: { 200: ZDeleteAnalysisResponse, ...errors },
      },
    },
    async (request) => {
      await app.personalAnalyses.remove(request.currentUser!.id, request.params.id, 'cv');
      return { deleted: true as const };
    },
  );

  // Answers with the file's own bytes, so its success is no JSON schema of ours.
  app.get<{ Params: { id: string } }>(
    '/cv-analysis/:id/file',
    { schema: { tags, params: ZAnalysisIdParams } },
    async (request, reply) => {
      const file = await app.cvAnalysis.file(request.currentUser!.id, request.params.id);
      // The owner's own file: never cached by anyone else, never run in the browser.
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(cleanFileName(file.fileName, 'cv'))}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .type(file.contentType)
        .send(file.body);
    },
  );

  api.post(
    '/cv-analysis/:id/roles/:code/job',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, params: ZRoleJobParams, response: { 200: ZRoleJobResponse, ...errors } },
    },
    async (request) =>
      app.cvAnalysis.roleJob(request.currentUser!.id, request.params.id, request.params.code),
  );
}
