import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { fileNameFromText } from '@irreplaceable/contracts/common/file-name';
import { ZCvPdfRequest } from '@irreplaceable/contracts/cv/cv-document';
import {
  ZSaveCvRequest,
  ZSaveCvResponse,
  ZSavedCv,
  ZSavedCvListQuery,
  ZSavedCvListResponse,
  ZSavedCvParams,
} from '@irreplaceable/contracts/cv/saved-cv';
import { ZTailorCvRequest, ZTailorCvResponse } from '@irreplaceable/contracts/cv/tailor-cv';
import { ZImportCvResponse } from '@irreplaceable/contracts/cv/import-cv';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { AppError } from '../../platform/errors/app-error';
import { importCvFile } from './import-cv';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { renderCvPdf } from './cv-pdf';
import { createSavedCvs } from './saved-cvs';
import { createCvTailor } from './tailor';

/** A CV may carry a photo of up to 1 MB as base64, so its routes take more than the default body. */
const CV_BODY_LIMIT = 2 * 1024 * 1024;
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
  },
});

/** The CV editor's server side (spec 000 sections 3, 5 and 9): PDF export and saved copies. */
export async function cvRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const saved = createSavedCvs(app.db);
  const tailor = createCvTailor({
    db: app.db,
    knowledge: () => loadKnowledge(),
    now: app.deps.analysisClock ?? (() => new Date()),
    writer: app.deps.cvTailorWriter,
  });
  await app.register(multipart, {
    limits: { fileSize: CV_ANALYSIS.fileMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  app.addHook('onRequest', app.requireUser);
  const tags = ['cv-editor'];
  const errors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    413: ZErrorResponse,
    422: ZErrorResponse,
    429: ZErrorResponse,
    503: ZErrorResponse,
  };

  // Answers with the PDF's bytes, so its success is no JSON schema of ours.
  api.post(
    '/cv/pdf',
    {
      bodyLimit: CV_BODY_LIMIT,
      config: perUser(20),
      schema: { tags, body: ZCvPdfRequest },
    },
    async (request, reply) => {
      const { cv, template, language, paper } = request.body;
      const pdf = await renderCvPdf(
        app.work,
        { cv, template, language, paper },
        request.currentUser!.id,
      );
      const name = `${fileNameFromText(cv.basics.name, 'cv')}-${template}.pdf`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  api.post(
    '/cv/saved',
    {
      bodyLimit: CV_BODY_LIMIT,
      config: perUser(10),
      schema: { tags, body: ZSaveCvRequest, response: { 200: ZSaveCvResponse, ...errors } },
    },
    async (request) =>
      saved.save(request.currentUser!.id, {
        cv: request.body.cv,
        name: request.body.name,
        requestId: request.body.request_id,
      }),
  );

  api.post(
    '/cv/generate',
    {
      bodyLimit: CV_BODY_LIMIT,
      config: perUser(10),
      schema: { tags, body: ZTailorCvRequest, response: { 200: ZTailorCvResponse, ...errors } },
    },
    async (request) =>
      tailor.generate(request.currentUser!.id, {
        cv: request.body.cv,
        jobId: request.body.job_id,
        language: request.body.language,
      }),
  );

  api.post(
    '/cv/import',
    {
      config: perUser(10),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart with `file`: pdf (with a text layer), docx, doc, txt or md.',
        response: { 200: ZImportCvResponse, 415: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('validation_error', { field: 'file' });
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw new AppError('validation_error', { field: 'file' });
      const bytes = await part.toBuffer();
      return importCvFile(
        { fileName: part.filename, bytes },
        {
          now: new Date(),
          knowledge: loadKnowledge(),
          work: app.work,
          analystWork: app.analystWork,
          owner: request.currentUser!.id,
        },
      );
    },
  );

  api.get(
    '/cv/saved',
    {
      schema: {
        tags,
        querystring: ZSavedCvListQuery,
        response: { 200: ZSavedCvListResponse, ...errors },
      },
    },
    async (request) =>
      saved.list(request.currentUser!.id, request.query.page, request.query.page_size),
  );

  api.get(
    '/cv/saved/:id',
    { schema: { tags, params: ZSavedCvParams, response: { 200: ZSavedCv, ...errors } } },
    async (request) => saved.get(request.currentUser!.id, request.params.id),
  );

  api.delete(
    '/cv/saved/:id',
    {
      schema: {
        tags,
        params: ZSavedCvParams,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await saved.remove(request.currentUser!.id, request.params.id);
      return { deleted: true as const };
    },
  );
}
