import { LANGUAGES, type Language } from '@irreplaceable/contracts/constants';
import { analyzeJob } from '../analysis/analyze-job';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { classifyQuery } from '../matching/classify-query';
import { hasHan } from '../matching/text-normalize';

const USAGE = 'usage: analyze "<title>" [--lang en|zh]';

/**
 * `analyze "<title>" [--lang en|zh]` matches the title and prints the built-in analyst's whole
 * analysis as JSON: both languages' text, the figures and their sources, and the four reviews.
 * `--lang` picks the language of the matcher's error suggestions; the analysis has both.
 */
export async function runAnalyze(args: string[], stdout: NodeJS.WritableStream): Promise<number> {
  const langIndex = args.findIndex((arg) => arg === '--lang');
  const langValue = langIndex >= 0 ? args[langIndex + 1] : undefined;
  const title = args.filter(
    (_, index) => langIndex < 0 || (index !== langIndex && index !== langIndex + 1),
  )[0];
  if (!title || (langIndex >= 0 && !(LANGUAGES as readonly string[]).includes(langValue ?? ''))) {
    stdout.write(`${USAGE}\n`);
    return 2;
  }
  const language: Language = (langValue as Language | undefined) ?? (hasHan(title) ? 'zh' : 'en');
  const knowledge = loadKnowledge();
  const match = classifyQuery(title, language, knowledge);
  if (match.kind === 'error') {
    stdout.write(`${JSON.stringify(match)}\n`);
    return 1;
  }
  const analysis = analyzeJob(
    {
      title: match.canonical_title,
      title_zh: match.canonical_title_zh,
      occupations: match.occupations,
    },
    knowledge,
  );
  stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
  return 0;
}
