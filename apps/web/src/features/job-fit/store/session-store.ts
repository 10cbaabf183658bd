import { create } from 'zustand';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TAssessmentStatusResponse,
  TPhase5Response,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT, type Language } from '@irreplaceable/contracts/constants';
import { randomId } from '../../../shared/realtime/random-id';
import { readStoredSession, writeStoredSession } from './session-storage';
import type { TAssessmentSession, TChatMessage, TPhase, TSessionStatus } from './session-types';

export type TNewMessage = Omit<TChatMessage, 'id' | 'timestamp'>;

type TSessionFields = Partial<
  Pick<
    TAssessmentSession,
    'currentQuestion' | 'currentChallenge' | 'phase1Answers' | 'phase2' | 'phase4' | 'jobTitle'
  >
>;

type TSessionStore = {
  session: TAssessmentSession | null;
  /** A new assessment from the start answer: in progress, phase 1, 20 % (spec 001 section 4). */
  createSession: (start: TStartAssessmentResponse, job: { id: number; title: string }) => void;
  /** An assessment continued without a local copy (another device, cleared storage). */
  createFromStatus: (status: TAssessmentStatusResponse) => void;
  /** Sets the analyst and greets with its introduction once; free mode always talks to gpt. */
  selectModel: (model: TAnalystId, introduction: string) => void;
  addMessage: (message: TNewMessage) => void;
  update: (fields: TSessionFields) => void;
  setStatus: (status: Partial<TSessionStatus>) => void;
  /** The report makes the session completed, at 100 %. */
  setFinalReport: (report: TPhase5Response) => void;
  /** Loads the stored session if it is the one asked for; says whether it did. */
  restore: (assessmentId: string) => boolean;
  clear: () => void;
};

function makeMessage(message: TNewMessage): TChatMessage {
  return { ...message, id: randomId('msg'), timestamp: Date.now() };
}

function newSession(
  status: TSessionStatus,
  job: { id: number; title: string; language: Language },
): TAssessmentSession {
  return {
    assessmentId: status.id,
    jobId: job.id,
    jobTitle: job.title,
    status,
    assessmentType: status.assessment_type,
    chatHistory: [],
    lastSaved: Date.now(),
    selectedModel: status.selected_llm_model,
    currentQuestion: null,
    currentChallenge: null,
    finalReport: null,
    jobLanguage: job.language,
    phase1Answers: [],
    phase2: { answered: 0, total: 0 },
    phase4: { answered: 0, total: 0 },
  };
}

/**
 * The assessment under way. Every change is written to localStorage at once (spec 001 section
 * 7), so a reload or a crash loses nothing the user has seen.
 */
export const useSessionStore = create<TSessionStore>()((set, get) => {
  const change = (edit: (session: TAssessmentSession) => TAssessmentSession) => {
    const { session } = get();
    if (session) set({ session: { ...edit(session), lastSaved: Date.now() } });
  };

  return {
    session: null,
    createSession: (start, job) =>
      set({
        session: newSession(
          {
            id: start.assessment_id,
            status: 'in_progress',
            current_phase: 1,
            can_continue: true,
            selected_llm_model: start.selected_llm_model,
            assessment_type: start.assessment_type,
            progress_percentage: ASSESSMENT.startProgress,
          },
          { ...job, language: start.job_language },
        ),
      }),
    createFromStatus: (status) =>
      set({
        session: newSession(
          {
            id: status.id,
            status: status.status,
            current_phase: status.current_phase as TPhase,
            can_continue: status.can_continue,
            selected_llm_model: status.selected_llm_model,
            assessment_type: status.assessment_type,
            progress_percentage: status.progress_percentage,
          },
          { id: status.job_id, title: status.job_title, language: status.job_language },
        ),
      }),
    selectModel: (model, introduction) =>
      change((session) => {
        const selectedModel = session.assessmentType === 'free' ? 'gpt' : model;
        const isGreeted = session.chatHistory.some(
          (message) => message.metadata.kind === 'introduction',
        );
        const greeting = makeMessage({
          type: 'assistant',
          content: introduction,
          metadata: { phase: 1, kind: 'introduction' },
        });
        return {
          ...session,
          selectedModel,
          status: { ...session.status, selected_llm_model: selectedModel },
          chatHistory: isGreeted ? session.chatHistory : [...session.chatHistory, greeting],
        };
      }),
    addMessage: (message) =>
      change((session) => ({
        ...session,
        chatHistory: [...session.chatHistory, makeMessage(message)],
      })),
    update: (fields) => change((session) => ({ ...session, ...fields })),
    setStatus: (status) =>
      change((session) => ({ ...session, status: { ...session.status, ...status } })),
    setFinalReport: (report) =>
      change((session) => ({
        ...session,
        finalReport: report,
        currentQuestion: null,
        currentChallenge: null,
        status: {
          ...session.status,
          status: 'completed',
          current_phase: 5,
          can_continue: false,
          progress_percentage: ASSESSMENT.completionProgress,
        },
      })),
    restore: (assessmentId) => {
      const stored = readStoredSession();
      if (stored?.assessmentId !== assessmentId) return false;
      set({ session: stored });
      return true;
    },
    clear: () => set({ session: null }),
  };
});

useSessionStore.subscribe((state, previous) => {
  if (state.session !== previous.session) writeStoredSession(state.session);
});
