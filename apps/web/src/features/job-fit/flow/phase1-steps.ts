import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { getPhase1Question } from '../api/get-phase1-question';
import { submitPhase1 } from '../api/submit-phase1';
import type { TPhase1Prompt } from '../store/session-types';
import { progressFor } from '../utils/progress';
import {
  hasAsked,
  say,
  session,
  sessions,
  setTyping,
  type TAlive,
  type TPhaseHost,
} from './flow-host';
import { fallbackPhase1Question } from './flow-texts';

/**
 * Phase 1: three intent questions, the second and third written from the answers before them.
 * The answers are kept in the session and sent together after the third (spec 001 section 4).
 */
export class Phase1Steps {
  constructor(private readonly host: TPhaseHost) {}

  async run(alive: TAlive): Promise<void> {
    const { phase1Answers, currentQuestion } = session();
    if (phase1Answers.length >= ASSESSMENT.phase1Questions) {
      await this.finish(alive);
      return;
    }
    const isOnScreen =
      currentQuestion?.phase === 1 && currentQuestion.number === phase1Answers.length + 1;
    if (!isOnScreen) await this.ask(phase1Answers, alive);
  }

  /** The server's question, or the built-in one when it cannot be had (spec 001 section 8). */
  private async ask(answers: string[], alive: TAlive): Promise<void> {
    const number = (answers.length + 1) as TPhase1Prompt['number'];
    setTyping(true);
    let prompt: TPhase1Prompt;
    let engine;
    try {
      const question = await getPhase1Question(session().assessmentId, answers);
      prompt = {
        phase: 1,
        number,
        text: question.question_text,
        options: question.options,
        isFallback: false,
      };
      engine = question.engine;
    } catch {
      prompt = fallbackPhase1Question(number, session().jobTitle);
    }
    if (!alive()) return;
    setTyping(false);
    sessions().update({ currentQuestion: prompt });
    if (!hasAsked(1, number - 1)) {
      say({
        type: 'assistant',
        content: prompt.text,
        metadata: { phase: 1, kind: 'question', ...(engine ? { engine } : {}) },
        questionIndex: number - 1,
      });
    }
  }

  /** The user's answer to the question on screen: a quick option or their own words. */
  async answer(text: string): Promise<void> {
    const current = sessions().session;
    const answer = text.trim();
    if (current?.currentQuestion?.phase !== 1 || answer === '') return;
    const alive = this.host.begin();
    const answers = [...current.phase1Answers, answer].slice(0, ASSESSMENT.phase1Questions);
    say({ type: 'user', content: answer, metadata: { phase: 1, kind: 'answer' } });
    sessions().update({ phase1Answers: answers, currentQuestion: null });
    sessions().setStatus({
      progress_percentage: progressFor(1, {
        answered: answers.length,
        total: ASSESSMENT.phase1Questions,
      }),
    });
    if (answers.length < ASSESSMENT.phase1Questions) {
      setTyping(true);
      await this.host.wait(ASSESSMENT.nextQuestionDelayMs);
      if (alive()) await this.ask(answers, alive);
      return;
    }
    await this.finish(alive);
  }

  private async finish(alive: TAlive): Promise<void> {
    const [first = '', second = '', third = ''] = session().phase1Answers;
    setTyping(true);
    try {
      await submitPhase1(session().assessmentId, {
        question_1_answer: first,
        question_2_answer: second,
        question_3_answer: third,
      });
    } catch {
      // A failed submit still moves on (spec 001 section 8); the status checks decide where.
    }
    if (alive()) await this.host.afterPhase(1, alive);
  }
}
