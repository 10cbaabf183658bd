import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { listPersonas } from '@irreplaceable/analyst/personas/personas';
import { loadChinaWages } from '@irreplaceable/analyst/china/china-wages';
import { chinaWagesMethodology } from '@irreplaceable/analyst/china/china-wages-methodology';
import { KNOWLEDGE_DATA_DIR } from '@irreplaceable/analyst/knowledge/load-knowledge';
import type { Language } from '@irreplaceable/contracts/constants';
import { loadAiUse } from '@irreplaceable/analyst/ai-use/ai-use';
import { aiUseMethodology } from '@irreplaceable/analyst/ai-use/ai-use-methodology';

/** The analyst characters, and the methodology document the job pages link to. */
export async function analystsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const methodology = new Map<Language, string>();
  const documents: Record<Language, string> = { en: 'METHODOLOGY.md', zh: 'METHODOLOGY.zh.md' };
  for (const language of ['en', 'zh'] as const) {
    const document = fs.readFileSync(
      path.resolve(KNOWLEDGE_DATA_DIR, '..', documents[language]),
      'utf8',
    );
    // The China wage section is written from the data, so its counts are the committed file's.
    methodology.set(
      language,
      `${document.trimEnd()}\n\n${chinaWagesMethodology(loadChinaWages(), language)}`,
    );
  }
  // The observed-use section is written from ai-use.json, read on the first request, not at start-up.
  const withAiUse = new Map<Language, string>();
  const methodologyIn = (language: Language): string => {
    let text = withAiUse.get(language);
    if (text === undefined) {
      text = `${methodology.get(language)!}\n\n${aiUseMethodology(loadAiUse(), language)}\n`;
      withAiUse.set(language, text);
    }
    return text;
  };

  api.get(
    '/analysts',
    { schema: { tags: ['analysts'], response: { 200: z.array(ZAnalystPersona) } } },
    async (request) => listPersonas(request.language, (id) => app.deps.analyst.configuredModel(id)),
  );

  api.get(
    '/methodology',
    { schema: { tags: ['analysts'], response: { 200: z.object({ markdown: z.string() }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { markdown: methodologyIn(request.language) };
    },
  );
}
