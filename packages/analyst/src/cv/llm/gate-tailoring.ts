import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { GateReport } from '../../llm/gate/gate-report';
import { comparableUrl, sanitiseModelMarkdown } from '../../llm/gate/sanitise-markdown';
import type { TailoredCv } from '../tailor-cv';
import type { TModelTailoring } from './cv-tailor-writer-schema';

const NUMBERS = /\d+(?:[.,]\d+)*/g;
const ADDRESS = /https?:\/\/[^\s"<>()[\]]+/g;
/** More than a third of the reworded lines refused, and the tailoring is the built-in one. */
const MAX_REFUSED_SHARE = 1 / 3;

/** A reworded line keeps only the numbers of the line it rewords: no figure is made up. */
export function keepsFigures(original: string, reworded: string): boolean {
  const own = new Set(original.match(NUMBERS) ?? []);
  return (reworded.match(NUMBERS) ?? []).every((number) => own.has(number));
}

/**
 * A model's tailoring through the same gate as every model text: each line sanitised (no image,
 * no link but the CV's own addresses, which stay as the CV has them), and refused for any number
 * the line it rewords does not state; a refused line is ours again. More than a third refused and
 * the whole tailoring is ours (null), labelled by the caller.
 */
export function gateTailoring(
  cv: TCvDocument,
  tailored: TailoredCv,
  written: TModelTailoring,
): { proposals: TailoredCv['proposals'] | null; report: GateReport } {
  const own = new Set((JSON.stringify(cv).match(ADDRESS) ?? []).map(comparableUrl));
  const report: GateReport = { part: 'cv tailoring', sentences: 0, dropped: 0, builtin: [] };
  const reworded = (original: string, line: string | undefined): string | null => {
    if (line === undefined || line.trim() === '') return null;
    report.sentences += 1;
    const clean = sanitiseModelMarkdown(line, own);
    if (clean && keepsFigures(original, clean)) return clean;
    report.dropped += 1;
    return null;
  };
  // The opening summary may not bring figures the CV does not have either.
  const cvText = [
    cv.basics.label,
    cv.basics.summary,
    ...cv.work.flatMap((w) => w.highlights ?? []),
  ].join(' ');
  const byId = new Map(written.entries.map((entry) => [entry.id, entry.lines]));
  const proposals = tailored.proposals.map((proposal) => {
    if (proposal.section === 'summary') {
      const words = reworded(cvText, written.summary);
      return words ? { ...proposal, proposed: words } : proposal;
    }
    if (proposal.section !== 'work' && proposal.section !== 'projects') return proposal;
    const lines = byId.get(proposal.id);
    if (!lines || lines.length !== proposal.proposed.length) return proposal;
    return {
      ...proposal,
      proposed: proposal.proposed.map((line, index) => reworded(line, lines[index]) ?? line),
    };
  });
  if (report.dropped > report.sentences * MAX_REFUSED_SHARE) {
    report.builtin.push('proposals');
    return { proposals: null, report };
  }
  return { proposals, report };
}
