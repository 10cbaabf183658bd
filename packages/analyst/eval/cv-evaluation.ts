import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import { cvReader, readCv } from '../src/cv/read-cv';
import { rankOccupations } from '../src/cv/rank-roles';

/** The labelled CVs: eval/cvs/{en,zh}/*, labels in eval/cvs/labels-{en,zh}.tsv. */
export const CV_EVAL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cvs');
/** "Present" in the evaluation CVs means this month. */
export const CV_EVAL_AS_OF = { year: 2026, month: 11 };

export interface CvEvalTally {
  total: number;
  top1: number;
  top5: number;
  misses: string[];
  /** Place of the labelled occupation per file (1-based; 0 when not ranked). */
  places: { file: string; code: string; place: number; top: string[] }[];
}

export function evaluateCvs(): Record<'en' | 'zh', CvEvalTally> {
  const knowledge = loadKnowledge();
  const reader = cvReader(knowledge);
  const report = {} as Record<'en' | 'zh', CvEvalTally>;
  for (const language of ['en', 'zh'] as const) {
    const rows = fs
      .readFileSync(path.join(CV_EVAL_DIR, `labels-${language}.tsv`), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    const tally: CvEvalTally = { total: 0, top1: 0, top5: 0, misses: [], places: [] };
    for (const [file = '', code = ''] of rows) {
      const text = fs.readFileSync(path.join(CV_EVAL_DIR, language, file), 'utf8');
      const ranked = rankOccupations(
        readCv(text, CV_EVAL_AS_OF, reader),
        CV_EVAL_AS_OF,
        knowledge,
        reader.skills,
      );
      const place = ranked.findIndex((fit) => fit.code === code) + 1;
      tally.total += 1;
      if (place === 1) tally.top1 += 1;
      if (place >= 1 && place <= 5) tally.top5 += 1;
      else tally.misses.push(`${file} (${code} at ${place || '-'})`);
      tally.places.push({ file, code, place, top: ranked.slice(0, 5).map((fit) => fit.code) });
    }
    report[language] = tally;
  }
  return report;
}
