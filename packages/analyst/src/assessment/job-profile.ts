import type { Language } from '@irreplaceable/contracts/constants';
import { rankActivities, type RankedActivity } from '../analysis/activity-ranking';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { AssessmentContext } from './types';

export interface JobActivity {
  /** The O*NET work activity, in the assessment's language. */
  name: string;
  /** Its GPT-4 β: the share of its tasks a model can speed up (0 to 1); null when no study rates it. */
  beta: number | null;
}

/** What the engine draws on from a job's analysis, in the assessment's language. */
export interface JobProfile {
  title: string;
  /** Null when no study covers the occupation: the texts then leave the figure out. */
  rate: number | null;
  irreplaceability: number | null;
  /** Most exposed work activities first; never empty. */
  exposed: JobActivity[];
  /** The activities that stay most human, least exposed first; never empty. */
  human: JobActivity[];
  /** The job page's own advice, one plain-text line per bullet. */
  advice: string[];
  safer: { title: string; rate: number }[];
}

/**
 * For the occupations without rated tasks (about one in eleven, e.g. "All Other" codes), the
 * activities are described the way the job pages describe them in general terms.
 */
const FALLBACK_EXPOSED = {
  en: 'Routine paperwork and information handling',
  zh: '例行的文书与信息处理',
};
const FALLBACK_HUMAN = [
  { en: 'Work that needs a person on the spot', zh: '需要真人到场的工作' },
  { en: 'Judgement calls on unusual cases', zh: '特殊情况下的拍板判断' },
];

/** The advice's bullets without their Markdown, so they can be quoted inside other text. */
export function adviceLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/\*\*/g, '').trim());
}

/** O*NET's physical and manual activities (4.A.3.a) and repairing (4.A.3.b.4, 4.A.3.b.5). */
function isPhysical(item: RankedActivity): boolean {
  return item.id.startsWith('4.A.3.a') || /^4\.A\.3\.b\.[45]\./.test(item.id);
}

function activity(item: RankedActivity, language: Language): JobActivity {
  return { name: language === 'zh' ? item.nameZh : item.name, beta: item.gpt4 };
}

export function buildJobProfile(context: AssessmentContext, knowledge: KnowledgeBase): JobProfile {
  const { analysis, title } = context.job;
  const { language } = context;
  const occupation = knowledge.byCode.get(analysis.evidence.occupation.code);
  const ranked = occupation ? rankActivities(knowledge, occupation) : null;
  const most = ranked?.most.filter((item) => item.gpt4 > 0) ?? [];
  // The scenarios have an AI tool take over the exposed work: that reads true of information,
  // thinking and record-keeping, not of physical work (stocking shelves), which comes last.
  const exposed = [
    ...most.filter((item) => !isPhysical(item)),
    ...most.filter((item) => isPhysical(item)),
  ];
  return {
    title,
    rate: analysis.ai_replacement_rate,
    irreplaceability: analysis.human_irreplaceability,
    exposed:
      exposed.length > 0
        ? exposed.map((item) => activity(item, language))
        : [
            {
              name: FALLBACK_EXPOSED[language],
              beta:
                analysis.ai_replacement_rate === null ? null : analysis.ai_replacement_rate / 100,
            },
          ],
    human:
      ranked && ranked.least.length > 0
        ? ranked.least.map((item) => activity(item, language))
        : FALLBACK_HUMAN.map((text) => ({ name: text[language], beta: 0 })),
    advice: adviceLines(analysis.content[language].human_advice),
    safer: analysis.safer_occupations.map((item) => ({
      title: language === 'zh' ? item.title_zh : item.title,
      rate: item.ai_replacement_rate,
    })),
  };
}
