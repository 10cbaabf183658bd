import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { loadCatalogues } from '../../../shared/i18n/lazy-catalogues';
import { signInUser } from '../../../test/fixtures';
import { useSessionStore } from '../store/session-store';
import { fakeAssessmentServer } from '../testing/fake-assessment-server';
import { ASSESSMENT_ID, makeChallenge, makeStartResponse } from '../testing/make-assessment';
import { AssessmentFlow } from './assessment-flow';
import { resetFlowStore, useFlowStore } from './flow-store';

const SUBMIT = `POST /api/cognitive-assessment/${ASSESSMENT_ID}/phase4`;

/** A session at phase 4 with its first challenge on screen. */
function atFirstChallenge() {
  useSessionStore.getState().createSession(makeStartResponse(), { id: 7, title: 'Nurse' });
  useSessionStore.getState().setStatus({ current_phase: 4 });
  useSessionStore.getState().update({ currentChallenge: makeChallenge(1) });
  return new AssessmentFlow({ id: 7, title: 'Nurse' });
}

describe('the challenge double-submit guard', () => {
  beforeEach(async () => {
    await loadCatalogues(['jobFit']);
    vi.useFakeTimers();
    signInUser();
    resetFlowStore();
  });
  afterEach(() => useSessionStore.getState().clear());

  it('sends a challenge answer once, however fast it is sent again', async () => {
    const { callsTo } = fakeAssessmentServer({
      overrides: { [SUBMIT]: () => new Promise<Response>(() => undefined) },
    });
    const flow = atFirstChallenge();

    void flow.answerChallenge('x', '');
    void flow.answerChallenge('x', '');
    await vi.advanceTimersByTimeAsync(0);

    expect(callsTo(SUBMIT)).toHaveLength(1);
    expect(useFlowStore.getState().isChallengeGuarded).toBe(true);
    flow.dispose();
  });

  it('clears the guard after 10 s when the answer never comes', async () => {
    fakeAssessmentServer({ overrides: { [SUBMIT]: () => new Promise<Response>(() => undefined) } });
    const flow = atFirstChallenge();
    void flow.answerChallenge('y', 'Because');
    await vi.advanceTimersByTimeAsync(0);

    await vi.advanceTimersByTimeAsync(ASSESSMENT.doubleSubmitGuardMs - 1);
    expect(useFlowStore.getState().isChallengeGuarded).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(useFlowStore.getState().isChallengeGuarded).toBe(false);
    flow.dispose();
  });

  it('clears the guard as soon as the answer lands', async () => {
    const { callsTo } = fakeAssessmentServer();
    const flow = atFirstChallenge();

    await flow.answerChallenge('x', '');

    expect(callsTo(SUBMIT)[0]?.body).toEqual({
      challenge_number: 1,
      user_reflection: 'x',
      additional_thoughts: 'No additional thoughts.',
    });
    expect(useFlowStore.getState().isChallengeGuarded).toBe(false);
    flow.dispose();
  });
});
