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
/**
 * A section written from the data, numbered after the document's own numbered sections ("## 13.
 * Entering an industry" → "## 14. Wage levels in China"), so the contents read as one list.
 */
function numberedAfter(document: string, section: string): string {
  const count = document.match(/^## \d+\. /gm)?.length ?? 0;
  return section.replace(/^## /, `## ${count + 1}. `);
}

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
    const base = document.trimEnd();
    methodology.set(
      language,
      `${base}\n\n${numberedAfter(base, chinaWagesMethodology(loadChinaWages(), language))}`,
    );
  }
  // The observed-use section is written from ai-use.json, read on the first request, not at start-up.
  const withAiUse = new Map<Language, string>();
  const methodologyIn = (language: Language): string => {
    let text = withAiUse.get(language);
    if (text === undefined) {
      const base = methodology.get(language)!;
      text = `${base}\n\n${numberedAfter(base, aiUseMethodology(loadAiUse(), language))}\n`;
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
