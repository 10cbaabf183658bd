import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAbandonResponse,
  ZAssessmentHistoryQuery,
  ZAssessmentHistoryResponse,
  ZAssessmentIdParams,
  ZAssessmentStatusResponse,
  ZPhase1Body,
  ZPhase1Question,
  ZPhase1Question2Query,
  ZPhase1Question3Query,
  ZPhase2Body,
  ZPhase2QuestionsResponse,
  ZPhase2SubmitResponse,
  ZPhase3Response,
  ZPhase4Body,
  ZPhase4ChallengesResponse,
  ZPhase4SubmitResponse,
  ZPhase5Response,
  ZPhaseSubmitResponse,
  ZStartAssessmentBody,
  ZStartAssessmentParams,
  ZStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';

const ZChallengesQuery = z.object({
  challenge_count: z.coerce.number().int().min(1).max(5).optional(),
});

/**
 * The job-fit assessment (spec 001 section 7). Signed-in users only; another user's assessment is
 * simply not found. Generated text is in the assessment's job language; errors in the request's.
 */
export async function assessmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  const tags = ['assessments'];
  const errors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    409: ZErrorResponse,
    410: ZErrorResponse,
    422: ZErrorResponse,
    503: ZErrorResponse,
  };
  const base = '/cognitive-assessment';
  const service = () => app.assessments;

  api.post(
    `${base}/start/:jobId`,
    {
      schema: {
        tags,
        params: ZStartAssessmentParams,
        body: ZStartAssessmentBody,
        response: { 200: ZStartAssessmentResponse, ...errors },
      },
    },
    async (request) =>
      service().start(
        request.currentUser!.id,
        request.params.jobId,
        request.body,
        request.language,
      ),
  );

  api.get(
    `${base}/history`,
    {
      schema: {
        tags,
        querystring: ZAssessmentHistoryQuery,
        response: { 200: ZAssessmentHistoryResponse, ...errors },
      },
    },
    async (request) => service().history(request.currentUser!.id, request.query, request.language),
  );

  api.get(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        response: { 200: ZAssessmentStatusResponse, ...errors },
      },
    },
    async (request) =>
      service().status(request.currentUser!.id, request.params.id, request.language),
  );

  api.get(
    `${base}/:id/phase1/question1`,
    {
      schema: { tags, params: ZAssessmentIdParams, response: { 200: ZPhase1Question, ...errors } },
    },
    async (request) => service().phase1Question(request.currentUser!.id, request.params.id, 1, []),
  );

  api.get(
    `${base}/:id/phase1/question2`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        querystring: ZPhase1Question2Query,
        response: { 200: ZPhase1Question, ...errors },
      },
    },
    async (request) =>
      service().phase1Question(request.currentUser!.id, request.params.id, 2, [
        request.query.question1_answer,
      ]),
  );

  api.get(
    `${base}/:id/phase1/question3`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        querystring: ZPhase1Question3Query,
        response: { 200: ZPhase1Question, ...errors },
      },
    },
    async (request) =>
      service().phase1Question(request.currentUser!.id, request.params.id, 3, [
        request.query.question1_answer,
        request.query.question2_answer,
      ]),
  );

  api.post(
    `${base}/:id/phase1`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        body: ZPhase1Body,
        response: { 200: ZPhaseSubmitResponse, ...errors },
      },
    },
    async (request) =>
      service().submitPhase1(request.currentUser!.id, request.params.id, request.body),
  );

  api.get(
    `${base}/:id/phase2/questions`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        response: { 200: ZPhase2QuestionsResponse, ...errors },
      },
    },
    async (request) => service().phase2Questions(request.currentUser!.id, request.params.id),
  );

  api.post(
    `${base}/:id/phase2`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        body: ZPhase2Body,
        response: { 200: ZPhase2SubmitResponse, ...errors },
      },
    },
    async (request) =>
      service().submitPhase2(request.currentUser!.id, request.params.id, request.body),
  );

  api.get(
    `${base}/:id/phase3`,
    {
      schema: { tags, params: ZAssessmentIdParams, response: { 200: ZPhase3Response, ...errors } },
    },
    async (request) => service().phase3(request.currentUser!.id, request.params.id),
  );

  api.get(
    `${base}/:id/phase4/challenges`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        querystring: ZChallengesQuery,
        response: { 200: ZPhase4ChallengesResponse, ...errors },
      },
    },
    async (request) =>
      service().phase4Challenges(
        request.currentUser!.id,
        request.params.id,
        request.query.challenge_count,
      ),
  );

  api.post(
    `${base}/:id/phase4`,
    {
      schema: {
        tags,
        params: ZAssessmentIdParams,
        body: ZPhase4Body,
        response: { 200: ZPhase4SubmitResponse, ...errors },
      },
    },
    async (request) =>
      service().submitPhase4(request.currentUser!.id, request.params.id, request.body),
  );

  api.get(
    `${base}/:id/phase5`,
    {
      schema: { tags, params: ZAssessmentIdParams, response: { 200: ZPhase5Response, ...errors } },
    },
    async (request) =>
      service().phase5(request.currentUser!.id, request.params.id, request.language),
  );

  api.delete(
    `${base}/:id`,
    {
      schema: { tags, params: ZAssessmentIdParams, response: { 200: ZAbandonResponse, ...errors } },
    },
    async (request) => service().abandon(request.currentUser!.id, request.params.id),
  );
}
