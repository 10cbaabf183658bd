import type { TPhase4ChallengesResponse } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { notify } from '../../../shared/ui/notify';
import { getAssessmentStatus } from '../api/get-assessment-status';
import { getChallenges } from '../api/get-challenges';
import { submitChallenge } from '../api/submit-challenge';
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
import { useFlowStore } from './flow-store';
import { jobFitT } from './flow-texts';
import { readyForReport } from './report-steps';

type TListedChallenge = TPhase4ChallengesResponse['mirror_challenges']['challenges'][number];

/**
 * Phase 4: the reflection challenges one by one, each answered with a choice and an optional
 * follow-up; more are fetched when the ones at hand are done (spec 001 section 4).
 */
export class ChallengeSteps {
  private challenges: TListedChallenge[] = [];
  private guardTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: TPhaseHost) {}

  async run(alive: TAlive): Promise<void> {
    setTyping(true);
    try {
      if (!(await this.load(alive))) return;
    } catch {
      if (alive()) this.host.toSelection(jobFitT()('errors.analysisFailed'));
      return;
    }
    await this.showNext(alive);
  }

  private async load(alive: TAlive): Promise<boolean> {
    const response = await getChallenges(session().assessmentId);
    if (!alive()) return false;
    this.challenges = response.mirror_challenges.challenges;
    const total = response.challenge_count || ASSESSMENT.defaultChallengeCount;
    sessions().update({ phase4: { answered: response.answered, total } });
    return true;
  }

  private async showNext(alive: TAlive): Promise<void> {
    const next = this.challenges.find((challenge) => !challenge.answered);
    if (!next) {
      await this.afterChallenges(alive);
      return;
    }
    setTyping(false);
    const { answered: _answered, ...challenge } = next;
    sessions().update({ currentChallenge: challenge });
    sessions().setStatus({ progress_percentage: progressFor(4, session().phase4) });
    if (!hasAsked(4, challenge.challenge_number - 1)) {
      say({
        type: 'assistant',
        content: `**${challenge.title}**\n\n${challenge.challenge_text}`,
        metadata: { phase: 4, kind: 'challenge', format: 'markdown' },
        questionIndex: challenge.challenge_number - 1,
      });
    }
  }

  /** No challenge left: on to the report once the server is at phase 5. */
  private async afterChallenges(alive: TAlive): Promise<void> {
    setTyping(true);
    try {
      const status = await getAssessmentStatus(session().assessmentId);
      if (!alive()) return;
      if (status.status === 'completed') {
        this.host.showResults(status.id);
        return;
      }
      if (status.current_phase >= 5) {
        readyForReport();
        return;
      }
    } catch {
      if (!alive()) return;
    }
    await this.host.afterPhase(4, alive);
  }

  releaseGuard(): void {
    if (this.guardTimer) clearTimeout(this.guardTimer);
    this.guardTimer = null;
    useFlowStore.setState({ isChallengeGuarded: false });
  }

  /**
   * Sends the chosen option and the optional follow-up. The challenge stays on screen, its
   * Submit busy, until the server has it; a second send meanwhile is refused, and the guard
   * lifts by itself after 10 s so a lost answer can be sent again (spec 001 section 5).
   */
  async answer(choiceId: string, followUp: string): Promise<void> {
    const challenge = sessions().session?.currentChallenge;
    const choice = challenge?.choices.find((item) => item.id === choiceId);
    if (!challenge || !choice || useFlowStore.getState().isChallengeGuarded) return;
    useFlowStore.setState({ isChallengeGuarded: true });
    this.guardTimer = setTimeout(() => this.releaseGuard(), ASSESSMENT.doubleSubmitGuardMs);
    const alive = this.host.begin();
    const thoughts = followUp.trim();
    let response;
    try {
      response = await submitChallenge(session().assessmentId, {
        challenge_number: challenge.challenge_number,
        user_reflection: choice.id,
        additional_thoughts: thoughts || jobFitT()('phase4.noThoughts'),
      });
    } catch {
      if (!alive()) return;
      this.releaseGuard();
      notify('error', jobFitT()('errors.analysisFailed'));
      return;
    }
    if (!alive()) return;
    this.releaseGuard();
    say({
      type: 'user',
      content: choice.text,
      ...(thoughts ? { note: thoughts } : {}),
      metadata: { phase: 4, kind: 'answer' },
    });
    sessions().update({
      currentChallenge: null,
      phase4: { answered: response.answered, total: response.answered + response.remaining },
    });
    this.challenges = this.challenges.map((item) =>
      item.challenge_number === response.challenge_number ? { ...item, answered: true } : item,
    );
    if (response.current_phase >= 5) {
      readyForReport();
      return;
    }
    if (!this.challenges.some((item) => !item.answered)) {
      setTyping(true);
      try {
        if (!(await this.load(alive))) return;
      } catch {
        if (!alive()) return;
      }
    }
    await this.showNext(alive);
  }
}
