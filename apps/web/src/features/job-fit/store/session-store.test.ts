import { afterEach, describe, expect, it } from 'vitest';
import {
  makeReport,
  makeStartResponse,
  ASSESSMENT_ID,
  OTHER_ASSESSMENT_ID,
} from '../testing/make-assessment';
import { readStoredSession } from './session-storage';
import { useSessionStore } from './session-store';
import type { TAssessmentSession } from './session-types';

const KEY = 'cognitiveAssessmentSession';
const job = { id: 7, title: 'Software Engineer' };
/** What a reload does: the page starts with an empty store and the stored copy. */
function reload(): void {
  const raw = localStorage.getItem(KEY);
  useSessionStore.setState({ session: null });
  if (raw !== null) localStorage.setItem(KEY, raw);
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as TAssessmentSession | null;

function startSession(overrides: Parameters<typeof makeStartResponse>[0] = {}) {
  useSessionStore.getState().createSession(makeStartResponse(overrides), job);
}

describe('assessment session store', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('creates a session in progress at phase 1 and 20 % from the start answer', () => {
    startSession();

    expect(useSessionStore.getState().session).toMatchObject({
      assessmentId: ASSESSMENT_ID,
      jobId: 7,
      jobTitle: 'Software Engineer',
      assessmentType: 'free',
      selectedModel: 'gpt',
      chatHistory: [],
      currentQuestion: null,
      currentChallenge: null,
      finalReport: null,
      status: {
        id: ASSESSMENT_ID,
        status: 'in_progress',
        current_phase: 1,
        progress_percentage: 20,
        can_continue: true,
      },
    });
  });

  it('saves the session under cognitiveAssessmentSession on every change', () => {
    startSession();
    expect(stored()?.assessmentId).toBe(ASSESSMENT_ID);

    useSessionStore.getState().addMessage({
      type: 'user',
      content: 'The craft',
      metadata: { phase: 1, kind: 'answer' },
    });
    expect(stored()?.chatHistory.map((message) => message.content)).toEqual(['The craft']);

    useSessionStore.getState().update({ phase1Answers: ['The craft'] });
    expect(stored()?.phase1Answers).toEqual(['The craft']);
    expect(stored()?.lastSaved).toBeGreaterThan(0);

    useSessionStore.getState().clear();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('greets with the analyst introduction once, and free mode always talks to gpt', () => {
    startSession({ assessment_type: 'free' });
    const { selectModel } = useSessionStore.getState();

    selectModel('claude', 'Hello, I am Boss.');
    selectModel('gpt', 'Hello, I am Boss.');

    const session = useSessionStore.getState().session!;
    expect(session.selectedModel).toBe('gpt');
    expect(session.status.selected_llm_model).toBe('gpt');
    const greetings = session.chatHistory.filter((m) => m.metadata.kind === 'introduction');
    expect(greetings).toHaveLength(1);
    expect(greetings[0]).toMatchObject({ type: 'assistant', metadata: { phase: 1 } });
  });

  it('keeps the chosen analyst in credit mode', () => {
    startSession({ assessment_type: 'credit', selected_llm_model: 'deepseek' });
    useSessionStore.getState().selectModel('deepseek', 'Hi, I am Brother Whale.');
    expect(useSessionStore.getState().session?.selectedModel).toBe('deepseek');
  });

  it('completes the session at 100 % when the report is set', () => {
    startSession();
    useSessionStore.getState().setFinalReport(makeReport());

    const session = useSessionStore.getState().session!;
    expect(session.status).toMatchObject({ status: 'completed', progress_percentage: 100 });
    expect(session.finalReport?.fit_score).toBe(72);
    expect(stored()?.status.status).toBe('completed');
  });

  it('restores a stored session only when its id is the one asked for', () => {
    startSession();
    useSessionStore.getState().update({ phase1Answers: ['The craft', 'Deep focus'] });
    reload();

    expect(useSessionStore.getState().restore(OTHER_ASSESSMENT_ID)).toBe(false);
    expect(useSessionStore.getState().session).toBeNull();

    expect(useSessionStore.getState().restore(ASSESSMENT_ID)).toBe(true);
    expect(useSessionStore.getState().session?.phase1Answers).toEqual(['The craft', 'Deep focus']);
  });

  it.each([
    ['not JSON', '{"assessmentId":'],
    ['not a session', JSON.stringify({ assessmentId: ASSESSMENT_ID, jobId: 'seven' })],
    ['a message of an unknown type', 'bad-message'],
  ])('removes corrupt stored data (%s) and treats it as absent', (_, raw) => {
    startSession();
    const valid = localStorage.getItem(KEY)!;
    const value =
      raw === 'bad-message'
        ? valid.replace('"chatHistory":[]', '"chatHistory":[{"id":"1","type":"robot"}]')
        : raw;
    useSessionStore.setState({ session: null });
    localStorage.setItem(KEY, value);

    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(useSessionStore.getState().restore(ASSESSMENT_ID)).toBe(false);
  });
});
