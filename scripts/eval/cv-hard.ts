/**
 * `npm run eval:cv-hard`: the hard CV set (packages/analyst/eval/cvs-hard), read the way an upload
 * is read (the type from the bytes, the text by the server's own readers) and ranked by the
 * built-in analyst as "Roles that need me" shows them. Prints top-1 and top-5 per language and per
 * kind of CV for the tuning part, with its misses. The held-out part is scored only with
 * `--heldout`, as totals: its misses are never printed, so tuning cannot follow them. `--set NAME`
 * scores another set under packages/analyst/eval laid out the same way; `--top1` lists the tuning
 * part's top-1 misses as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadKnowledge } from '../../packages/analyst/src/knowledge/load-knowledge';
import { analyzeCv } from '../../packages/analyst/src/cv/analyze-cv';
import { sniffDocument } from '../../apps/server/src/platform/documents/sniff-document';
import { readDocument } from '../../apps/server/src/platform/documents/read-document';
import { cleanCvText } from '../../apps/server/src/features/cv-analysis/cv-input';

/** `--set cvs-fresh` scores another set laid out the same way (labels in `labels.tsv` or `labels-*.tsv`). */
const setArgument = process.argv.indexOf('--set');
const SET_NAME = setArgument > 0 ? (process.argv[setArgument + 1] ?? 'cvs-hard') : 'cvs-hard';
const SET = path.resolve(import.meta.dirname, '../../packages/analyst/eval', SET_NAME);
/** "Present" in the set's CVs means this month. */
const AS_OF = { year: 2026, month: 12 };
const withHeldout = process.argv.includes('--heldout');
/** `--top1` also prints the tuning part's cases whose first role is not a labelled one. */
const withTop1Misses = process.argv.includes('--top1');

interface Case {
  file: string;
  language: 'en' | 'zh';
  codes: string[];
  kind: string;
  split: 'tune' | 'heldout';
}

const labelFiles = fs
  .readdirSync(SET)
  .filter((name) => /^labels(-[a-z]+)?\.tsv$/.test(name))
  .sort();
const cases: Case[] = labelFiles
  .flatMap((name) => fs.readFileSync(path.join(SET, name), 'utf8').trim().split('\n').slice(1))
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [file = '', language = '', codes = '', kind = '', split = ''] = line.split('\t');
    return {
      file,
      language: language as Case['language'],
      codes: codes.split(','),
      kind,
      split: split as Case['split'],
    };
  });

/** The roles the analyst offers for a file, best first, or why it offered none. */
async function rolesFor(file: string): Promise<{ roles: string[]; refusal?: string }> {
  const bytes = fs.readFileSync(path.join(SET, file));
  const sniffed = await sniffDocument(bytes, path.basename(file));
  if (!sniffed.kind) return { roles: [], refusal: `type refused (${sniffed.detected.en})` };
  const read = await readDocument({ kind: sniffed.kind, bytes: new Uint8Array(bytes) });
  if (!read.ok) return { roles: [], refusal: read.problem };
  const outcome = analyzeCv(cleanCvText(read.text), knowledge, { asOf: AS_OF, withGapPlan: false });
  if (outcome.kind !== 'analysis') return { roles: [], refusal: outcome.kind };
  return { roles: outcome.record.roles.map((role) => role.code) };
}

const knowledge = loadKnowledge();
const title = (code: string) => knowledge.byCode.get(code)?.title ?? code;
type Tally = { total: number; top1: number; top5: number };
const tallies = new Map<string, Tally>();
const count = (key: string, place: number) => {
  const tally = tallies.get(key) ?? { total: 0, top1: 0, top5: 0 };
  tally.total += 1;
  if (place === 1) tally.top1 += 1;
  if (place >= 1 && place <= 5) tally.top5 += 1;
  tallies.set(key, tally);
};
const misses: string[] = [];

for (const item of cases) {
  if (item.split === 'heldout' && !withHeldout) continue;
  const { roles, refusal } = await rolesFor(item.file);
  const places = item.codes.map((code) => roles.indexOf(code) + 1).filter((place) => place > 0);
  const place = places.length ? Math.min(...places) : 0;
  count(`${item.split} ${item.language}`, place);
  count(`${item.split} ${item.language} ${item.kind}`, place);
  if (item.split === 'tune' && (place === 0 || place > 5 || (withTop1Misses && place > 1))) {
    const top = roles.slice(0, 5).map((code) => `${code} ${title(code).slice(0, 26)}`);
    misses.push(
      `  ${item.file} [${item.kind}] wants ${item.codes.join('|')} ${title(item.codes[0]!)}; ` +
        (refusal ? `refused: ${refusal}` : `at ${place || '-'}; top: ${top.join(' | ')}`),
    );
  }
}

const share = ({ total, top1, top5 }: Tally) =>
  `top-1 ${top1}/${total} (${Math.round((100 * top1) / total)} %), ` +
  `top-5 ${top5}/${total} (${Math.round((100 * top5) / total)} %)`;
for (const split of withHeldout ? ['tune', 'heldout'] : ['tune']) {
  for (const language of ['en', 'zh']) {
    const tally = tallies.get(`${split} ${language}`);
    if (!tally) continue;
    console.log(`${split} ${language}: ${share(tally)}`);
    for (const [key, kindTally] of [...tallies].sort()) {
      if (key.startsWith(`${split} ${language} `)) {
        console.log(`    ${key.split(' ')[2]!.padEnd(12)} ${share(kindTally)}`);
      }
    }
  }
}
if (misses.length) console.log(`tuning misses:\n${misses.join('\n')}`);
