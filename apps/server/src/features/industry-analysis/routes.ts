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
import { INDUSTRY_ANALYSIS } from '@irreplaceable/contracts/constants';
import {
  ZIndustryAnalysisResponse,
  ZIndustryHistoryResponse,
  ZIndustrySearchQuery,
  ZIndustrySearchResponse,
  ZStartIndustryAnalysis,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { findIndustries } from '@irreplaceable/analyst/industry/find-industry';
import { loadIndustries } from '@irreplaceable/analyst/industry/industry-base';
import { presentIndustryHit } from '@irreplaceable/analyst/industry/present-industry';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * GET /industries?q=: public, so the start page can suggest before anyone signs in. It suggests as
 * the reader types, so a query too short to search or that names nothing answers with no items:
 * saying "that is no industry" waits until the reader submits (POST /industry-analysis).
 */
export async function industriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/industries',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['industry-analysis'],
        description:
          'Finds NAICS 2022 industries typed in English or Chinese (titles, our Chinese names and aliases, GB/T 4754-2017 names).',
        querystring: ZIndustrySearchQuery,
        response: { 200: ZIndustrySearchResponse, ...errors },
      },
    },
    async (request) => {
      const base = loadIndustries();
      const query = request.query.q.slice(0, INDUSTRY_ANALYSIS.queryMaxLength);
      const outcome = findIndustries(query, base, {
        limit: INDUSTRY_ANALYSIS.searchLimit,
        asTyped: true,
      });
      if (outcome.kind !== 'found') return { items: [] };
      return { items: outcome.hits.map((hit) => presentIndustryHit(base, hit, request.language)) };
    },
  );
}

/** Industry analysis (spec 000 sections 1–4 and 9). Signed-in users only. */
export async function industryAnalysisRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  const tags = ['industry-analysis'];

  api.post(
    '/industry-analysis',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        description:
          '`{industry_code | industry_query, cv_analysis_id?, current_job?, mode, language}`; answers at once with `{id, status}`.',
        body: ZStartIndustryAnalysis,
        response: { 200: ZStartAnalysisResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await app.industryAnalysis.start(
        { userId: request.currentUser!.id, mode: body.mode, language: body.language },
        body,
      );
      return { id: row.id, status: row.status };
    },
  );

  api.get(
    '/industry-analysis/allowance',
    { schema: { tags, response: { 200: ZAnalysisAllowance, ...errors } } },
    async (request) => app.personalAnalyses.allowance(request.currentUser!.id, 'industry'),
  );

  api.get(
    '/industry-analysis/history',
    {
      schema: {
        tags,
        querystring: ZAnalysisHistoryQuery,
        response: { 200: ZIndustryHistoryResponse, ...errors },
      },
    },
    async (request) =>
      app.industryAnalysis.history(
        request.currentUser!.id,
        request.query.page,
        request.query.page_size,
        request.language,
      ),
  );

  api.get(
    '/industry-analysis/:id',
    {
      schema: {
        tags,
        params: ZAnalysisIdParams,
        querystring: ZAnalysisReadQuery,
        response: { 200: ZIndustryAnalysisResponse, ...errors },
      },
    },
    async (request) =>
      app.industryAnalysis.read(request.currentUser!.id, request.params.id, request.query.lang),
  );

  api.delete(
    '/industry-analysis/:id',
    {
      schema: {
        tags,
        params: ZAnalysisIdParams,
        response: { 200: ZDeleteAnalysisResponse, ...errors },
      },
    },
    async (request) => {
      await app.personalAnalyses.remove(request.currentUser!.id, request.params.id, 'industry');
      return { deleted: true as const };
    },
  );
}
