import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TAssessmentStatusResponse,
  TAssessmentType,
} from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT, type Language } from '@irreplaceable/contracts/constants';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { recordTopUpIntent } from '../../../shared/credits/top-up-records';
import { changeLanguage, currentLanguage } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/notify';
import { abandonAssessment } from '../api/abandon-assessment';
import { getAssessmentStatus } from '../api/get-assessment-status';
import { listAssessmentHistory } from '../api/list-assessment-history';
import { startAssessment } from '../api/start-assessment';
import { useAssessmentStore } from '../store/assessment-store';
import type { TPhase } from '../store/session-types';
import { progressFor } from '../utils/progress';
import { effectiveAnalyst } from '../utils/selection-rules';
import { ChallengeSteps } from './challenge-steps';
import {
  say,
  session,
  sessions,
  setTyping,
  touch,
  type TAlive,
  type TPhaseHost,
} from './flow-host';
import { useFlowStore } from './flow-store';
import { jobFitT } from './flow-texts';
import { Phase1Steps } from './phase1-steps';
import { Phase2Steps } from './phase2-steps';
import { generateReport, readyForReport, runInterimSummary } from './report-steps';
import { startErrorMessage } from './start-errors';

export type TJobRef = { id: number; title: string };

function isContinuable(status: TAssessmentStatusResponse): boolean {
  return status.can_continue && (status.status === 'in_progress' || status.status === 'pending');
}

/**
 * Drives one job's assessment through the modal's stages and the five phases (spec 001 sections
 * 4 and 8). Every step writes to the session store, which the conversation renders and which is
 * saved on each change. A newer step (an answer, a nudge, closing the modal) supersedes an
 * older one: a late answer from the server for a superseded step is dropped.
 */
export class AssessmentFlow implements TPhaseHost {
  private generation = 0;
  private hasOpened = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private personas: TAnalystsById = {};
  private readonly phase1 = new Phase1Steps(this);
  private readonly phase2 = new Phase2Steps(this);
  private readonly challenges = new ChallengeSteps(this);

  constructor(private readonly job: TJobRef) {}

  /** The job's title follows the page (it is reloaded in the other language on a resume). */
  setJobTitle(title: string): void {
    if (title) this.job.title = title;
  }

  /** The analysts' personas, for their introductions, once they have loaded. */
  setPersonas(personas: TAnalystsById): void {
    this.personas = personas;
  }

  /** Stops whatever is under way; the flow can be opened again afterwards. */
  dispose(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.challenges.releaseGuard();
    setTyping(false);
  }

  begin(): TAlive {
    this.generation += 1;
    const generation = this.generation;
    return () => generation === this.generation;
  }

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  toSelection(message?: string): void {
    setTyping(false);
    if (message) notify('error', message);
    useFlowStore.setState({ stage: 'selection', isGenerating: false });
  }

  showResults(assessmentId: string): void {
    this.generation += 1;
    setTyping(false);
    useFlowStore.setState({ stage: 'results', resultsId: assessmentId, isGenerating: false });
  }

  private introductionFor(analystId: TAnalystId): string {
    const persona = this.personas[analystId];
    return persona?.introduction ?? jobFitT()('chat.defaultIntroduction', { job: this.job.title });
  }

  // ---- Opening, starting, resuming, leaving --------------------------------------------------

  /** Opens the modal's assessment unless this flow already has: a remounted modal keeps its state. */
  openOnce(): Promise<void> {
    return this.hasOpened ? Promise.resolve() : this.open();
  }

  /**
   * The latest assessment of this job is continued if it can be; otherwise the selection shows
   * (spec 001 section 4, "Opening the modal").
   */
  async open(): Promise<void> {
    this.hasOpened = true;
    const alive = this.begin();
    useFlowStore.setState({ stage: 'loading', loadingReason: 'opening' });
    let latest;
    try {
      const page = await listAssessmentHistory(1, ASSESSMENT.historyPageSizeResume, this.job.id);
      latest = page.items[0];
    } catch {
      latest = undefined;
    }
    if (!alive()) return;
    if (latest?.can_continue) {
      await this.resume(latest.id, latest.job_language);
      return;
    }
    useAssessmentStore.getState().clearHistoryCache();
    if (sessions().session?.jobId === this.job.id) sessions().clear();
    useFlowStore.setState({ stage: 'selection' });
  }

  async start(mode: TAssessmentType, chosen: TAnalystId): Promise<void> {
    const alive = this.begin();
    useFlowStore.setState({ stage: 'loading', loadingReason: 'starting', isCreditShort: false });
    let response;
    try {
      response = await startAssessment(this.job.id, {
        assessment_type: mode,
        selected_llm_model: effectiveAnalyst(mode, chosen),
      });
    } catch (error) {
      if (alive()) this.refuseStart(error);
      return;
    }
    if (!alive()) return;
    useAssessmentStore.getState().clearHistoryCache();
    const existingId = response.existing_assessment_id;
    if (existingId) {
      useFlowStore.setState({ loadingReason: 'existing' });
      await this.wait(ASSESSMENT.jumpToExistingMs);
      if (alive()) await this.resume(existingId, response.job_language);
      return;
    }
    sessions().createSession(response, this.job);
    sessions().selectModel(
      response.selected_llm_model,
      this.introductionFor(response.selected_llm_model),
    );
    useFlowStore.setState({ stage: 'conversation' });
    touch();
    await this.enterPhase(1, alive);
  }

