import { getFinalReport } from '../api/get-final-report';
import { getInterimSummary } from '../api/get-interim-summary';
import { useAssessmentStore } from '../store/assessment-store';
import { progressFor } from '../utils/progress';
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
import { interimSummaryMarkdown, jobFitT } from './flow-texts';

/** Long enough to read the line that celebrates the finished report before the results open. */
const CEREMONY_PAUSE_MS = 1_500;

/** Phase 3: the interim summary in markdown, then the status checks (spec 001 section 4). */
export async function runInterimSummary(host: TPhaseHost, alive: TAlive): Promise<void> {
  setTyping(true);
  let response;
  try {
    response = await getInterimSummary(session().assessmentId);
  } catch {
    if (alive()) host.toSelection(jobFitT()('errors.analysisFailed'));
    return;
  }
  if (!alive()) return;
  const hasSummary = session().chatHistory.some((message) => message.metadata.kind === 'summary');
  if (!hasSummary) {
    say({
      type: 'assistant',
      content: interimSummaryMarkdown(response.interim_summary),
      metadata: { phase: 3, kind: 'summary', format: 'markdown', engine: response.engine },
    });
  }
  await host.afterPhase(3, alive);
}

/** Phase 5 is reached: the ceremony line, and the results button shows (spec 001 section 4). */
export function readyForReport(): void {
  setTyping(false);
  sessions().update({ currentQuestion: null, currentChallenge: null });
  sessions().setStatus({ current_phase: 5, progress_percentage: progressFor(5, session().phase4) });
  const hasCeremony = session().chatHistory.some(
    (message) => message.metadata.kind === 'ceremony' && message.metadata.phase === 4,
  );
  if (!hasCeremony) {
    say({
      type: 'assistant',
      content: jobFitT()('phase4.ceremony'),
      metadata: { phase: 4, kind: 'ceremony' },
    });
  }
}

/**
 * Writes the report, then the results open. A failure still completes: the results stage shows
 * the error with a retry (spec 001 sections 4 and 8).
 */
export async function generateReport(host: TPhaseHost): Promise<void> {
  const alive = host.begin();
  const { assessmentId } = session();
  useFlowStore.setState({ isGenerating: true });
  touch();
  try {
    const report = await getFinalReport(assessmentId);
    if (!alive()) return;
    sessions().setFinalReport(report);
    say({
      type: 'assistant',
      content: jobFitT()('phase5.ready'),
      metadata: { phase: 5, kind: 'ceremony', engine: report.engine },
    });
  } catch {
    if (!alive()) return;
    say({
      type: 'assistant',
      content: jobFitT()('phase5.fallback'),
      metadata: { phase: 5, kind: 'notice' },
    });
  }
  useFlowStore.setState({ isGenerating: false });
  useAssessmentStore.getState().clearHistoryCache();
  await host.wait(CEREMONY_PAUSE_MS);
  if (alive()) host.showResults(assessmentId);
}
