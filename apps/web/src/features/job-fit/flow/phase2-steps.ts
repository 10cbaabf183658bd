import type { TPhase2Question } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { notify } from '../../../shared/ui/notify';
import { getPhase2Questions } from '../api/get-phase2-questions';
import { submitPhase2 } from '../api/submit-phase2';
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
import { jobFitT } from './flow-texts';

/**
 * Phase 2: the structured questions, one unanswered question at a time, each answer sent as it
 * is chosen. Over when the server says `phase_complete`, or when none remain and the server has
 * moved past phase 2 (spec 001 section 4).
 */
export class Phase2Steps {
  private questions: TPhase2Question[] = [];
  private lastSync = 0;

  constructor(private readonly host: TPhaseHost) {}

  /** Reads the questions from the server, at most once per 2 s (spec 001 section 5). */
  private async sync(alive: TAlive): Promise<boolean> {
    const waitMs = this.lastSync + ASSESSMENT.phase2SyncThrottleMs - Date.now();
    if (waitMs > 0) await this.host.wait(waitMs);
    if (!alive()) return false;
    this.lastSync = Date.now();
    const response = await getPhase2Questions(session().assessmentId);
    if (!alive()) return false;
    this.questions = response.questions;
    sessions().update({ phase2: { answered: response.answered, total: response.total } });
    return true;
  }

  async run(alive: TAlive): Promise<void> {
    setTyping(true);
    try {
      if (!(await this.sync(alive))) return;
    } catch {
      if (alive()) this.host.toSelection(jobFitT()('errors.analysisFailed'));
      return;
    }
    setTyping(false);
    await this.showNext(alive);
  }

  private async showNext(alive: TAlive): Promise<void> {
    const next = this.questions.find((question) => !question.answered);
    if (!next) {
      // Nothing left to answer: the phase is over once the server has moved past it.
      await this.host.afterPhase(2, alive);
      return;
    }
    sessions().update({ currentQuestion: { phase: 2, question: next } });
    sessions().setStatus({ progress_percentage: progressFor(2, session().phase2) });
    if (!hasAsked(2, next.question_order - 1)) {
      say({
        type: 'assistant',
        content: next.question_text,
        metadata: { phase: 2, kind: 'question' },
        questionIndex: next.question_order - 1,
      });
    }
  }

  async answer(optionId: string): Promise<void> {
    const current = sessions().session?.currentQuestion;
    if (current?.phase !== 2) return;
    const option = current.question.options.find((item) => item.id === optionId);
    if (!option) return;
    const alive = this.host.begin();
    say({ type: 'user', content: option.text, metadata: { phase: 2, kind: 'answer' } });
    sessions().update({ currentQuestion: null });
    setTyping(true);
    let response;
    try {
      response = await submitPhase2(session().assessmentId, {
        question_id: current.question.id,
        selected_option: option.id,
      });
    } catch {
      if (!alive()) return;
      setTyping(false);
      notify('error', jobFitT()('errors.analysisFailed'));
      sessions().update({ currentQuestion: current });
      return;
    }
    if (!alive()) return;
    this.questions = this.questions.map((question) =>
      question.id === response.question_id ? { ...question, answered: true } : question,
    );
    sessions().update({ phase2: { answered: response.answered, total: response.total } });
    if (response.phase_complete) {
      await this.host.afterPhase(2, alive);
      return;
    }
    if (!this.questions.some((question) => !question.answered)) {
      try {
        if (!(await this.sync(alive))) return;
      } catch {
        // The nudge offers to try again.
        setTyping(false);
        return;
      }
    }
    setTyping(false);
    await this.showNext(alive);
  }
}
