import { ZCvDocument, type TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { TImportCvResponse } from '@irreplaceable/contracts/cv/import-cv';
import type { KnowledgeBase } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { readCvFields } from '@irreplaceable/analyst/cv/cv-fields';
import { readCvUpload } from '../cv-analysis/read-upload';
import type { AnalystWorkPool, ServerWorkPool } from '../../platform/work/server-tasks';

/** Drops a value the schema refuses (an address that is no e-mail), keeping everything else. */
function withoutRefused(input: unknown): TCvDocument {
  const candidate = structuredClone(input) as Record<string, unknown>;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const parsed = ZCvDocument.safeParse(candidate);
    if (parsed.success) return parsed.data;
    const path = parsed.error.issues[0]!.path;
    let parent = candidate as Record<PropertyKey, unknown>;
    for (const step of path.slice(0, -1))
      parent = parent[step as string] as Record<PropertyKey, unknown>;
    delete parent[path.at(-1) as string];
  }
  return ZCvDocument.parse({});
}

/**
 * A CV file into the editor's fields (the CV analysis's reader: same formats, same refusals, the
 * same child process with its limits). The file and its text are not kept and never logged.
 */
export async function importCvFile(
  file: { fileName: string | undefined; bytes: Buffer },
  options: {
    now: Date;
    knowledge: KnowledgeBase;
    work: ServerWorkPool;
    analystWork: AnalystWorkPool;
    owner: string;
  },
): Promise<TImportCvResponse> {
  const { text } = await readCvUpload(file, {
    asOf: options.now,
    work: options.work,
    analystWork: options.analystWork,
    owner: options.owner,
  });
  const { cv, language } = readCvFields(text, options.knowledge, {
    asOf: { year: options.now.getUTCFullYear(), month: options.now.getUTCMonth() + 1 },
  });
  return { cv: withoutRefused(cv), language };
}
