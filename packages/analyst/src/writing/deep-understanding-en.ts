import type { TStudyContribution, TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../analysis/job-facts';
import type { StudyPattern } from '../analysis/study-readings';
import { CATEGORY_NOTES } from './category-notes';
import { beta, decimal, inSentence, listEn, share, signedPct } from './format';
import { KIND_SHORT_EN, STUDY_SHORT } from './labels';
import { pagePlan } from './plan/page-plan';
import { fieldPosition, groupByReason, groupStudies } from './sources';

/** What the band means, naming the job's most exposed activities where there are any. */
function bandClause(facts: JobFacts): string {
  const [top, second] = (facts.activities?.most ?? []).map((item) => `*${inSentence(item.name)}*`);
  const led = top ? `, led by ${top},` : '';
  switch (facts.band) {
    case 'none':
      return '';
    case 'very-low':
      return `the research finds little in this work that current AI can take over${top ? `; even ${top} is only partly within reach` : ''}`;
    case 'low':
      return `AI reaches parts of the work${top ? `, such as ${top},` : ''} but not its core`;
    case 'moderate':
      return `a real share of the tasks${led} can be helped along by AI, but most cannot`;
    case 'elevated':
      return `a substantial part of the tasks${led} is within reach of AI tools, which usually changes how the work is done before it changes headcount`;
    case 'high':
      return `much of what the job consists of${second ? `, from ${top} to ${second},` : ''} can already be done or sped up by AI`;
    case 'very-high':
      return `most of its tasks${second ? `, ${top} and ${second} among them,` : ''} are ones AI can already perform or substantially accelerate`;
  }
}

const FIELD_POSITION = {
  'well-above': 'well above',
  above: 'above',
  level: 'in line with',
  below: 'below',
  'well-below': 'well below',
} as const;

/** The ILO's figure on a page without a rate: shown, and said to be no rate of its own. */
function iloAloneEn(facts: JobFacts): string {
  const ilo = facts.occupation.exposure.ilo;
  if (!ilo) return '';
  const scores =
    ilo.range === null
      ? `the international occupation group this code maps to at ${decimal(ilo.value, 3)}`
      : `the ${ilo.from.length} international occupation groups this code maps to between ${decimal(ilo.range[0], 3)} and ${decimal(ilo.range[1], 3)}, ${decimal(ilo.value, 3)} on average`;
  return ` The ILO’s generative-AI measure, which never makes a rate on its own, scores ${scores}.`;
}

function rateMeaning(facts: JobFacts): string {
  const rate = facts.score.aiReplacementRate;
  const title = facts.title.en;
  // Never "higher than 100% of occupations": the job is one of them.
  const below = Math.min(99, facts.ratePercentile ?? 0);
  if (facts.band === 'none') {
    return `No study the rate is built from covers ${title}, so this page has no AI replacement rate for it: the rate is unknown, not average. Read the page as a description of the job rather than a measurement of its exposure.${iloAloneEn(facts)}`;
  }
  const first = {
    'very-low': `An AI replacement rate of **${rate}%** puts ${title} among the least exposed jobs we track: only ${below}% of occupations score lower.`,
    low: `At **${rate}%**, ${title} sits in the lower part of the exposure range, with ${100 - below}% of occupations more exposed.`,
    moderate: `A rate of **${rate}%** lies near the middle of the range, above ${below}% of occupations.`,
    elevated: `At **${rate}%**, ${title} is more exposed than ${below}% of occupations.`,
    high: `A rate of **${rate}%** places ${title} among the more exposed occupations, above ${below}% of them.`,
    'very-high': `At **${rate}%**, ${title} is among the most exposed occupations we track, higher than ${below}% of them.`,
  }[facts.band];
  const clause = bandClause(facts);
  const position = fieldPosition(facts);
  const second = position
    ? `${clause.charAt(0).toUpperCase()}${clause.slice(1)}; this job sits ${FIELD_POSITION[position]} the ${facts.category.en} average of ${decimal(facts.categoryRate!, 0)}%.`
    : `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
  return `${first} ${second}`;
}

const studyWithValue = (item: TStudyContribution) =>
  `${STUDY_SHORT[item.study].en} ${beta(item.normalized!)}`;

function studyGroups(facts: JobFacts): string | null {
  const { above, close, below, reference } = groupStudies(facts);
  const { highest, lowest } = facts.studies;
  if (!highest || !lowest) return null;
  const rate = beta(facts.score.aiReplacementRate / 100);
  const lines = [
    highest === lowest
      ? `On the common 0–1 scale (the rate is ${rate}), only ${STUDY_SHORT[highest.study].en} carries weight here:`
      : `On the common 0–1 scale the weighted studies run from ${beta(lowest.normalized!)} (${STUDY_SHORT[lowest.study].en}) to ${beta(highest.normalized!)} (${STUDY_SHORT[highest.study].en}), around a rate of ${rate}:`,
    '',
  ];
  if (above.length) lines.push(`- **Above the rate**: ${above.map(studyWithValue).join(', ')}`);
  if (close.length) lines.push(`- **Close to it**: ${close.map(studyWithValue).join(', ')}`);
  if (below.length) lines.push(`- **Below it**: ${below.map(studyWithValue).join(', ')}`);
  if (reference.length)
    lines.push(
      `- **Shown for reference, not weighted**: ${reference.map(studyWithValue).join(', ')}`,
    );
  return lines.join('\n');
}

function patternText(facts: JobFacts, pattern: StudyPattern): string {
  const value = (id: TStudyId) => beta(facts.studies.value(id) ?? 0);
  const { activities } = facts;
  const top = activities?.most[0];
  switch (pattern) {
    case 'language-not-automation':
      return `GPT-4 puts the tasks’ exposure to language models at β ${value('gpts_gpt4_beta')}, while Frey and Osborne put the chance of computerising the whole job at only ${value('frey_osborne')}. Read together: the job is **exposed to language models in its desk tasks${top ? `, such as *${inSentence(top.name)}*,` : ''} but not easily automated as a whole**.`;
    case 'automation-not-language': {
      const work = pagePlan(facts).work;
      const hands = work
        ? `${share(work.shares.physical)} physical and ${share(work.shares['desk-output'])} desk output`
        : 'not mainly text';
      return `Frey and Osborne’s estimate (${value('frey_osborne')}) is far above the language-model ratings (GPT-4: ${value('gpts_gpt4_beta')}). Their 2013 method asked whether machines of any kind could take over the work, while the newer studies ask only about language models, which find less to grip on in work whose task weight is ${hands}: **the older figure is about mechanisation, not chatbots**.`;
    }
    case 'raters-split': {
      const gpt4 = facts.studies.value('gpts_gpt4_beta') ?? 0;
      const human = facts.studies.value('gpts_human_beta') ?? 0;
      const gap = activities?.widestRaterGap;
      const where = gap
        ? `, most of all on *${inSentence(gap.name)}* (GPT-4 ${beta(gap.gpt4)}, people ${beta(gap.human)})`
        : '';
      return gpt4 > human
        ? `GPT-4 judged its own reach into these tasks higher (${beta(gpt4)}) than the human annotators did (${beta(human)})${where}: people who know the work see more of it resting on context, judgement or presence.`
        : `The human annotators saw more exposure (${beta(human)}) than GPT-4 did (${beta(gpt4)})${where}: an unusual case where people expect language models to reach further than the model itself claims.`;
    }
    case 'usage-lags':
      return `Actual use lags the potential: Microsoft’s Copilot data place it at ${value('microsoft_applicability')} on the common scale, well below the task ratings, so people in this job do not yet bring much of it${top ? `, such as *${inSentence(top.name)}*,` : ''} to an AI assistant.`;
    case 'usage-leads':
      return `Real use runs ahead of the ratings: Microsoft’s Copilot data (${value('microsoft_applicability')} on the common scale) show people already bringing ${facts.category.en} work like this to an AI assistant more than the task ratings alone would predict.`;
    case 'consistent':
      return `The weighted studies sit close together (a spread of ${beta(facts.studies.spread ?? 0)}), so the rate does not hang on any single method.`;
  }
}

function agreement(facts: JobFacts): string | null {
  const { patterns, present } = facts.studies;
  if (present.length === 0) return null;
  if (patterns.length > 0)
    return patterns
      .slice(0, 2)
      .map((p) => patternText(facts, p))
      .join(' ');
  // Without a pattern there is nothing to add here: the confidence says how far one study moves it.
  return null;
}

const MISSING_REASON: Record<TStudyId, string> = {
  gpts_gpt4_beta: 'O*NET has no rated tasks for it',
  gpts_human_beta: 'O*NET has no rated tasks for it',
  microsoft_applicability: 'Microsoft’s study leaves out occupations without O*NET task data',
  frey_osborne: 'the 2010 classification that Frey and Osborne used had no matching occupation',
  aioe: 'the 2010 classification behind Felten’s scores had no matching occupation',
  lm_aioe: 'the 2010 classification behind Felten’s scores had no matching occupation',
  anthropic_usage: 'no Claude conversations in the February 2025 release matched its tasks',
  ilo_genai: 'the ILO gives no score to the international occupation group it maps to',
  anthropic_observed_2026: 'Anthropic’s 2026 observed-use file does not list it',
};

function freyOsborneNote(facts: JobFacts): string {
  const fo = facts.occupation.exposure.freyOsborne;
  if (!fo) return '';
  if (fo.how === 'derived')
    return '; the one soft spot is its Frey-Osborne figure, an approximation that comes through our own mapping of a non-standard code';
  if (fo.range && fo.range[1] - fo.range[0] >= 0.2)
    return `; its Frey-Osborne figure averages ${fo.from.length} older codes that disagree (${beta(fo.range[0])} to ${beta(fo.range[1])})`;
  if (fo.how === 'crosswalk')
    return '; its Frey-Osborne figure reaches it through the 2010-to-2018 code crosswalk';
  return '';
}

/** What the absence of Claude conversations says next to the task ratings. */
function noUsageReading(facts: JobFacts): string {
  const gpt4 = beta(facts.studies.value('gpts_gpt4_beta') ?? 0);
  switch (pagePlan(facts).noUsage) {
    case 'expected':
      return `, which fits the low β of ${gpt4} GPT-4 gives its tasks`;
    case 'surprising':
      return `, although GPT-4 gives its tasks a β of ${gpt4}`;
    case 'neither':
      return `; GPT-4 rates its tasks at a middling β of ${gpt4}`;
    case null:
      return '';
  }
}

/** How far the rate hangs on its most influential study. */
function leaveOneOut(facts: JobFacts): string {
  const robust = pagePlan(facts).robustness;
  if (!robust) return '';
  const study = STUDY_SHORT[robust.study].en;
  const rate = facts.score.aiReplacementRate;
  if (robust.without === rate)
    return `; leaving out any one of them, even ${study}, would not move the rate from ${rate}%`;
  return `; the one it hangs on most is ${study}, without which it would be ${robust.without}% instead of ${rate}%`;
}

function confidence(facts: JobFacts): string {
  const { score, studies, occupation } = facts;
  if (score.studiesAvailable === 0) {
    return `Confidence is **low**: none of the studies the rate is built from covers ${occupation.category === 'military' ? 'military occupations' : 'this code'}, so nothing on this page measures this occupation’s own exposure.`;
  }
  const head =
    score.confidence === 'high'
      ? `Confidence is **high**: all four weighted studies cover it${studies.missing.length === 0 ? ', and so do the four reference studies' : ''}${leaveOneOut(facts)}${freyOsborneNote(facts)}.`
      : `Confidence is **${score.confidence}**: ${score.weightedStudiesAvailable} of the four weighted studies cover it, and the missing weight was shared among them rather than guessed${leaveOneOut(facts)}${freyOsborneNote(facts)}.`;
  if (studies.missing.length === 0) return head;
  const groups = groupByReason(studies.missing, {
    ...MISSING_REASON,
    anthropic_usage: `${MISSING_REASON.anthropic_usage}${noUsageReading(facts)}`,
  });
  return `${head} Missing: ${groups.map(([reason, ids]) => `${listEn(ids.map((id) => STUDY_SHORT[id].en))} (${reason})`).join('; ')}.`;
}

function notJobLoss(facts: JobFacts): string {
  const { demand } = facts;
  const { work, outlook } = pagePlan(facts);
  const brake = CATEGORY_NOTES[facts.category.id].en.brake;
  const family = work?.mostly ? KIND_SHORT_EN[work.main] : 'its work';
  // The activity is named in its own clause: a stored task name does not read as a noun.
  const most = outlook.example ? `, starting with *${inSentence(outlook.example.name)}*,` : '';
  const least = outlook.example
    ? ` (least exposed of all: *${inSentence(outlook.example.name)}*)`
    : '';
  const change = demand?.figures.changePct ?? 0;
  const average = signedPct(demand?.figures.averageChangePct ?? 0);
  switch (outlook.versusJobs) {
    case 'no-projections':
      return `Exposure measures what AI could do in the tasks, not how many jobs will exist, and without BLS projections for this occupation we cannot set the two side by side. ${brake}`;
    case 'falling-and-exposed':
      return `BLS already projects employment to fall ${decimal(-change)}% by 2034 (all occupations: ${average}). The projections do not separate AI from other causes, so read the two figures side by side, not as cause and effect. ${brake}`;
    case 'falling-for-other-reasons':
      return `Employment is projected to fall ${decimal(-change)}% by 2034, but the studies find little for AI to do in ${family}${least}, so the reasons lie elsewhere. ${brake}`;
    case 'growing-though-exposed':
      return `**Exposure is not job loss**: BLS still projects a change of ${signedPct(change)} in employment by 2034 (all occupations: ${average}), and exposure tends to change how ${family} is done${most} before it changes how many people do it. ${brake}`;
    case 'low-but-no-guarantee':
      return `Low exposure is no guarantee either: the rate only says AI takes little of ${family}${least}, while employment is a separate question on which BLS projects ${signedPct(change)} by 2034 (all occupations: ${average}). ${brake}`;
    case 'moderate-and-separate':
      return `A middling rate says AI takes over some of ${family}${most ? ` (most exposed: *${inSentence(outlook.example!.name)}*)` : ''} but not most; how many people will do the job is a separate question, on which BLS projects ${signedPct(change)} by 2034 (all occupations: ${average}). ${brake}`;
    case 'no-study-falling':
    case 'no-study-growing':
      return `Without a study there is no exposure to set against the jobs outlook; BLS projects ${signedPct(change)} in employment by 2034 (all occupations: ${average}), for reasons the projections do not split out. ${brake}`;
  }
}

export function deepUnderstandingEn(facts: JobFacts): string {
  return [
    rateMeaning(facts),
    studyGroups(facts),
    agreement(facts),
    confidence(facts),
    notJobLoss(facts),
  ]
    .filter(Boolean)
    .join('\n\n');
}
