import type { TAiUseRelease } from '@irreplaceable/contracts/jobs/ai-use';
import type { AiUseData } from './ai-use';

/** A task people hand over in at least this share of its conversations is one they delegate. */
export const DELEGATED_FROM = 0.5;

/**
 * Percent of all conversations below which a task is too rarely seen to advise on: the task list
 * shows it as "< 0.01%", and its shares may rest on a handful of conversations.
 */
export const ADVICE_FROM_SHARE_PCT = 0.01;

/** A task named in running text, in both languages. */
export interface NamedTask {
  en: string;
  zh: string;
}

/**
 * A task seen in use, with the whole percent the task list's bar shows: of its conversations, the
 * share handed over (delegated) or worked on together with AI (collaborative).
 */
export interface UsedAdviceTask extends NamedTask {
  pct: number;
  release: TAiUseRelease;
}

/**
 * The tasks advice may name, most used first: only tasks with a Chinese name of their own, and
 * tasks seen in use only when seen in at least ADVICE_FROM_SHARE_PCT of all conversations.
 */
export interface TaskAdviceChoices {
  delegated: UsedAdviceTask[];
  collaborative: UsedAdviceTask[];
  /** Core tasks seen in neither sample, in O*NET's order. */
  unseen: NamedTask[];
}

/** One task of each kind, or null where the job has none to name. */
export interface TaskAdvicePicks {
  delegated: UsedAdviceTask | null;
  collaborative: UsedAdviceTask | null;
  unseen: NamedTask | null;
}

/** The automation share as the task list rounds it: its bar shows this and 100 minus this. */
export const automationPct = (automation: number) => Math.round(100 * automation);

/**
 * The job's tasks the advice can name, from the tasks its page lists (`shown` at most), or null
 * when no sample covers its tasks. A task whose Chinese name would be its English statement is left
 * out, so both languages always name the same tasks.
 */
export function taskAdviceChoices(
  code: string,
  shown: number,
  data: AiUseData,
): TaskAdviceChoices | null {
  const record = data.byCode.get(code);
  if (!record) return null;
  const named = (id: string): NamedTask | null => {
    const text = data.tasks.get(id);
    return text && text[2] !== null && text[3] !== '-' ? { en: text[1], zh: text[2] } : null;
  };
  const choices: TaskAdviceChoices = { delegated: [], collaborative: [], unseen: [] };
  for (const [id, , sharePct, automation, release] of record.used.slice(0, shown)) {
    const task = named(id);
    if (!task || sharePct < ADVICE_FROM_SHARE_PCT) continue;
    const handed = automationPct(automation);
    if (automation >= DELEGATED_FROM) choices.delegated.push({ ...task, pct: handed, release });
    else choices.collaborative.push({ ...task, pct: 100 - handed, release });
  }
  for (const id of record.unseen) {
    const task = named(id);
    if (task) choices.unseen.push(task);
  }
  return choices;
}

/**
 * The first task of each kind whose name no other pick shares, in either language, and that the
 * rest of the advice does not name the other way: `notHanded` are names the page tells the reader
 * to lean into, `notKept` names it tells them to hand to AI.
 */
export function pickTaskAdvice(
  choices: TaskAdviceChoices,
  avoid: { notHanded?: ReadonlySet<string>; notKept?: ReadonlySet<string> } = {},
): TaskAdvicePicks {
  const taken = new Set<string>();
  const first = <T extends NamedTask>(list: readonly T[], banned?: ReadonlySet<string>) => {
    const found = list.find(
      (task) => !taken.has(task.en) && !taken.has(task.zh) && !banned?.has(task.zh),
    );
    if (found) taken.add(found.en).add(found.zh);
    return found ?? null;
  };
  const delegated = first(choices.delegated, avoid.notHanded);
  const collaborative = first(choices.collaborative, avoid.notHanded);
  const unseen = first(choices.unseen, avoid.notKept);
  return { delegated, collaborative, unseen };
}

export const hasTaskAdvice = (picks: TaskAdvicePicks | null): picks is TaskAdvicePicks =>
  picks !== null && (picks.delegated ?? picks.collaborative ?? picks.unseen) !== null;
