import type { TTailorProposal } from '@irreplaceable/contracts/cv/tailor-cv';
import type { TCvDraft } from '../state/local-cv-store';

const filled = (lines: readonly string[] | undefined) =>
  (lines ?? []).filter((line) => line.trim() !== '');

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The entry a proposal speaks of, found by its lines, since blank entries do not travel. */
function entryOf(
  draft: TCvDraft,
  proposal: Extract<TTailorProposal, { section: 'work' | 'projects' }>,
) {
  const list = proposal.section === 'work' ? draft.work : draft.projects;
  return list.find((entry) => sameLines(filled(entry.highlights), proposal.current));
}

/** Whether the CV still holds what the proposal was made from (it may have been edited since). */
export function canApply(draft: TCvDraft, proposal: TTailorProposal): boolean {
  switch (proposal.section) {
    case 'summary':
      return (draft.basics.summary?.trim() || null) === proposal.current;
    case 'work':
    case 'projects':
      return entryOf(draft, proposal) !== undefined;
    case 'skills': {
      const names = draft.skills.map((skill) => skill.name?.trim() ?? '').filter(Boolean);
      return sameLines(names, proposal.current);
    }
  }
}

/** Makes one accepted proposal part of the CV: a summary, an order of lines, an order of skills. */
export function applyProposal(draft: TCvDraft, proposal: TTailorProposal): void {
  switch (proposal.section) {
    case 'summary':
      draft.basics.summary = proposal.proposed;
      return;
    case 'work':
    case 'projects': {
      const entry = entryOf(draft, proposal);
      if (entry) entry.highlights = [...proposal.proposed];
      return;
    }
    case 'skills': {
      const rank = new Map(proposal.proposed.map((name, index) => [name, index]));
      const place = (name: string | undefined) => rank.get(name?.trim() ?? '') ?? Infinity;
      draft.skills = draft.skills
        .map((skill, index) => ({ skill, index }))
        .sort((a, b) => place(a.skill.name) - place(b.skill.name) || a.index - b.index)
        .map(({ skill }) => skill);
      return;
    }
  }
}