  /** Back to the selection with what went wrong (spec 001 section 8, "Start"). */
  private refuseStart(error: unknown): void {
    const { message, isCreditShort, isWarning } = startErrorMessage(error);
    useFlowStore.setState({ stage: 'selection', isCreditShort });
    if (isCreditShort) {
      // The credit page lists where the user ran short, to lead them back after topping up.
      recordTopUpIntent({
        featureName: 'job_fit_analysis',
        sourcePath: `/jobs/${this.job.id}`,
        sourceName: this.job.title,
      });
    }
    notify(isWarning ? 'info' : 'error', message, isWarning ? { color: 'yellow' } : {});
  }

  /** Continues an assessment, in the language it is written in (spec 001 section 4). */
  async resume(assessmentId: string, language?: Language): Promise<void> {
    const alive = this.begin();
    useFlowStore.setState({ stage: 'loading', loadingReason: 'resuming' });
    let status;
    try {
      if (language && language !== currentLanguage()) await changeLanguage(language);
      status = await getAssessmentStatus(assessmentId);
    } catch {
      if (alive()) this.toSelection(jobFitT()('errors.resumeFailed'));
      return;
    }
    if (!alive()) return;
    if (status.status === 'completed') {
      this.showResults(assessmentId);
      return;
    }
    if (!isContinuable(status)) {
      this.toSelection(jobFitT()('errors.unexpectedStatus'));
      return;
    }
    const phase = status.current_phase as TPhase;
    if (!sessions().restore(assessmentId)) {
      sessions().createFromStatus(status);
      sessions().selectModel(
        status.selected_llm_model,
        this.introductionFor(status.selected_llm_model),
      );
    }
    if (session().status.current_phase !== phase) {
      // The server is further on than this copy: what was on screen belongs to an older phase.
      sessions().update({ currentQuestion: null, currentChallenge: null });
    }
    sessions().setStatus({ status: status.status, can_continue: status.can_continue });
    say({
      type: 'system',
      content: jobFitT()('chat.welcomeBack', { phase }),
      metadata: { phase, kind: 'notice' },
    });
    useFlowStore.setState({ stage: 'conversation' });
    await this.enterPhase(phase, alive);
  }

  /** Gives the assessment up (the close confirmation); false when the server refused. */
  async abandon(): Promise<boolean> {
    const current = sessions().session;
    if (!current) return true;
    try {
      await abandonAssessment(current.assessmentId);
    } catch {
      notify('error', jobFitT()('errors.abandonFailed'));
      return false;
    }
    this.dispose();
    sessions().clear();
    useAssessmentStore.getState().clearHistoryCache();
    return true;
  }

  // ---- Moving between phases -----------------------------------------------------------------

  private async enterPhase(phase: TPhase, alive: TAlive): Promise<void> {
    const current = session();
    const step =
      phase === 2
        ? current.phase2
        : phase === 4
          ? current.phase4
          : { answered: current.phase1Answers.length, total: ASSESSMENT.phase1Questions };
    sessions().setStatus({ current_phase: phase, progress_percentage: progressFor(phase, step) });
    switch (phase) {
      case 1:
        return this.phase1.run(alive);
      case 2:
        return this.phase2.run(alive);
      case 3:
        return runInterimSummary(this, alive);
      case 4:
        return this.challenges.run(alive);
      case 5:
        return readyForReport();
    }
  }

  /**
   * After a phase: the status is checked after 0.5 s and again after 1 s, and the conversation
   * moves to the server's phase, else to the next one (spec 001 section 4).
   */
  async afterPhase(done: TPhase, alive: TAlive): Promise<void> {
    setTyping(true);
    let hasFailed = false;
    for (const delay of ASSESSMENT.statusRecheckDelaysMs) {
      await this.wait(delay);
      if (!alive()) return;
      try {
        const status = await getAssessmentStatus(session().assessmentId);
        if (!alive()) return;
        hasFailed = false;
        if (status.status === 'completed') {
          this.showResults(status.id);
          return;
        }
        if (status.current_phase > done) {
          setTyping(false);
          await this.enterPhase(status.current_phase as TPhase, alive);
          return;
        }
      } catch {
        if (!alive()) return;
        hasFailed = true;
      }
    }
    setTyping(false);
    if (hasFailed) notify('error', jobFitT()('errors.statusFailed'));
    if (done < 5) await this.enterPhase((done + 1) as TPhase, alive);
  }

  // ---- What the user does in the conversation ------------------------------------------------

  answerPhase1(text: string): Promise<void> {
    return this.phase1.answer(text);
  }

  answerPhase2(optionId: string): Promise<void> {
    return this.phase2.answer(optionId);
  }

  answerChallenge(choiceId: string, followUp: string): Promise<void> {
    return this.challenges.answer(choiceId, followUp);
  }

  generateReport(): Promise<void> {
    return generateReport(this);
  }

  /** "Hey, are you there?": asks the server again where the current phase stands. */
  async nudge(): Promise<void> {
    const alive = this.begin();
    const phase = session().status.current_phase;
    say({ type: 'user', content: jobFitT()('chat.nudge'), metadata: { phase, kind: 'nudge' } });
    setTyping(false);
    await this.enterPhase(phase, alive);
  }
}
